import { demoUrl, dialog, expect, modalFocus, openAccount, openModal, test } from './fixtures'
test('probe', async ({ page }) => {
  await page.goto(demoUrl())
  const modal = await openAccount(page)
  await modal.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.waitForTimeout(500)
  console.log('visible', await dialog(page).isVisible())
  console.log(await dialog(page).ariaSnapshot())
  console.log(await page.getByTestId('demo-state').textContent().then(t => JSON.stringify(JSON.parse(t!).router)))
})
