import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { answerApproval, codeFor, freshEmail, loginWithEmail, otpField, emailHarnessPerFile, submitEmail, walletFrame, type EmailHarness } from './emailHarness'

// Issue 14, High 2: codes are typed, and an email change approved, inside the wallet frame (the
// wallet's origin), so a script on the host page can neither read a code nor complete a change.
test.describe.configure({ timeout: 60_000 })

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

type HostReply = { ok: boolean; payload?: unknown; error?: { message?: string } } | 'no answer'

/**
 * What a hostile script on the host page can do: post any protocol message to the frame as its
 * parent (the frame's origin and source checks pass) and read the answer.
 */
function postAsHost(page: Page, type: string, payload: unknown): Promise<HostReply> {
  return page.evaluate(
    ({ type, payload }) =>
      new Promise<HostReply>((resolve) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-portico-embedded-wallet]')
        if (!frame?.contentWindow) throw new Error('no wallet frame')
        const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
        const onMessage = (event: MessageEvent) => {
          const data = event.data as { id?: string; ok: boolean; payload?: unknown; error?: { message?: string } }
          if (data?.id !== id) return
          window.removeEventListener('message', onMessage)
          resolve({ ok: data.ok, payload: data.payload, error: data.error })
        }
        window.addEventListener('message', onMessage)
        setTimeout(() => resolve('no answer'), 3_000)
        frame.contentWindow.postMessage({ channel: 'portico-embedded-wallet', kind: 'request', id, type, payload }, new URL(frame.src).origin)
      }),
    { type, payload },
  )
}

const droppedByFrame = (page: Page) => walletFrame(page).locator('html').getAttribute('data-dropped').then(Number)
const storedEmail = async (id: string) => (await harness.wallet.db.query<{ email: string }>('select email from users where id = $1', [id]))[0]?.email
const userIdOf = async (email: string) => (await harness.wallet.db.query<{ id: string }>('select id from users where email = $1', [email]))[0]?.id ?? ''

test('issue 14: the code is typed into the frame; the host page script can read neither the field nor the frame', async ({ page }) => {
  const email = freshEmail('infr')
  const before = harness.wallet.mailbox.messages().length
  await submitEmail(page, harness, email)
  await expect(otpField(page)).toBeVisible()
  const { code } = await codeFor(harness, email, before)
  await otpField(page).pressSequentially(code.slice(0, 5))
  const seen = await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-portico-embedded-wallet]')
    let innerDocument = 'readable'
    try {
      void frame?.contentWindow?.document.body
    } catch {
      innerDocument = 'blocked'
    }
    // Every field of the host page, through open shadow roots (the modal lives in one).
    const values: string[] = []
    const walk = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        if (node instanceof HTMLInputElement) values.push(node.value)
        if (node.shadowRoot) walk(node.shadowRoot)
      }
    }
    walk(document)
    return { contentDocument: frame?.contentDocument === null ? null : 'readable', innerDocument, values }
  })
  expect(seen.contentDocument).toBeNull()
  expect(seen.innerDocument).toBe('blocked')
  expect(seen.values.join(' ')).not.toContain(code.slice(0, 5))
  // The host cannot hand in a code either: the frame's CONNECT_OTP takes none.
  const forged = await postAsHost(page, 'CONNECT_OTP', { otp: code })
  expect(forged).toMatchObject({ ok: false })
  await otpField(page).pressSequentially(code.slice(5))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('issue 14: a host script cannot complete an email change: no code is sent without the in-frame approval, and forged code messages are dropped', async ({ page }) => {
  const email = freshEmail('forge')
  await loginWithEmail(page, harness, email)
  const userId = await userIdOf(email)
  const before = harness.wallet.mailbox.messages().length
  const attacker = freshEmail('attacker')
  // The forged change waits in the frame for an approval the host cannot give.
  const change = postAsHost(page, 'UPDATE_EMAIL', { email: attacker })
  await expect(walletFrame(page).getByRole('heading', { name: 'Change your email' })).toBeAttached()
  expect(await change).toBe('no answer')
  const dropped = await droppedByFrame(page).catch(() => 0)
  // The old protocol's code steps no longer exist: the frame drops them.
  for (const type of ['UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP']) expect(await postAsHost(page, type, { otp: '123456' })).toBe('no answer')
  await expect.poll(() => droppedByFrame(page)).toBe(dropped + 2)
  // Nothing was mailed (no code issued for the change) and the email is unchanged.
  expect(harness.wallet.mailbox.messages().slice(before).filter((mail) => mail.to.includes(email) || mail.to.includes(attacker))).toEqual([])
  expect(await storedEmail(userId)).toBe(email)
})

test('issue 14: an email change rejected in the frame changes nothing', async ({ page }) => {
  const email = freshEmail('keep')
  await loginWithEmail(page, harness, email)
  const userId = await userIdOf(email)
  await page.getByRole('button', { name: 'Account settings' }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: 'Update email' }).click()
  await modal.getByLabel('New email').fill(freshEmail('other'))
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  await answerApproval(page, 'Reject')
  await expect(modal.getByRole('alert')).toHaveText('User rejected the request.')
  expect(await storedEmail(userId)).toBe(email)
})
