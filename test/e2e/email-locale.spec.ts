import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { frameTexts } from '../../hosts/embedded-wallet/frame/texts'
import type { emailAuthTexts } from '../../plugins/email-auth/texts'
import type { serverTexts } from '../../hosts/embedded-wallet/server/serverTexts'
import { answerApproval, approvalPanel, codeFor, emailHarnessPerFile, framePanelAlert, freshEmail, otpField, walletFrame, type EmailHarness } from './emailHarness'

// Issue 21: the wallet frame shows the modal's locale. The demo's Language select picks it before
// the frame loads (the frame URL's `locale`), and a switch at run time reaches the loaded frame
// (SET_LOCALE). Each test logs in through the mailbox and waits out the panel's guard.
test.describe.configure({ timeout: 60_000 })

/** A shipped catalogue (the JSON files the frame and the plugin load). */
const catalogue = <T>(path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as T
const frameJa = catalogue<Record<keyof typeof frameTexts.en, string>>('hosts/embedded-wallet/frame/locales/ja.json')
const frameAr = catalogue<Record<keyof typeof frameTexts.en, string>>('hosts/embedded-wallet/frame/locales/ar.json')
const emailJa = catalogue<Record<keyof typeof emailAuthTexts.en, string>>('plugins/email-auth/locales/ja.json')
const serverJa = catalogue<Record<keyof typeof serverTexts.en, string>>('hosts/embedded-wallet/server/locales/ja.json')

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

const MESSAGE = 'Hello from the Portico demo'

/** Logs `email` in with the modal in Japanese (its email field and button in Japanese), a wrong code first. */
async function loginInJapanese(page: Page, allowConsole: (pattern: RegExp, why: string) => void, email: string): Promise<void> {
  allowConsole(/status of 400 \(Bad Request\)/, 'the wrong code is refused by the auth server (HTTP 400)')
  await page.goto(`${harness.demoUrl}/?wallet=none`)
  await page.getByTestId('demo-locale').selectOption('ja')
  const before = harness.wallet.mailbox.messages().length
  await page.getByTestId('portico-connect-button').click()
  const modal = page.getByRole('dialog')
  await modal.getByPlaceholder(emailJa.email).fill(email)
  await modal.getByRole('button', { name: emailJa.continue, exact: true }).click()
  await expect(walletFrame(page).getByRole('heading', { name: frameJa.enterCode })).toBeVisible()
  await expect(walletFrame(page).getByText(frameJa.oneTimeCode)).toBeVisible()
  const { code } = await codeFor(harness, email, before)
  // The code mail is Japanese too (the frame sent its locale with the request), as the dev mailbox page shows it.
  const mailbox = await page.context().newPage()
  await mailbox.goto(harness.wallet.mailboxUrl)
  const mail = mailbox.getByRole('listitem').filter({ hasText: email }).first()
  await expect(mail.locator('b')).toHaveText(serverJa.codeSubject)
  await expect(mail.locator('pre')).toHaveText(serverJa.codeLogin.replace('{code}', code))
  await mailbox.close()
  // A wrong code first: the auth server's refusal shows in Japanese too.
  await otpField(page).fill(code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10)))
  await expect(framePanelAlert(page)).toHaveText(frameJa.codeInvalid)
  await otpField(page).fill(code)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

/**
 * The panel's texts with the request's data taken out (the dapp's origin and name, the network's
 * name, the message, hex values): what is left is the frame's own wording.
 */
async function panelWording(page: Page): Promise<string> {
  const network = (await approvalPanel(page).locator('dd').first().textContent()) ?? ''
  const data = [new URL(harness.demoUrl).origin, 'Portico demo', network, MESSAGE]
  const shown = await approvalPanel(page).evaluate((root) => [(root as HTMLElement).innerText, ...[...root.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'))].join('\n'))
  // Longest first: the message holds the dapp's name.
  return data.sort((a, b) => b.length - a.length).reduce((rest, value) => rest.split(value).join(' '), shown).replace(/0x[0-9a-fA-F]+/g, ' ')
}

test('Language ja: the approval panel shows Japanese with no English left; Approve signs, Reject rejects', async ({ page, allowConsole }) => {
  await loginInJapanese(page, allowConsole, freshEmail('ja'))
  await expect(walletFrame(page).locator('html')).toHaveAttribute('lang', 'ja')

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(walletFrame(page).getByRole('heading', { name: frameJa.signMessage })).toBeVisible()
  await expect(approvalPanel(page).getByText(MESSAGE)).toBeVisible()
  await expect(approvalPanel(page).locator('dt').first()).toHaveText(frameJa.network)
  expect((await panelWording(page)).match(/[A-Za-z]{2,}/g)).toBeNull()
  await answerApproval(page, 'Approve', frameJa.approve)
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^signature: 0x[0-9a-f]{130,}$/)

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(walletFrame(page).getByRole('heading', { name: frameJa.signMessage })).toBeVisible()
  await answerApproval(page, 'Reject', frameJa.reject)
  await expect(page.getByTestId('demo-email-result')).toHaveAttribute('data-failed', 'true')
})

test('switching the locale at run time reaches the loaded frame: the next panel is Arabic, right to left', async ({ page, allowConsole }) => {
  await loginInJapanese(page, allowConsole, freshEmail('switch'))
  await page.getByTestId('demo-locale').selectOption('ar')
  await expect(walletFrame(page).locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(walletFrame(page).locator('html')).toHaveAttribute('lang', 'ar')

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(walletFrame(page).getByRole('heading', { name: frameAr.signMessage })).toBeVisible()
  await expect(approvalPanel(page).locator('dt').first()).toHaveText(frameAr.network)
  await answerApproval(page, 'Approve', frameAr.approve)
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^signature: 0x[0-9a-f]{130,}$/)
})
