import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { emailHarnessPerFile, type EmailHarness } from './emailHarness'

// Spec section 2: "A single modal element is inserted into the page unless appending is disabled
// or an embedded mode is on. Embedded mode closes the modal when a user is set." Social login
// (issue 19) from the demo's embedded form (`?embedded=1`: <PorticoEmbedded /> in the page, no
// <portico-modal>), against the local OAuth counterparts and the local Farcaster relay.
test.describe.configure({ timeout: 90_000 })

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

/** The store's `modal.open`, read from the demo's state dump. */
const modalOpen = async (page: Page) => (JSON.parse((await page.getByTestId('demo-state').textContent()) ?? '{}') as { modal?: { open?: boolean } }).modal?.open

/**
 * Opens the demo in embedded mode with the modal opened by the Connect button (so its closing is
 * something that happens); returns the embedded form.
 */
async function openEmbedded(page: Page): Promise<Locator> {
  await page.goto(`${harness.demoUrl}/?wallet=none&embedded=1`)
  const form = page.locator('portico-embedded')
  await expect(form.getByTestId('social-login')).toBeVisible()
  await page.getByTestId('portico-connect-button').click()
  await expect.poll(() => modalOpen(page)).toBe(true)
  // Embedded mode inserts no modal element: the views are the page's form.
  await expect(page.locator('portico-modal')).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return form
}

/** After the sign-in: connected, the modal closed, the embedded form on the connected wallet's Account view. */
async function expectSignedInAndClosed(page: Page, form: Locator): Promise<void> {
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  expect(await page.getByTestId('demo-address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => modalOpen(page)).toBe(false)
  await expect(form.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.locator('portico-modal')).toHaveCount(0)
}

test('spec section 2: embedded mode, a popup social login (Google): the user is set and the modal closes', async ({ page }) => {
  const form = await openEmbedded(page)
  const button = form.getByTestId('social-login').getByRole('button', { name: 'Continue with Google' })
  const [popup] = await Promise.all([page.context().waitForEvent('page'), button.click()])
  await popup.getByRole('link', { name: /Continue as Ada Lovelace/ }).click()
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expectSignedInAndClosed(page, form)
})

test('spec section 2: embedded mode, Sign In With Farcaster: the user is set and the modal closes', async ({ page }) => {
  const form = await openEmbedded(page)
  await form.getByTestId('social-login').getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(form.getByTestId('farcaster-qr')).toBeVisible()
  const link = (await form.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')) ?? ''
  const phone = await page.context().newPage()
  await phone.goto(link)
  await phone.getByRole('button', { name: /Approve as @grace/ }).click()
  await expect(phone.getByRole('status')).toHaveText('Signed in as @grace. Return to the app.')
  await phone.close()
  await expectSignedInAndClosed(page, form)
})
