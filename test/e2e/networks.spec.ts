import { connectDevWallet, demoStatus, demoUrl, devWalletRow, dialog, expect, openAccount, openModal, test, wallet } from './fixtures'

test('§4 behavior: switch network through Account -> Networks, adding the chain on 4902', async ({ page }) => {
  await page.goto(demoUrl())
  const modal = await openAccount(page)
  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31337')
  await wallet(page, 'clearRequests()')

  await modal.getByRole('button', { name: /^Network: Portico Local\. Switch network$/ }).click()
  await expect(modal.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await expect(modal.getByTestId('network-eip155:31337')).toHaveAttribute('aria-current', 'true')
  await modal.getByTestId('network-eip155:31338').click()

  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31338')
  await expect.poll(() => wallet<number>(page, 'chainId()')).toBe(31338)
  const requests = await wallet<string[]>(page, 'requests')
  const switchAt = requests.indexOf('wallet_switchEthereumChain')
  const addAt = requests.indexOf('wallet_addEthereumChain')
  expect(switchAt, `requests: ${requests.join(', ')}`).toBeGreaterThanOrEqual(0)
  expect(addAt, `requests: ${requests.join(', ')}`).toBeGreaterThan(switchAt)
  // Back on Account, showing the new network; still connected.
  await expect(modal.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(modal.getByRole('button', { name: /^Network: Portico Local 2\. Switch network$/ })).toBeVisible()
  await expect(demoStatus(page)).toHaveText('connected')
})

test('§4 behavior: the wallet moving to an unlisted chain opens UnsupportedChain; picking a network moves it back', async ({ page }) => {
  await page.goto(demoUrl())
  await connectDevWallet(page)
  await wallet(page, 'setChain(1337)')
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await expect(modal.getByText("This app doesn't support your current network.", { exact: false })).toBeVisible()

  await modal.getByTestId('network-eip155:31337').click()
  await expect.poll(() => wallet<number>(page, 'chainId()')).toBe(31337)
  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31337')
  await expect(demoStatus(page)).toHaveText('connected')
  await expect(modal.getByRole('heading', { name: 'Switch Network' })).toBeHidden()
})

test('§4 behavior: connecting while the wallet sits on an unlisted chain shows UnsupportedChain', async ({ page }) => {
  await page.goto(demoUrl())
  await wallet(page, 'setChain(1337)')
  const modal = await openModal(page)
  await devWalletRow(page).click()
  await expect(modal.getByRole('heading', { name: 'Switch Network' })).toBeVisible()
  await expect(modal.getByTestId('network-eip155:31337')).toBeVisible()

  await modal.getByTestId('network-eip155:31337').click()
  await expect.poll(() => wallet<number>(page, 'chainId()')).toBe(31337)
  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31337')
  await expect(demoStatus(page)).toHaveText('connected')
})
