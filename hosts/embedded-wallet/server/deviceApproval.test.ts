import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthService, type AuthService } from './authService'
import { openDatabase, type Database } from './database'
import { startDevMailbox, type DevMailbox } from './mailbox'
import { createMailer, type Mailer } from './mailer'
import { createProjectStore } from './projects'
import { createSealer } from './secrets'
import { startAuthServer } from './startAuthServer'

// Issue 14: the mailed device-approval link shows the device on GET and approves only on a
// confirmed POST from its own page (Origin + CSRF token): mail link scanners approve nothing.
let db: Database
let mailbox: DevMailbox
let mailer: Mailer
let auth: AuthService
let server: Awaited<ReturnType<typeof startAuthServer>>
const base = { url: '' }
const device = () => randomBytes(32).toString('base64url')
const ip = '192.0.2.40'

beforeAll(async () => {
  db = await openDatabase({})
  mailbox = await startDevMailbox()
  mailer = createMailer({ host: '127.0.0.1', port: mailbox.port, from: 'wallet@localhost' })
  auth = createAuthService({
    db, mailer, serverSealer: createSealer(randomBytes(32)), recoverySealer: createSealer(randomBytes(32)), now: Date.now,
    get publicUrl() {
      return base.url
    },
  })
  server = await startAuthServer({ auth, projects: createProjectStore(db), chains: [], frameScript: '' })
  base.url = server.url
})
afterAll(async () => {
  await server?.close()
  mailer?.close()
  await mailbox?.close()
  await db?.close()
})

/** An existing account and a second device that asked to sign in: the mailed link. */
async function pendingLink(email: string) {
  const first = device()
  await auth.connectEmail({ email, deviceId: first, ip })
  const codeMail = await mailbox.waitFor(email)
  await auth.verifyOtp({ email, deviceId: first, otp: /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? '', ip })
  await db.query('delete from email_sends where email = $1', [email]) // the 30 s throttle is not under test here
  const second = device()
  await auth.connectEmail({ email, deviceId: second, ip, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0' })
  const mail = await mailbox.waitFor(email, { afterId: codeMail.id })
  return { second, link: /(http:\/\/\S+)/.exec(mail.text)?.[1] ?? '' }
}

test('issue 14: GET shows the asking device and approves nothing; a confirmed POST with the CSRF token approves once', async () => {
  const email = 'scanner@example.com'
  const { second, link } = await pendingLink(email)
  // A mail scanner follows the link (twice): the page shows the device, nothing is approved.
  const shown = await fetch(link)
  expect(shown.status).toBe(200)
  const html = await shown.text()
  expect(html).toContain('TestBrowser/1.0')
  expect(html).toContain(ip)
  expect((await fetch(link)).status).toBe(200)
  await expect(auth.deviceStatus({ email, deviceId: second, ip })).resolves.toEqual({ action: 'PENDING' })

  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const cookie = /__portico_csrf=([^;]+)/.exec(shown.headers.get('set-cookie') ?? '')?.[1] ?? ''
  expect(shown.headers.get('set-cookie')).toMatch(/HttpOnly; Secure; SameSite=Strict/)
  const post = (headers: Record<string, string>, form: Record<string, string>) =>
    fetch(`${server.url}/v1/device/approve`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() })

  // Forged POSTs: another origin, no cookie, a token that is not the page's.
  expect((await post({ Origin: 'https://evil.example', Cookie: `__portico_csrf=${cookie}` }, { token, csrf })).status).toBe(403)
  expect((await post({ Origin: server.url }, { token, csrf })).status).toBe(403)
  expect((await post({ Origin: server.url, Cookie: `__portico_csrf=${cookie}` }, { token, csrf: 'x'.repeat(43) })).status).toBe(403)
  await expect(auth.deviceStatus({ email, deviceId: second, ip })).resolves.toEqual({ action: 'PENDING' })

  const confirmed = await post({ Origin: server.url, Cookie: `__portico_csrf=${cookie}` }, { token, csrf })
  expect(confirmed.status).toBe(200)
  expect(await confirmed.text()).toContain('Device approved')
  expect((await post({ Origin: server.url, Cookie: `__portico_csrf=${cookie}` }, { token, csrf })).status).toBe(400)
  expect((await fetch(link)).status).toBe(400)
  await expect(auth.deviceStatus({ email, deviceId: second, ip })).resolves.toEqual({ action: 'VERIFY_OTP' })
})
