import { demoUrl, dialog, expect, openModal, test, wallet } from './fixtures'

const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('§2 behavior: connect with the dev wallet through EIP-6963', async ({ page }) => {
  await page.goto(demoUrl())
  const modal = await openModal(page)
  await expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(DEV_ADDRESS)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('portico-connect-button')).toContainText('0xf3...b92266')
  expect(await wallet<string[]>(page, 'requests')).toContain('eth_requestAccounts')
})
