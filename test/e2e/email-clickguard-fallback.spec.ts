import { expect, test } from './fixtures'
import { guardTextKeys } from '../../hosts/embedded-wallet/frame/approval'
import { ft } from '../../hosts/embedded-wallet/frame/frameI18n'
import { answerApproval, approvalPanel, freshEmail, loginWithEmail, readApprovalDetails, emailHarnessPerFile, walletFrame, type EmailHarness } from './emailHarness'

// Issue 14, High 3: where the browser has no IntersectionObserver v2 (Firefox, Safari today), the
// approval panel cannot learn that it is visible; Approve then needs a short code shown in the
// panel, typed by the visitor. Chromium stands in for such a browser with `isVisible` removed.
test.describe.configure({ timeout: 60_000 })

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

test.beforeEach(async ({ page }) => {
  // Every frame, the wallet's included: IntersectionObserver v1 only.
  await page.addInitScript(() => {
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
  })
})

test('issue 14: without IntersectionObserver v2, an approval clicked through an invisible frame is refused; typing the shown code approves', async ({ page }) => {
  await loginWithEmail(page, harness, freshEmail('noiov2'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  // The visitor reads the request down to the code at its end (the details scroll where they do not fit).
  await readApprovalDetails(page)
  await expect(approvalPanel(page)).toHaveAttribute('data-ready', 'true')
  const approve = walletFrame(page).getByRole('button', { name: 'Approve' })
  const alert = walletFrame(page).locator('#approval').getByRole('alert')
  const code = walletFrame(page).getByTestId('approval-confirmation-code')
  await expect(code).toHaveText(/^[A-Z2-9]{4}$/)

  // The hostile host makes the frame transparent and gets a click (and a guess) through it.
  await page.evaluate(() => void ((document.querySelector('iframe[data-portico-embedded-wallet]') as HTMLIFrameElement).style.opacity = '0'))
  await approve.click({ force: true })
  await expect(alert).toHaveText(ft(guardTextKeys['code-mismatch']))
  await walletFrame(page).getByTestId('approval-confirmation-input').fill('AAAA')
  await approve.click({ force: true })
  await expect(alert).toHaveText(ft(guardTextKeys['code-mismatch']))
  await expect(page.getByTestId('demo-email-result')).toHaveCount(0)

  // In plain view, the visitor reads the code and types it: the approval counts.
  await page.evaluate(() => void ((document.querySelector('iframe[data-portico-embedded-wallet]') as HTMLIFrameElement).style.opacity = '1'))
  await walletFrame(page).getByTestId('approval-confirmation-input').fill((await code.textContent()) ?? '')
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^signature: 0x[0-9a-f]{130,}$/)
})

test('issue 14: with IntersectionObserver v2 (plain Chromium) no confirmation code is asked', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await loginWithEmail(page, harness, freshEmail('iov2'))
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(approvalPanel(page)).toHaveAttribute('data-ready', 'true')
    await expect(walletFrame(page).getByTestId('approval-confirmation-code')).toHaveCount(0)
  } finally {
    await context.close()
  }
})
