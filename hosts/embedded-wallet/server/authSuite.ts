import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { combine, split } from 'shamir-secret-sharing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAuthService, EMAIL_CHANGE_COOLING_OFF_MS, type AuthService } from './authService'
import type { Database } from './database'
import { startDevMailbox, type DevMailbox } from './mailbox'
import { createMailer, type Mailer } from './mailer'
import type { AuthError } from './errors'
import { VERIFY_LIMITS } from './rateLimits'
import { createSealer } from './secrets'
import type { ServerTextKey } from './serverTexts'
import { IP_SENDS_PER_HOUR } from './sendLimiter'
import { defineSponsorLedgerTests } from './sponsorLedgerSuite'

let db: Database
let mailbox: DevMailbox
let mailer: Mailer
let auth: AuthService
let offset = 0
const ip = '127.0.0.1'
/** The project and top-level page a session is bound to. */
const scope = { projectId: 'demo', topOrigin: 'https://app.example' }
const device = () => randomBytes(24).toString('base64url')
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''
let lastMailId = 0
async function nextCode(to: string): Promise<string> {
  const mail = await mailbox.waitFor(to, { afterId: lastMailId })
  lastMailId = mail.id
  return codeIn(mail.text)
}
const advance = (ms: number) => void (offset += ms)
/** Waits until the mailbox holds `count` mails (SMTP hands them over a moment after the send). */
async function waitForMails(count: number): Promise<void> {
  for (let tries = 0; mailbox.messages().length < count && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25))
}

/**
 * The auth service's tests, run against one database: PGlite (authService.test.ts) and a real
 * PostgreSQL server (authService.pg.test.ts); the sponsor ledger's tables are tested there too.
 */
export function defineAuthServiceTests(label: string, open: () => Promise<{ db: Database; stop?: () => Promise<void> }>) {
let stopDatabase: (() => Promise<void>) | undefined
beforeAll(async () => {
  const opened = await open()
  db = opened.db
  stopDatabase = opened.stop
  mailbox = await startDevMailbox()
  mailer = createMailer({ host: '127.0.0.1', port: mailbox.port, from: 'wallet@localhost' })
  auth = createAuthService({
    db, mailer, publicUrl: 'http://localhost:1',
    serverSealer: createSealer(randomBytes(32)),
    recoverySealer: createSealer(randomBytes(32)),
    now: () => Date.now() + offset,
  })
})
afterAll(async () => {
  mailer?.close()
  await mailbox?.close()
  await db?.close()
  await stopDatabase?.()
})

describe(`§4 email login (${label})`, () => {
  test('§4 behavior: a new email gets a 6-digit code by SMTP; the code logs in once', async () => {
    const deviceId = device()
    await expect(auth.connectEmail({ email: 'Ada@Example.com', deviceId, ip })).resolves.toEqual({ action: 'VERIFY_OTP' })
    const code = await nextCode('ada@example.com')
    expect(code).toMatch(/^\d{6}$/)
    // Issue 14: the code is in the body only (lock screens and mail lists show subjects).
    expect(mailbox.messages().find((mail) => mail.id === lastMailId)?.subject).toBe('Your one-time code')
    const { token, user } = await auth.verifyOtp({ email: 'ada@example.com', deviceId, otp: code, ip })
    expect(user).toMatchObject({ email: 'ada@example.com', address: null, preferredAccountType: null })
    // Issue 14: a session is accepted only once bound, and only on its device, project and top-level origin.
    await expect(auth.session(token, { ...scope, deviceId })).rejects.toThrow('Session Expired')
    await auth.bindSession(token, scope)
    await expect(auth.bindSession(token, { ...scope, projectId: 'other' })).rejects.toThrow('Session Expired')
    await expect(auth.session(token, { ...scope, deviceId })).resolves.toMatchObject({ id: user.id })
    await expect(auth.session(token, { ...scope, deviceId: device() })).rejects.toThrow('Session Expired')
    await expect(auth.session(token, { ...scope, deviceId, projectId: 'other-project' })).rejects.toThrow('Session Expired')
    await expect(auth.session(token, { ...scope, deviceId, topOrigin: 'https://evil.example' })).rejects.toThrow('Session Expired')
    await expect(auth.verifyOtp({ email: 'ada@example.com', deviceId, otp: code, ip })).rejects.toThrow('already been used')
    await auth.signOut(token)
    await expect(auth.session(token, { ...scope, deviceId })).rejects.toThrow('Session Expired')
  })

  test('§5 validation: a second send within 30 s is refused with the remaining seconds', async () => {
    const deviceId = device()
    await auth.connectEmail({ email: 'throttle@example.com', deviceId, ip })
    await nextCode('throttle@example.com')
    advance(12_000)
    await expect(auth.connectEmail({ email: 'throttle@example.com', deviceId, ip })).rejects.toThrow('Please try again after 18 seconds')
    advance(18_000)
    await expect(auth.connectEmail({ email: 'throttle@example.com', deviceId, ip })).resolves.toEqual({ action: 'VERIFY_OTP' })
    await nextCode('throttle@example.com')
  })

  test('§5 validation: wrong codes count; the fifth burns the code; an expired code is refused', async () => {
    const deviceId = device()
    await auth.connectEmail({ email: 'burn@example.com', deviceId, ip })
    const code = await nextCode('burn@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) await expect(auth.verifyOtp({ email: 'burn@example.com', deviceId, otp: wrong, ip })).rejects.toThrow('Invalid code')
    await expect(auth.verifyOtp({ email: 'burn@example.com', deviceId, otp: wrong, ip })).rejects.toThrow('Too many wrong codes')
    await expect(auth.verifyOtp({ email: 'burn@example.com', deviceId, otp: code, ip })).rejects.toThrow('Too many wrong codes')

    advance(31_000)
    await auth.connectEmail({ email: 'burn@example.com', deviceId, ip })
    const fresh = await nextCode('burn@example.com')
    advance(10 * 60_000)
    await expect(auth.verifyOtp({ email: 'burn@example.com', deviceId, otp: fresh, ip })).rejects.toThrow('expired')
  })

  test('§4 behavior: a code is bound to the device that asked for it', async () => {
    const deviceId = device()
    await auth.connectEmail({ email: 'bound@example.com', deviceId, ip })
    const code = await nextCode('bound@example.com')
    await expect(auth.verifyOtp({ email: 'bound@example.com', deviceId: device(), otp: code, ip })).rejects.toThrow('No code was requested')
    await expect(auth.verifyOtp({ email: 'bound@example.com', deviceId, otp: code, ip })).resolves.toHaveProperty('token')
  })

  test('issue 14: code checks are limited per email, per IP and per device, counted atomically in the database', async () => {
    const deviceId = device()
    const email = 'limits@example.com'
    const from = '192.0.2.10'
    await auth.connectEmail({ email, deviceId, ip: from })
    await nextCode(email)
    // A parallel burst on one email: exactly the limit gets through to the code store.
    const burst = await Promise.allSettled(Array.from({ length: 60 }, () => auth.verifyOtp({ email, deviceId: device(), otp: '000000', ip: from })))
    const limited = burst.filter((outcome) => outcome.status === 'rejected' && (outcome.reason as AuthError).code === 'rate_limited')
    expect(limited).toHaveLength(60 - VERIFY_LIMITS.perEmail.limit)
    expect((limited[0] as PromiseRejectedResult).reason).toMatchObject({ status: 429, message: 'Too many attempts. Please try again later.' })
    expect(((limited[0] as PromiseRejectedResult).reason as AuthError).retryAfterSeconds).toBeGreaterThan(0)
    // Per device: other emails, one device.
    const oneDevice = device()
    const byDevice = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => auth.verifyOtp({ email: `d${i}-${email}`, deviceId: oneDevice, otp: '000000', ip: '192.0.2.11' })))
    expect(byDevice.filter((outcome) => outcome.status === 'rejected' && (outcome.reason as AuthError).code === 'rate_limited')).toHaveLength(30 - VERIFY_LIMITS.perDevice.limit)
    // Per IP: other emails and devices, one address.
    const byIp = await Promise.allSettled(Array.from({ length: 120 }, (_, i) => auth.verifyOtp({ email: `i${i}-${email}`, deviceId: device(), otp: '000000', ip: '192.0.2.12' })))
    expect(byIp.filter((outcome) => outcome.status === 'rejected' && (outcome.reason as AuthError).code === 'rate_limited')).toHaveLength(120 - VERIFY_LIMITS.perIp.limit)
    // The window passes: checks count again.
    advance(VERIFY_LIMITS.perEmail.windowMs)
    await expect(auth.verifyOtp({ email, deviceId, otp: '000000', ip: from })).rejects.toThrow(/Invalid code|Too many wrong codes|expired/)
  })

  test('issue 14, §5: sends are reserved atomically: a parallel burst mails one code per 30 s and never passes the IP cap', async () => {
    const email = 'burst-send@example.com'
    const before = mailbox.messages().length
    const burst = await Promise.allSettled(Array.from({ length: 25 }, () => auth.connectEmail({ email, deviceId: device(), ip: '192.0.2.20' })))
    expect(burst.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const refused = burst.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
    expect(refused.map((outcome) => (outcome.reason as AuthError).code)).toEqual(Array(24).fill('throttled'))
    expect(refused[0]?.reason).toMatchObject({ status: 429, message: 'Please try again after 30 seconds' })
    // One IP, many addresses: exactly the hourly cap is mailed.
    const byIp = await Promise.allSettled(Array.from({ length: IP_SENDS_PER_HOUR + 10 }, (_, i) => auth.connectEmail({ email: `ip${i}-${email}`, deviceId: device(), ip: '192.0.2.21' })))
    expect(byIp.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(IP_SENDS_PER_HOUR)
    expect(byIp.filter((outcome) => outcome.status === 'rejected' && (outcome.reason as AuthError).code === 'rate_limited')).toHaveLength(10)
    await waitForMails(before + 1 + IP_SENDS_PER_HOUR)
    expect(mailbox.messages().slice(before).filter((mail) => mail.to.includes(email))).toHaveLength(1)
  })

  test('issue 14: a send whose mail fails is given back (the visitor is not throttled for a mail never sent)', async () => {
    const email = 'smtp-down@example.com'
    const failing = createAuthService({
      db, publicUrl: 'http://localhost:1',
      mailer: { send: () => Promise.reject(new Error('SMTP down')), close: () => undefined },
      serverSealer: createSealer(randomBytes(32)),
      recoverySealer: createSealer(randomBytes(32)),
      now: () => Date.now() + offset,
    })
    await expect(failing.connectEmail({ email, deviceId: device(), ip: '192.0.2.22' })).rejects.toThrow('SMTP down')
    await expect(auth.connectEmail({ email, deviceId: device(), ip: '192.0.2.22' })).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test('§4 behavior: an unknown device of an existing account gets VERIFY_DEVICE and a single-use link', async () => {
    const first = device()
    await auth.connectEmail({ email: 'dev@example.com', deviceId: first, ip })
    await auth.verifyOtp({ email: 'dev@example.com', deviceId: first, otp: await nextCode('dev@example.com'), ip })
    advance(31_000)
    const second = device()
    await expect(auth.connectEmail({ email: 'dev@example.com', deviceId: second, ip })).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await mailbox.waitFor('dev@example.com', { afterId: lastMailId })
    lastMailId = mail.id
    const token = new URL(/(http\S+)/.exec(mail.text)?.[1] ?? '').searchParams.get('token') ?? ''
    await expect(auth.deviceStatus({ email: 'dev@example.com', deviceId: second, ip })).resolves.toEqual({ action: 'PENDING' })
    await expect(auth.approveDeviceLink(token)).resolves.toBe(true)
    await expect(auth.approveDeviceLink(token)).resolves.toBe(false)
    await expect(auth.deviceStatus({ email: 'dev@example.com', deviceId: second, ip })).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(auth.verifyOtp({ email: 'dev@example.com', deviceId: second, otp: await nextCode('dev@example.com'), ip })).resolves.toHaveProperty('token')
  })
})

describe(`§3 key custody and email update (${label})`, () => {
  test('§3 behavior: the database alone holds no share and cannot rebuild a key', async () => {
    const deviceId = device()
    await auth.connectEmail({ email: 'keys@example.com', deviceId, ip })
    const { user } = await auth.verifyOtp({ email: 'keys@example.com', deviceId, otp: await nextCode('keys@example.com'), ip })
    const secret = new Uint8Array(randomBytes(32))
    const [deviceShare, serverShare, recoveryShare] = (await split(secret, 3, 2)).map((s) => Buffer.from(s).toString('hex'))
    const address = `0x${'ab'.repeat(20)}`
    await auth.storeShares(user, { address, serverShare: serverShare!, recoveryShare: recoveryShare! })
    await expect(auth.storeShares({ ...user, address: null }, { address, serverShare: serverShare!, recoveryShare: recoveryShare! })).rejects.toThrow('already has a wallet')
    const dump = JSON.stringify(await db.query('select * from key_shares')) + JSON.stringify(await db.query('select * from users'))
    expect(dump).not.toContain(serverShare)
    expect(dump).not.toContain(recoveryShare)
    expect(dump).not.toContain(Buffer.from(secret).toString("hex"))
    const read = await auth.readShares({ ...user, address }, { recovery: true, deviceId })
    expect(read).toEqual({ serverShare, recoveryShare })
    expect(Buffer.from(await combine([new Uint8Array(Buffer.from(deviceShare!, "hex")), new Uint8Array(Buffer.from(read.serverShare, "hex"))])).equals(Buffer.from(secret))).toBe(true)
    await expect(auth.readShares({ ...user, address }, { recovery: false, deviceId })).resolves.toEqual({ serverShare })
  })

  test('§4 behavior: email update needs the old address code, then the new address code', async () => {
    const deviceId = device()
    await auth.connectEmail({ email: 'old@example.com', deviceId, ip })
    const { user } = await auth.verifyOtp({ email: 'old@example.com', deviceId, otp: await nextCode('old@example.com'), ip })
    advance(31_000)
    await expect(auth.startEmailUpdate(user, { newEmail: 'new@example.com', deviceId, ip })).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    await expect(auth.verifySecondaryOtp(user, { otp: '123456', deviceId, ip })).rejects.toThrow('No email update')
    const primary = await nextCode('old@example.com')
    await expect(auth.verifyPrimaryOtp(user, { otp: primary, deviceId, ip })).resolves.toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await nextCode('new@example.com')
    await expect(auth.verifySecondaryOtp(user, { otp: secondary, deviceId, ip })).resolves.toMatchObject({ email: 'new@example.com' })
  })

  test('issue 14: an email update answers the same whether the new address has an account; only its mailbox learns it is taken', async () => {
    const login = async (email: string, deviceId: string) => {
      await auth.connectEmail({ email, deviceId, ip: '192.0.2.30' })
      return (await auth.verifyOtp({ email, deviceId, otp: await nextCode(email), ip: '192.0.2.30' })).user
    }
    const deviceId = device()
    await login('taken-target@example.com', device())
    const user = await login('taken-asker@example.com', deviceId)
    advance(31_000)
    await expect(auth.startEmailUpdate(user, { newEmail: 'Taken-Target@example.com', deviceId, ip })).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    await auth.verifyPrimaryOtp(user, { otp: await nextCode('taken-asker@example.com'), deviceId, ip })
    const secondary = await nextCode('taken-target@example.com')
    await expect(auth.verifySecondaryOtp(user, { otp: secondary, deviceId, ip })).rejects.toMatchObject({ status: 409, message: 'This email is already used by another account' })
    const [row] = await db.query<{ email: string }>('select email from users where id = $1', [user.id])
    expect(row?.email).toBe('taken-asker@example.com')
  })

  test('issue 14: after an email change the old address is told; new devices and recovery release to them wait out the cooling-off period', async () => {
    const deviceId = device()
    await auth.connectEmail({ email: 'cool@example.com', deviceId, ip })
    const { user } = await auth.verifyOtp({ email: 'cool@example.com', deviceId, otp: await nextCode('cool@example.com'), ip })
    const [, serverShare, recoveryShare] = (await split(new Uint8Array(randomBytes(32)), 3, 2)).map((s) => Buffer.from(s).toString('hex'))
    const owner = await auth.storeShares(user, { address: `0x${'cd'.repeat(20)}`, serverShare: serverShare!, recoveryShare: recoveryShare! })
    advance(31_000)
    await auth.startEmailUpdate(owner, { newEmail: 'cooled@example.com', deviceId, ip })
    await auth.verifyPrimaryOtp(owner, { otp: await nextCode('cool@example.com'), deviceId, ip })
    const changed = await auth.verifySecondaryOtp(owner, { otp: await nextCode('cooled@example.com'), deviceId, ip })
    const notice = await mailbox.waitFor('cool@example.com', { afterId: lastMailId })
    lastMailId = notice.id
    expect(notice.subject).toBe('Your wallet email was changed')
    expect(notice.text).toContain('cooled@example.com')
    // The device that made the change keeps its recovery share.
    await expect(auth.readShares(changed, { recovery: true, deviceId })).resolves.toMatchObject({ recoveryShare })
    // A new device: its approval link is refused during the cooling-off period.
    advance(31_000)
    const newcomer = device()
    await expect(auth.connectEmail({ email: 'cooled@example.com', deviceId: newcomer, ip })).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await mailbox.waitFor('cooled@example.com', { afterId: lastMailId })
    lastMailId = mail.id
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? '')
    await expect(auth.approveDeviceLink(token)).rejects.toMatchObject({ status: 403, code: 'cooling_off' })
    await expect(auth.readShares(changed, { recovery: true, deviceId: newcomer })).rejects.toMatchObject({ code: 'cooling_off' })
    // Once the period is over, a new link approves the device, which then gets the recovery share.
    advance(EMAIL_CHANGE_COOLING_OFF_MS)
    await auth.connectEmail({ email: 'cooled@example.com', deviceId: newcomer, ip })
    const later = await mailbox.waitFor('cooled@example.com', { afterId: lastMailId })
    lastMailId = later.id
    await expect(auth.approveDeviceLink(decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(later.text)?.[1] ?? ''))).resolves.toBe(true)
    await expect(auth.readShares(changed, { recovery: true, deviceId: newcomer })).resolves.toMatchObject({ recoveryShare })
  })

  test("issue 21: the device link and the email change's mails are in the visitor's locale; the link keeps it", async () => {
    const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8')) as Record<ServerTextKey, string | Record<string, string>>
    const ko = catalogue('ko')
    const ru = catalogue('ru')
    const first = device()
    await auth.connectEmail({ email: 'polyglot@example.com', deviceId: first, ip })
    const { user } = await auth.verifyOtp({ email: 'polyglot@example.com', deviceId: first, otp: await nextCode('polyglot@example.com'), ip })
    advance(31_000)
    await auth.connectEmail({ email: 'polyglot@example.com', deviceId: device(), ip, locale: 'ko' })
    const linkMail = await mailbox.waitFor('polyglot@example.com', { afterId: lastMailId })
    lastMailId = linkMail.id
    expect(linkMail.subject).toBe(ko.deviceSubject)
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(linkMail.text)?.[1] ?? '')
    await expect(auth.deviceLinkLocale(token)).resolves.toBe('ko')
    await expect(auth.deviceLinkLocale('no-such-link')).resolves.toBeUndefined()

    advance(31_000)
    await auth.startEmailUpdate(user, { newEmail: 'polyglot-new@example.com', deviceId: first, ip, locale: 'ru' })
    const primary = await mailbox.waitFor('polyglot@example.com', { afterId: lastMailId })
    lastMailId = primary.id
    expect(primary.subject).toBe(ru.codeSubject)
    expect(primary.text.trimEnd()).toBe(String(ru.codeEmailChange).replace('{code}', codeIn(primary.text)))
    await auth.verifyPrimaryOtp(user, { otp: codeIn(primary.text), deviceId: first, ip, locale: 'ru' })
    const secondary = await mailbox.waitFor('polyglot-new@example.com', { afterId: lastMailId })
    lastMailId = secondary.id
    expect(secondary.text.trimEnd()).toBe(String(ru.codeNewEmail).replace('{code}', codeIn(secondary.text)))
    await auth.verifySecondaryOtp(user, { otp: codeIn(secondary.text), deviceId: first, ip, locale: 'ru' })
    const notice = await mailbox.waitFor('polyglot@example.com', { afterId: lastMailId })
    lastMailId = notice.id
    expect(notice.subject).toBe(ru.emailChangedSubject)
    // 24 hours: Russian's 'few' form ('24 часов'), the addresses filled in.
    const changed = ru.emailChangedMail as Record<string, string>
    expect(notice.text.trimEnd()).toBe(String(changed.few).replace('{oldEmail}', 'polyglot@example.com').replace('{newEmail}', 'polyglot-new@example.com').replace('{count}', '24'))
  })

  test('§3 behavior: the preferred account type is unset until chosen, then persists for every device and session', async () => {
    const first = device()
    await auth.connectEmail({ email: 'prefers@example.com', deviceId: first, ip })
    const { user } = await auth.verifyOtp({ email: 'prefers@example.com', deviceId: first, otp: await nextCode('prefers@example.com'), ip })
    expect(user.preferredAccountType).toBeNull()
    await expect(auth.setPreferredAccount(user, 'eoa')).resolves.toMatchObject({ preferredAccountType: 'eoa' })
    // A second device (approved through the mailed link) sees the choice.
    advance(31_000)
    const second = device()
    await expect(auth.connectEmail({ email: 'prefers@example.com', deviceId: second, ip })).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    const link = /token=([A-Za-z0-9_-]+)/.exec((await mailbox.waitFor('prefers@example.com', { afterId: lastMailId })).text)?.[1] ?? ''
    lastMailId = mailbox.messages().at(-1)?.id ?? lastMailId
    await expect(auth.approveDeviceLink(decodeURIComponent(link))).resolves.toBe(true)
    await expect(auth.deviceStatus({ email: 'prefers@example.com', deviceId: second, ip })).resolves.toEqual({ action: 'VERIFY_OTP' })
    const other = await auth.verifyOtp({ email: 'prefers@example.com', deviceId: second, otp: await nextCode('prefers@example.com'), ip })
    expect(other.user.preferredAccountType).toBe('eoa')
    await auth.setPreferredAccount(other.user, 'smartAccount')
    await auth.bindSession(other.token, scope)
    await expect(auth.session(other.token, { ...scope, deviceId: second })).resolves.toMatchObject({ preferredAccountType: 'smartAccount' })
  })
})

defineSponsorLedgerTests(label, () => db)
}
