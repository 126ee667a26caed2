import AxeBuilder from '@axe-core/playwright'
import { createPublicClient, erc20Abi, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Locator, Page } from '@playwright/test'
import { devnetAddresses } from '../../devnet/addresses'
import { devnetRpcUrl, demoUrl, expect, openAccount, test, wallet } from './fixtures'

const addresses = devnetAddresses()
const client = () => createPublicClient({ transport: http(devnetRpcUrl()) })
const balanceOf = (owner: Address, token?: Address) =>
  token ? client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) : client().getBalance({ address: owner })

/** A fresh account (no funds) in the dev wallet, connected, on the Buy crypto view. */
async function openBuyCrypto(page: Page): Promise<{ modal: Locator; owner: Address }> {
  const key = generatePrivateKey()
  const owner = privateKeyToAddress(key)
  await page.goto(demoUrl())
  await wallet(page, `setAccounts('${key}')`)
  const modal = await openAccount(page)
  await modal.getByTestId('account-feature-onramp').click()
  await expect(modal.getByRole('heading', { name: 'Fund wallet' })).toBeVisible()
  await modal.getByTestId('fund-wallet-buy').click()
  await expect(modal.getByRole('heading', { name: 'Buy crypto' })).toBeVisible()
  return { modal, owner }
}

const purchases = [
  // 25 USD at the checkout's 3000 USD per ETH, less its 1% fee: 0.00825 ETH.
  { symbol: 'ETH', asset: 'native', fiat: '25', units: 8_250_000_000_000_000n, text: '0.00825 ETH', token: undefined },
  // 100 USD of a 6-decimal dollar, less 1%: 99 PUSDC.
  { symbol: 'PUSDC', asset: addresses.tokens.PUSDC.address.toLowerCase(), fiat: '100', units: 99_000_000n, text: '99 PUSDC', token: addresses.tokens.PUSDC.address as Address },
] as const

for (const purchase of purchases) {
  test(`§9 onramp: buying ${purchase.symbol} opens the checkout popup; paying raises the balance by exactly ${purchase.units} base units, the modal says so, and Activity shows the transfer`, async ({ page }) => {
    const { modal, owner } = await openBuyCrypto(page)
    await modal.getByTestId('onramp-amount').fill(purchase.fiat)
    await modal.getByTestId('onramp-asset').selectOption(purchase.asset)
    const popupOpened = page.waitForEvent('popup')
    await modal.getByTestId('onramp-provider-local').click()
    const popup = await popupOpened
    await expect(modal.getByTestId('onramp-buy-status')).toHaveText('Complete your purchase in the Local checkout window.')
    await expect(popup.getByTestId('checkout-receive')).toHaveText(purchase.text)
    await expect(popup.getByTestId('checkout-receive')).toHaveAttribute('data-units', String(purchase.units))
    await expect(popup.getByTestId('checkout-wallet')).toHaveText(owner)
    // The provider's page cannot reach back into the dapp's window.
    expect(await popup.evaluate(() => window.opener)).toBeNull()

    await popup.getByTestId('checkout-pay').click()
    await expect(popup.getByTestId('checkout-status')).toContainText(`Payment complete: ${purchase.text} sent`)
    const hash = /transaction (0x[0-9a-f]{64})/.exec((await popup.getByTestId('checkout-status').textContent()) ?? '')?.[1]
    expect(hash).toBeDefined()
    expect(await balanceOf(owner, purchase.token)).toBe(purchase.units)
    await expect(modal.getByTestId('onramp-received')).toHaveText(`${purchase.text} arrived in your wallet`)

    // Closing the checkout after success leaves the success in place.
    // The button closes its own window, which can end the click before Chromium answers it
    // ('Target page ... has been closed'): only that error is expected, and only once it closed.
    await popup
      .getByTestId('checkout-close')
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(modal.getByTestId('onramp-buy-success')).toBeVisible()
    await modal.getByRole('button', { name: 'Done' }).click()
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await expect(modal.locator(`[data-testid="activity-item"][data-hash="${hash}"]`)).toBeVisible()
  })
}

test('§9 onramp: closing the checkout popup before paying returns to the providers, the draft kept', async ({ page }) => {
  const { modal, owner } = await openBuyCrypto(page)
  await modal.getByTestId('onramp-amount').fill('40')
  const popupOpened = page.waitForEvent('popup')
  await modal.getByTestId('onramp-provider-local').click()
  const popup = await popupOpened
  await expect(popup.getByTestId('checkout-pay')).toBeVisible()
  await popup.close()
  await expect(modal.getByTestId('onramp-providers')).toBeVisible()
  await expect(modal.getByTestId('onramp-amount')).toHaveValue('40')
  expect(await balanceOf(owner)).toBe(0n)
})

test('§9 onramp: Coinbase without a session-token hook (and Meld without a key) is listed unavailable with the reason, and opens nothing', async ({ page }) => {
  const { modal } = await openBuyCrypto(page)
  await modal.getByTestId('onramp-amount').fill('25')
  const coinbase = modal.getByTestId('onramp-provider-coinbase')
  await expect(coinbase).toHaveAttribute('aria-disabled', 'true')
  await expect(coinbase).toContainText("Unavailable: Needs a session token from this site's server")
  await expect(coinbase).toContainText('1-2% fee')
  await expect(modal.getByTestId('onramp-provider-meld')).toContainText("Unavailable: Needs this site's Meld public key")
  await coinbase.click({ force: true }) // aria-disabled: Playwright would wait for it to be enabled
  // The popup and the Buy in progress view come from the same click handler: neither happened.
  await expect(modal.getByTestId('onramp-providers')).toBeVisible()
  await expect(modal.getByTestId('onramp-buy-in-progress')).toHaveCount(0)
  expect(page.context().pages()).toHaveLength(1)
})

/** Serious or critical axe violations inside the modal (its open shadow root included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('portico-modal').analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)
}

test('§2 a11y: axe finds no serious violation on Fund wallet, Buy crypto (with an error and unavailable providers), Buy in progress and its success', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const { modal } = await openBuyCrypto(page)
  await modal.getByTestId('onramp-amount').fill('5')
  await expect(modal.getByTestId('onramp-limits')).toHaveText('The minimum is 10 USD')
  expect.soft(await seriousViolations(page), 'Buy crypto').toEqual([])
  await modal.getByTestId('onramp-amount').fill('25')
  const popupOpened = page.waitForEvent('popup')
  await modal.getByTestId('onramp-provider-local').click()
  const popup = await popupOpened
  await expect(modal.getByTestId('onramp-buy-status')).toHaveText('Complete your purchase in the Local checkout window.')
  expect.soft(await seriousViolations(page), 'Buy in progress').toEqual([])
  await popup.getByTestId('checkout-pay').click()
  await expect(modal.getByTestId('onramp-buy-success')).toBeVisible()
  expect.soft(await seriousViolations(page), 'Purchase complete').toEqual([])
  await modal.getByRole('button', { name: 'Back' }).click()
  await modal.getByRole('button', { name: 'Back' }).click()
  await expect(modal.getByRole('heading', { name: 'Fund wallet' })).toBeVisible()
  expect.soft(await seriousViolations(page), 'Fund wallet').toEqual([])
})
