import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAuthService, EMAIL_CHANGE_COOLING_OFF_MS, type AuthService } from './authService'
import { openDatabase, type Database } from './database'
import { startDevMailbox, type DevMailbox } from './mailbox'
import { createMailer, type Mailer } from './mailer'
import { createProjectStore } from './projects'
import { createSealer } from './secrets'
import type { ServerTextKey } from './serverTexts'
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

// Issue 21: the mails and the pages of the mailed link speak the visitor's locale: the one the
// wallet frame names, else the browser's Accept-Language, else English.
describe("issue 21: mails and the approval pages in the visitor's locale", () => {
  const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8')) as Record<ServerTextKey, string>
  const ja = catalogue('ja')
  const ar = catalogue('ar')
  /** The frame's request to start an email login, from a new device (no cookie). */
  const connect = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/v1/email/connect`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers }, body: JSON.stringify(body) })
  const language = (html: string) => /<html lang="([^"]+)" dir="([^"]+)">/.exec(html)?.slice(1)
  /** A refused request's notice page: its status, language and direction, and its text. */
  async function expectNotice(response: Response, status: number, [locale, dir]: [string, string], text: string) {
    expect(response.status).toBe(status)
    const notice = await response.text()
    expect(language(notice)).toEqual([locale, dir])
    expect(notice).toContain(text)
  }
  /** A known account asked for again from a new device, in `locale`: the answer, and the device link mail with its link. */
  async function mailedLink(email: string, locale: string, headers: Record<string, string> = {}) {
    await pendingLink(email)
    await db.query('delete from email_sends where email = $1', [email]) // the 30 s throttle is not under test here
    const before = mailbox.messages().length
    const answer = await connect({ email, locale }, headers)
    const mail = await mailbox.waitFor(email, { afterId: before })
    return { answer, mail, link: /(http:\/\/\S+)/.exec(mail.text)?.[1] ?? '' }
  }

  test('the code mail is in the locale the frame named (ja)', async () => {
    const email = 'locale-ja@example.com'
    expect((await connect({ email, locale: 'ja' }, { 'Accept-Language': 'de' })).status).toBe(200)
    const mail = await mailbox.waitFor(email)
    expect(mail.subject).toBe(ja.codeSubject)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
    expect(mail.text.trimEnd()).toBe(ja.codeLogin.replace('{code}', code))
  })

  test('without a locale from the frame, the browser\'s Accept-Language picks it (de)', async () => {
    const email = 'locale-de@example.com'
    await connect({ email }, { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' })
    expect((await mailbox.waitFor(email)).subject).toBe(catalogue('de').codeSubject)
  })

  test('a locale Portico does not ship, and no Accept-Language: the mail is English and the login goes on', async () => {
    const email = 'locale-xx@example.com'
    const answer = await connect({ email, locale: 'tlh' })
    expect(await answer.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = await mailbox.waitFor(email)
    expect(mail.subject).toBe('Your one-time code')
    expect(mail.text.trimEnd()).toMatch(/^Your one-time code to sign in to your wallet is \d{6}\.\nIt expires in 10 minutes\. Never share it\.$/)
  })

  test('the device link mail and its page are in the locale of the request (ja); a notice of the page too', async () => {
    const email = 'link-ja@example.com'
    const { answer, mail, link } = await mailedLink(email, 'ja')
    expect(await answer.json()).toEqual({ action: 'VERIFY_DEVICE' })
    expect(mail.subject).toBe(ja.deviceSubject)
    expect(mail.text.trimEnd()).toBe(ja.deviceMail.replace('{link}', link))
    // The browser that opens the mail may prefer another language: the link's locale wins.
    const shown = await fetch(link, { headers: { 'Accept-Language': 'fr' } })
    const html = await shown.text()
    expect(language(html)).toEqual(['ja', 'ltr'])
    for (const key of ['approvalTitle', 'approvalIntro', 'approvalBrowser', 'approvalIp', 'approvalAskedAt', 'approvalButton', 'approvalIgnore'] as const) expect(html).toContain(ja[key])
    // The page's words are all Japanese: only the device's data (browser, IP) is Latin.
    expect(html.replace(/<[^>]*>/g, ' ').replace(/Mozilla\/5\.0|node|undici|UTC|IP/g, ' ')).not.toMatch(/[A-Za-z]{3,}/)
    // A POST without the page's cookie: the notice is in the link's locale too.
    const refused = await fetch(`${server.url}/v1/device/approve`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '', csrf: 'x'.repeat(43) }).toString(),
    })
    await expectNotice(refused, 403, ['ja', 'ltr'], ja.notConfirmed)
  })

  test('an Arabic link page is right to left; a link that names nothing speaks the browser\'s language (ar)', async () => {
    const email = 'link-ar@example.com'
    const { link } = await mailedLink(email, 'ar')
    const html = await (await fetch(link)).text()
    expect(language(html)).toEqual(['ar', 'rtl'])
    expect(html).toContain(`<title>${ar.approvalTitle}</title>`)
    const invalid = await fetch(`${server.url}/v1/device/approve?token=${'z'.repeat(43)}`, { headers: { 'Accept-Language': 'ar-EG' } })
    await expectNotice(invalid, 400, ['ar', 'rtl'], ar.linkInvalid)
  })

  test('a link refused for the cooling-off period after an email change says so in its locale, with the end as the locale writes it', async () => {
    const email = 'link-cooling@example.com'
    const { link } = await mailedLink(email, 'ja')
    const changedAt = Date.now()
    await db.query('update users set email_changed_at = $2 where email = $1', [email, changedAt])
    const shown = await fetch(link)
    const html = await shown.text()
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? ''
    const refused = await fetch(`${server.url}/v1/device/approve`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url, Cookie: `__portico_csrf=${csrf}` },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '', csrf }).toString(),
    })
    expect(refused.status).toBe(403)
    const notice = await refused.text()
    const until = new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(changedAt + EMAIL_CHANGE_COOLING_OFF_MS)
    expect(notice).toContain(`<h1>${ja.notApprovedTitle}</h1>`)
    expect(notice).toContain(ja.coolingOff.replace('{until}', until))
  })

  test("the frame page for an unknown project says 'Invalid Project ID' (spec section 8) in the frame URL's locale", async () => {
    const answer = await fetch(`${server.url}/frame?projectId=${encodeURIComponent('<nope>')}&locale=ar`, { headers: { 'Accept-Language': 'de' } })
    expect(answer.status).toBe(400)
    const html = await answer.text()
    expect(language(html)).toEqual(['ar', 'rtl'])
    expect(html).toContain(`<h1>${ar.invalidProjectId}</h1><p>&lt;nope&gt;</p>`)
    // No locale in the URL: the browser's; none of those either: the spec's English.
    expect(await (await fetch(`${server.url}/frame?projectId=nope`, { headers: { 'Accept-Language': 'ja' } })).text()).toContain(ja.invalidProjectId)
    expect(await (await fetch(`${server.url}/frame?projectId=nope`)).text()).toContain('<h1>Invalid Project ID</h1>')
  })

  test('interpolated values are escaped (the asking browser is the visitor\'s to choose)', async () => {
    const email = 'link-escape@example.com'
    const { link } = await mailedLink(email, 'ko', { 'User-Agent': '<script>alert(1)</script>"' })
    const html = await (await fetch(link)).text()
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;')
    expect(html).not.toContain('<script>')
  })
})
