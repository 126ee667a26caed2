import { demoUrl, devWalletRow, expect, openModal, test } from './fixtures'
import { emailHarnessPerFile, type EmailHarness } from './emailHarness'

/** The Connect view's options (spec section 1), each with and without its flag, in the demo (`?legal=1` and the like). */

test('§1 legalCheckbox default (off): no checkbox, the wallet connects at once', async ({ page }) => {
  await page.goto(demoUrl())
  const modal = await openModal(page)
  await expect(modal.getByRole('checkbox')).toHaveCount(0)
  await expect(devWalletRow(page)).toBeEnabled()
})

test('§1 legalCheckbox on: buttons wait for the box; the terms and privacy links open in a new tab', async ({ page, context }) => {
  await page.goto(demoUrl({ legal: '1' }))
  const modal = await openModal(page)
  const box = modal.getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ })
  await expect(box).not.toBeChecked()
  await expect(devWalletRow(page)).toBeDisabled()
  await expect(modal.getByRole('button', { name: 'All Wallets' })).toBeDisabled()

  const [terms] = await Promise.all([context.waitForEvent('page'), modal.getByRole('link', { name: 'Terms of Service' }).click()])
  await terms.waitForLoadState()
  expect(new URL(terms.url()).pathname + new URL(terms.url()).hash).toBe('/legal.html#terms')
  await expect(terms.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
  await terms.close()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  await box.check()
  await expect(devWalletRow(page)).toBeEnabled()
  await devWalletRow(page).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test.describe('with the email method on the view (embedded wallet)', () => {
  let harness: EmailHarness
  emailHarnessPerFile((started) => (harness = started))
  const url = (query: Record<string, string> = {}) => `${harness.demoUrl}/?${new URLSearchParams({ wallet: 'approve', ...query })}`

  test("§1 collapseWallets default (off) and on: the list waits behind 'Continue with a wallet'", async ({ page }) => {
    await page.goto(url())
    let modal = await openModal(page)
    await expect(devWalletRow(page)).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Continue with a wallet' })).toHaveCount(0)

    await page.goto(url({ collapseWallets: '1' }))
    modal = await openModal(page)
    await expect(modal.getByRole('textbox', { name: /email/i })).toBeVisible()
    await expect(devWalletRow(page)).toHaveCount(0)
    await modal.getByRole('button', { name: 'Continue with a wallet' }).click()
    await devWalletRow(page).click()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
  })

  test('§1 emailShowWallets off: email first, wallets behind a button; legalCheckbox also disables the email field', async ({ page }) => {
    await page.goto(url({ emailShowWallets: '0', legal: '1' }))
    const modal = await openModal(page)
    const methods = modal.getByTestId('connect-methods')
    const email = modal.getByRole('textbox', { name: /email/i })
    await expect(email).toBeDisabled()
    await expect(devWalletRow(page)).toHaveCount(0)
    await modal.getByRole('checkbox').check()
    await expect(email).toBeEnabled()
    // Email is the first method; the wallets come last, behind the button.
    await expect(methods.locator(':scope > *').first().getByRole('textbox', { name: /email/i })).toBeVisible()
    await expect(methods.locator(':scope > *').last().getByRole('button', { name: 'Continue with a wallet' })).toBeVisible()
  })
})

test('§1 allWallets: on by default; off hides All Wallets', async ({ page }) => {
  await page.goto(demoUrl())
  await expect((await openModal(page)).getByRole('button', { name: 'All Wallets' })).toBeVisible()
  await page.goto(demoUrl({ allWallets: '0' }))
  const modal = await openModal(page)
  await expect(devWalletRow(page)).toBeVisible()
  await expect(modal.getByRole('button', { name: 'All Wallets' })).toHaveCount(0)
})

test("§1 enableWalletGuide: \"Haven't got a wallet?\" opens the guide with wallets to get; false hides it", async ({ page }) => {
  await page.goto(demoUrl())
  let modal = await openModal(page)
  await expect(modal.getByText("Haven't got a wallet?")).toBeVisible()
  await modal.getByRole('button', { name: 'Get started' }).click()
  await expect(modal.getByRole('heading', { name: 'What is a Wallet?' })).toBeVisible()
  await expect(modal.getByText(/A wallet keeps your digital assets/)).toBeVisible()
  const toGet = modal.getByRole('list', { name: 'Wallets to get' }).getByRole('link')
  await expect(toGet.first()).toBeVisible()
  await expect(toGet.first()).toHaveAttribute('target', '_blank')
  await modal.getByRole('button', { name: 'Back' }).click()
  await expect(devWalletRow(page)).toBeVisible()

  await page.goto(demoUrl({ walletGuide: '0' }))
  modal = await openModal(page)
  await expect(devWalletRow(page)).toBeVisible()
  await expect(modal.getByText("Haven't got a wallet?")).toHaveCount(0)
})
