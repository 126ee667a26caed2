import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SESSION_TTL_MS } from '../../hosts/embedded-wallet/server/authService'
import {
  advanceServerClock,
  codeFor,
  freshEmail,
  loginWithEmail,
  otpField,
  framePanelAlert,
  answerApproval,
  walletFrame,
  emailHarnessPerFile,
  submitEmail,
  type EmailHarness,
} from './emailHarness'

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

const storageValue = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), `wagmi.${key}`)

test('§4 email login: the code from the dev mailbox connects the embedded wallet; reload restores; disconnect clears the cache', async ({ page }) => {
  const email = freshEmail('login')
  const address = await loginWithEmail(page, harness, email)
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await storageValue(page, 'emailLoginUsed')).toBe('true')
  expect(await storageValue(page, 'email')).toBe(email)
  expect(await storageValue(page, 'lastEmailLoginTime')).toBeNull()
  await expect(page.getByTestId('demo-state')).toContainText('"preferredAccountType": "smartAccount"')

  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)

  await page.getByTestId('portico-connect-button').click()
  await page.getByRole('dialog').getByRole('button', { name: /Disconnect/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  for (const key of ['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername']) expect(await storageValue(page, key)).toBeNull()
})

test('§5 validation: a wrong code is refused and the fifth wrong try burns the code', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource: the server responded with a status of 400/, 'the frame submits wrong codes; the auth server refuses each with 400')
  const email = freshEmail('burn')
  await submitEmail(page, harness, email)
  const { code } = await codeFor(harness, email)
  const wrong = code === '000000' ? '111111' : '000000'
  for (let i = 0; i < 4; i++) {
    await otpField(page).fill(wrong)
    await expect(framePanelAlert(page)).toHaveText('Invalid code')
    await expect(otpField(page)).toHaveValue('')
  }
  await otpField(page).fill(wrong)
  await expect(framePanelAlert(page)).toHaveText('Too many wrong codes. Request a new code.')
  await otpField(page).fill(code)
  await expect(framePanelAlert(page)).toHaveText('Too many wrong codes. Request a new code.')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('§5 validation: an expired code is refused; a used code cannot be replayed', async ({ page, allowConsole }) => {
  allowConsole(/Failed to load resource: the server responded with a status of 400/, 'the expired and the replayed code are refused with 400')
  const email = freshEmail('expire')
  await submitEmail(page, harness, email)
  const first = await codeFor(harness, email)
  await advanceServerClock(harness, 10 * 60_000)
  await otpField(page).fill(first.code)
  await expect(framePanelAlert(page)).toHaveText('This code has expired. Request a new code.')

  // Resend (the browser's 30 s throttle has passed only on the server clock): clear it as time would.
  await page.evaluate(() => localStorage.removeItem('wagmi.lastEmailLoginTime'))
  await page.getByRole('dialog').getByRole('button', { name: /Resend code/ }).click()
  const second = await codeFor(harness, email, first.id)
  await otpField(page).fill(second.code)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')

  // Replay the used code against the real server, from the frame's own origin (the host cannot).
  const replay = await page.frames().find((f) => f.url().startsWith(harness.wallet.frameUrl))!.evaluate(async ({ email, code }) => {
    const response = await fetch('/v1/otp/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, otp: code }) })
    return { status: response.status, body: (await response.json()) as { error: { message: string } } }
  }, { email, code: second.code })
  expect(replay.status).toBe(400)
  expect(replay.body.error.message).toBe('This code has already been used. Request a new code.')
})

test("§5 validation: a second sign-in within 30 s shows 'Please try again after {n} seconds' (browser and server)", async ({ page, allowConsole }) => {
  allowConsole(/status of 429/, 'the server throttles the second sign-in on purpose')
  const email = freshEmail('throttle')
  await submitEmail(page, harness, email)
  await expect(otpField(page)).toBeVisible()
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('button', { name: /Resend code/ })).toHaveText(/Resend code in \d+ s/)
  await modal.getByRole('button', { name: 'Back' }).click()
  await modal.getByPlaceholder('Email').fill(email)
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal.getByRole('alert')).toHaveText(/^Please try again after ([1-9]|[12]\d|30) seconds$/)
  // Without the browser's record, the server refuses with the same text.
  await page.evaluate(() => localStorage.removeItem('wagmi.lastEmailLoginTime'))
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(modal.getByRole('alert')).toHaveText(/^Please try again after ([1-9]|[12]\d|30) seconds$/)
  await expect(modal.getByTestId('email-verify-otp')).toHaveCount(0)
  expect(harness.wallet.mailbox.messages().filter((m) => m.to.includes(email))).toHaveLength(1)
})

test('§7 security: a host-page script finds no key, share or token anywhere it can reach', async ({ page, context }) => {
  await loginWithEmail(page, harness, freshEmail('secret'))
  const frame = page.frames().find((f) => f.url().startsWith(harness.wallet.frameUrl))!
  // What the frame's origin holds: the session cookie (HttpOnly: read here with the test's
  // privileges) and the two server-held shares (fetched from the frame's own origin).
  const cookies = await context.cookies(harness.wallet.url)
  const session = cookies.find((cookie) => cookie.name === '__portico_session')
  expect(session?.httpOnly).toBe(true)
  expect(session?.value.length).toBeGreaterThan(30)
  const device = cookies.find((cookie) => cookie.name === '__portico_device')
  // The session is bound to the frame's project and top-level origin (issue 14): name them as the frame does.
  const scope = { 'X-Portico-Project': new URL(frame.url()).searchParams.get('projectId') ?? '', 'X-Portico-Top-Origin': new URL(page.url()).origin }
  const shares = await frame.evaluate(async (scope) => {
    const response = await fetch('/v1/wallet/shares/read', { method: 'POST', headers: { 'Content-Type': 'application/json', ...scope }, body: JSON.stringify({ recovery: true }) })
    return { ...((await response.json()) as { serverShare: string; recoveryShare: string }), frameCookies: document.cookie }
  }, scope)
  expect(shares.serverShare).toMatch(/^[0-9a-f]{66}$/)
  expect(shares.frameCookies).not.toContain(session?.value)
  const secrets = { token: session?.value ?? '', deviceId: device?.value ?? '', shares: [shares.serverShare, shares.recoveryShare] }

  const reachable = await page.evaluate(async () => {
    const found: string[] = [document.cookie, document.documentElement.outerHTML]
    for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) found.push(`${store.key(i)}=${store.getItem(store.key(i) ?? '')}`)
    found.push(JSON.stringify(((await indexedDB.databases?.()) ?? []).map((d) => d.name)))
    for (const key of Object.keys(window)) {
      try {
        const value = (window as unknown as Record<string, unknown>)[key]
        if (typeof value === 'string') found.push(value)
      } catch {
        // a getter that throws reveals nothing
      }
    }
    const iframe = document.querySelector('iframe[data-portico-embedded-wallet]') as HTMLIFrameElement
    let frameReadable = true
    try {
      void iframe.contentWindow?.document.body
    } catch {
      frameReadable = false
    }
    let frameStorageReadable = true
    try {
      void iframe.contentWindow?.localStorage
    } catch {
      frameStorageReadable = false
    }
    return { text: found.join('\n'), frameReadable, frameStorageReadable }
  })
  expect(reachable.frameReadable).toBe(false)
  expect(reachable.frameStorageReadable).toBe(false)
  expect(reachable.text).not.toContain(secrets.token)
  expect(reachable.text).not.toContain(secrets.deviceId)
  for (const share of secrets.shares) expect(reachable.text.toLowerCase()).not.toContain(share)
  expect(reachable.text).not.toContain('portico-embedded-wallet"')
})

test('§7 security: a forged message from another window gets no answer and moves nothing', async ({ page, context }) => {
  await loginWithEmail(page, harness, freshEmail('forged'))
  const frame = page.frames().find((f) => f.url().startsWith(harness.wallet.frameUrl))!
  const dropped = () => frame.evaluate(() => Number(document.documentElement.dataset.dropped ?? '0'))
  const before = await dropped()

  // Another origin's window, opened by the host page: it can reach the wallet iframe's window.
  const [attacker] = await Promise.all([context.waitForEvent('page'), page.evaluate((url) => void window.open(url), `${harness.foreignUrl}/?wallet=none&email=0`)])
  await attacker.waitForLoadState()
  await attacker.evaluate(() => {
    const received: unknown[] = []
    ;(window as unknown as { received: unknown[] }).received = received
    window.addEventListener('message', (event) => received.push(event.data))
    const target = window.opener.frames[0] as Window
    target.postMessage({ channel: 'portico-embedded-wallet', kind: 'request', id: 'a'.repeat(32), type: 'GET_USER', payload: {} }, '*')
    // And a forged frame event to the host page: it must not show the frame.
    ;(window.opener as Window).postMessage({ channel: 'portico-embedded-wallet', kind: 'event', type: 'APPROVAL_SHOW' }, '*')
  })
  await expect.poll(dropped).toBe(before + 1)
  // A legitimate round trip after the forged one: the attacker still got no reply.
  await page.getByRole('button', { name: 'Read balance' }).click()
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^balance: /)
  expect(await attacker.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([])
  const box = await page.locator('iframe[data-portico-embedded-wallet]').boundingBox()
  expect(box?.width ?? 0).toBe(0)
})

test('§8 behavior: a page not on the allowlist cannot embed the frame and shows the spec text', async ({ page, allowConsole }) => {
  allowConsole(/frame-ancestors/, 'the frame refuses to be embedded by a page off the allowlist')
  allowConsole(/Unable to load the wallet frame|did not load/, 'Portico logs the frame that did not load')
  const response = await fetch(`${harness.wallet.frameUrl}?projectId=portico-demo&chainId=31337&version=4&enableLogger=false`)
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain(`frame-ancestors ${harness.demoUrl}`)
  expect(csp).not.toContain(harness.foreignUrl)

  await submitEmail(page, harness, freshEmail('foreign'), harness.foreignUrl)
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Unable to load email login dependency')
  // The configuration alert (spec section 8): this origin is not on the project's allowlist.
  await expect(page.getByTestId('portico-toast')).toHaveText('Invalid App Configuration')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test("§8 behavior: a session the auth server no longer accepts shows 'Session Expired' and disconnects the wallet", async ({ page, allowConsole }) => {
  allowConsole(/status of 401/, 'the server refuses the revoked session on purpose')
  test.setTimeout(60_000) // a login, a refused request, a reload
  await loginWithEmail(page, harness, freshEmail('expired'))
  await advanceServerClock(harness, SESSION_TTL_MS + 60_000)
  // The frame's first request after the clock moved is refused: the demo's read when its button is
  // still there, or a request the login itself still had in flight (it can win the race and
  // disconnect the wallet before a click lands, which is why the click is not awaited as an action).
  await page.evaluate(() => [...document.querySelectorAll('button')].find((button) => button.textContent === 'Read balance')?.click())
  await expect(page.getByTestId('portico-toast')).toHaveText('Session Expired')
  // The wallet is disconnected (the demo's email panel, and the failed request's text with it, goes away).
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  // A reload does not bring the expired session back.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('§4 behavior: an unknown device gets VERIFY_DEVICE, the mailed link approves it, and it recovers the same address', async ({ page, browser }) => {
  const email = freshEmail('device')
  const address = await loginWithEmail(page, harness, email)
  await advanceServerClock(harness, 31_000)

  const other = await browser.newContext()
  const second = await other.newPage()
  try {
    const before = harness.wallet.mailbox.messages().length
    await submitEmail(second, harness, email)
    await expect(second.getByRole('dialog').getByTestId('email-verify-device')).toBeVisible()
    const mail = await harness.wallet.mailbox.waitFor(email, { afterId: before, match: (m) => m.subject === 'Approve this device' })
    const link = /(http:\/\/localhost:\d+\/v1\/device\/approve\?token=\S+)/.exec(mail.text)?.[1] ?? ''
    // Issue 14: the link's page shows the device and approves only on its Confirm button (a POST).
    const approval = await other.newPage()
    await approval.goto(link)
    await expect(approval.getByRole('heading', { name: 'Approve this device?' })).toBeVisible()
    await approval.getByRole('button', { name: 'Approve this device' }).click()
    await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
    await approval.goto(link)
    await expect(approval.getByRole('heading', { name: 'Link not valid' })).toBeVisible() // single use
    await expect(otpField(second)).toBeVisible()
    const { code } = await codeFor(harness, email, mail.id)
    await otpField(second).fill(code)
    await expect(second.getByTestId('demo-status')).toHaveText('connected')
    await expect(second.getByTestId('demo-address')).toHaveText(address)
  } finally {
    await other.close()
  }
})

test('§4 behavior: email update asks a code from the current address, then from the new one, and stores the new email', async ({ page }) => {
  const email = freshEmail('update')
  const next = freshEmail('updated')
  await loginWithEmail(page, harness, email)
  await advanceServerClock(harness, 31_000)
  const before = harness.wallet.mailbox.messages().length
  await page.getByRole('button', { name: 'Account settings' }).click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByText(`Email: ${email}`)).toBeVisible()
  await modal.getByRole('button', { name: 'Update email' }).click()
  await modal.getByLabel('New email').fill(next)
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
  // The frame asks for approval of the change, then for both codes, in its own panel (issue 14).
  await expect(walletFrame(page).getByRole('heading', { name: 'Change your email' })).toBeVisible()
  await expect(walletFrame(page).getByText(next)).toBeVisible()
  await answerApproval(page, 'Approve')
  const primary = await codeFor(harness, email, before)
  await expect(walletFrame(page).getByRole('heading', { name: 'Confirm with your current email' })).toBeVisible()
  await otpField(page).fill(primary.code)
  const secondary = await codeFor(harness, next, primary.id)
  await expect(walletFrame(page).getByRole('heading', { name: 'Confirm your new email' })).toBeVisible()
  await otpField(page).fill(secondary.code)
  await expect(modal.getByRole('status').filter({ hasText: `Your email is now ${next}` })).toBeVisible()
  expect(await storageValue(page, 'email')).toBe(next)
})
