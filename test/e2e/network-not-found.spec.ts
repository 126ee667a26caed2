import { connectDevWallet, demoStatus, demoUrl, expect, test, wallet } from './fixtures'

// Spec section 8: "A missing network on switch shows an alert": 'Network Not Found', shown once.
// The host asks for a network it did not list (the demo's own switch field stands for a host
// that takes the network from its URL or its own menu).
const UNLISTED = 'eip155:1337' // the dev wallet knows it; the demo host does not list it

test("§8 behavior: a host's switch to a network it did not list shows 'Network Not Found' once and changes nothing", async ({ page }) => {
  await page.goto(demoUrl())
  await connectDevWallet(page)
  await wallet(page, 'clearRequests()')
  const toast = page.getByTestId('portico-toast')
  const result = page.getByTestId('demo-switch-network-result')

  await page.getByTestId('demo-switch-network-id').fill(UNLISTED)
  await page.getByRole('button', { name: 'Switch to this network' }).click()
  await expect(toast).toHaveText('Network Not Found')
  await expect(toast).toHaveAttribute('data-variant', 'error')
  await expect(result).toHaveText('Network Not Found')
  // Nothing moved: the wallet was not asked, the network and the connection stay.
  expect(await wallet<string[]>(page, 'requests')).not.toContain('wallet_switchEthereumChain')
  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31337')
  await expect(demoStatus(page)).toHaveText('connected')

  // Each alert is shown once: the same mistake again rejects without a second toast.
  await expect(toast).toBeHidden()
  await page.getByTestId('demo-switch-network-id').fill('eip155:56')
  await expect(result).toHaveText('-')
  await page.getByRole('button', { name: 'Switch to this network' }).click()
  await expect(result).toHaveText('Network Not Found')
  await expect(toast).toBeHidden()

  // A listed network still switches.
  await page.getByTestId('demo-switch-network-id').fill('eip155:31338')
  await page.getByRole('button', { name: 'Switch to this network' }).click()
  await expect(result).toHaveText('switched')
  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31338')
})
