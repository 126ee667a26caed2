import { randomUUID } from 'node:crypto'
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from 'portico'
import type { Database } from './database'
import { AuthError, authMessages, CoolingOffError } from './errors'
import type { Mailer } from './mailer'
import { createOtpStore, type OtpPurpose } from './otpStore'
import { createRateLimiter, VERIFY_LIMITS } from './rateLimits'
import { createSendLimiter, type SendReservation } from './sendLimiter'
import { generateToken, hashSecret, type Sealer } from './secrets'
import { serverTextsIn, type ServerTextKey } from './serverTexts'

/** A device approval link lives 20 minutes (issue 7). */
export const DEVICE_LINK_TTL_MS = 20 * 60_000
/**
 * After an email change, new devices and the release of the recovery share to devices approved
 * since the change wait this long (issue 14): whoever took over the mailbox cannot take the key
 * before the old address, told of the change, can react. Default 24 hours.
 */
export const EMAIL_CHANGE_COOLING_OFF_MS = 24 * 3_600_000
/** Sessions live 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000

/**
 * The user as the frame sees it (never a share or a token). `preferredAccountType` is null until
 * the visitor chooses one (set preferred account); the frame then applies the spec's default.
 */
export type AuthUser = {
  id: string
  /** null for an account made by a social login (identity is the provider's `iss` + `sub`). */
  email: string | null
  address: string | null
  preferredAccountType: 'eoa' | 'smartAccount' | null
  /** The social provider of an account made by a social login (spec section 3), else null. */
  socialProvider: string | null
  /** The provider's user name of a social account, else null. */
  userName: string | null
}

type UserRow = {
  id: string; email: string | null; address: string | null; preferred_account_type: string | null; email_changed_at: string | number | null
  social_provider: string | null; user_name: string | null
}
const USER_COLUMNS = 'id, email, address, preferred_account_type, email_changed_at, social_provider, user_name'

/** The visitor's locale for the mails a request leads to (the frame's, see serverTexts.ts); English when absent. */
type MailLocale = { locale?: Locale | undefined }

/** The code mail's text for each purpose. */
const CODE_TEXTS: Record<'login' | 'update-primary' | 'update-secondary', ServerTextKey> = {
  login: 'codeLogin',
  'update-primary': 'codeEmailChange',
  'update-secondary': 'codeNewEmail',
}

const toUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  address: row.address,
  preferredAccountType: row.preferred_account_type === 'smartAccount' || row.preferred_account_type === 'eoa' ? row.preferred_account_type : null,
  socialProvider: row.social_provider,
  userName: row.user_name,
})

/**
 * Where a session may be used: the device (its cookie), the project the frame was loaded for and
 * the top-level page's origin. A session is refused under any other (issue 14): a token carried
 * to another project or site is worthless.
 */
export type SessionScope = { deviceId: string; projectId: string; topOrigin: string }

/** Options of {@link createAuthService}. */
export type AuthServiceOptions = {
  db: Database
  mailer: Mailer
  /** Seals server shares; its key is kept outside the database. */
  serverSealer: Sealer
  /** Seals recovery shares under a second key, also outside the database. */
  recoverySealer: Sealer
  /** Public origin of the server, for the mailed approval link. */
  publicUrl: string
  now: () => number
  /** Cooling-off period after an email change; default {@link EMAIL_CHANGE_COOLING_OFF_MS}. */
  emailChangeCoolingOffMs?: number | undefined
}

/**
 * The auth server's rules: email OTP, device verification, sessions, key-share custody and
 * email update. HTTP-free, so tests drive it directly.
 *
 * @example
 * const auth = createAuthService({ db, mailer, serverSealer, recoverySealer, publicUrl, now: Date.now })
 * await auth.connectEmail({ email: 'ada@example.com', deviceId, ip: '127.0.0.1' }) // { action: 'VERIFY_OTP' }
 */
export function createAuthService(options: AuthServiceOptions) {
  const { db, mailer, now } = options
  const otps = createOtpStore(db, now)
  const limiter = createSendLimiter(db, now)
  const rates = createRateLimiter(db, now)
  /** Every code check counts against its email, client IP and device before the code is compared. */
  const checkCode = async (input: { email: string; purpose: OtpPurpose; deviceHash: string; ip: string; code: string }) => {
    await rates.hit(`verify:email:${input.email}`, VERIFY_LIMITS.perEmail)
    await rates.hit(`verify:ip:${input.ip}`, VERIFY_LIMITS.perIp)
    await rates.hit(`verify:device:${input.deviceHash}`, VERIFY_LIMITS.perDevice)
    await otps.consume(input)
  }
  const findUser = async (email: string) =>
    (await db.query<UserRow>(`select ${USER_COLUMNS} from users where email = $1`, [email]))[0]
  const userById = async (id: string) => {
    const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where id = $1`, [id])
    if (!row) throw new AuthError(401, 'session_expired', authMessages.sessionExpired)
    return row
  }
  const deviceApproved = async (userId: string, deviceHash: string) =>
    (await db.query('select 1 from devices where user_id = $1 and device_hash = $2', [userId, deviceHash])).length > 0
  const coolingOffMs = options.emailChangeCoolingOffMs ?? EMAIL_CHANGE_COOLING_OFF_MS
  /** The end of the cooling-off period after the user's last email change, while it runs. */
  const coolingOffUntil = async (userId: string): Promise<number | undefined> => {
    const changed = (await userById(userId)).email_changed_at
    const until = changed === null ? 0 : Number(changed) + coolingOffMs
    return until > now() ? until : undefined
  }
  const coolingOffError = (until: number) => new CoolingOffError(until, Math.ceil((until - now()) / 1000))
  /** Approves a device; a new one only outside the cooling-off period after an email change. */
  const approveDevice = async (userId: string, deviceHash: string) => {
    if (await deviceApproved(userId, deviceHash)) return
    const until = await coolingOffUntil(userId)
    if (until !== undefined) throw coolingOffError(until)
    await db.query('insert into devices (user_id, device_hash, approved_at) values ($1, $2, $3) on conflict do nothing', [userId, deviceHash, now()])
  }
  /** Sends a mail on a reserved send; a mail that could not go gives its reservation back. */
  const sendReserved = async (send: SendReservation, mail: { to: string; subject: string; text: string }) => {
    try {
      await mailer.send(mail)
    } catch (error) {
      await send.release()
      throw error
    }
  }
  /** Mails a code; the send is reserved (throttle and caps) before anything is written or sent. */
  const mailCode = async (
    to: string, purpose: 'login' | 'update-primary' | 'update-secondary', deviceHash: string, ip: string, locale: Locale | undefined,
    send?: SendReservation,
  ) => {
    send ??= await limiter.reserve(to, ip)
    const texts = await serverTextsIn(locale ?? DEFAULT_LOCALE)
    const code = await otps.issue({ email: to, purpose, deviceHash })
    // The code stays out of the subject: lock screens and mail lists show subjects.
    await sendReserved(send, { to, subject: texts.t('codeSubject'), text: texts.t(CODE_TEXTS[purpose], { code }) })
  }
  const sealedShare = (userId: string, kind: 'server' | 'recovery') => `${userId}:${kind}`
  /** A new 7-day session of the user on the device; returns its token (stored hashed). */
  const openSession = async (userId: string, deviceHash: string) => {
    const token = generateToken()
    await db.query('insert into sessions (token_hash, user_id, device_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
      hashSecret(token), userId, deviceHash, now(), now() + SESSION_TTL_MS,
    ])
    return token
  }

  return {
    /** Email submit: VERIFY_DEVICE for an unknown device of an existing account, else VERIFY_OTP. */
    async connectEmail(input: { email: string; deviceId: string; ip: string; userAgent?: string | undefined } & MailLocale): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }> {
      const email = input.email.toLowerCase()
      const deviceHash = hashSecret(input.deviceId)
      const user = await findUser(email)
      if (user && !(await deviceApproved(user.id, deviceHash))) {
        const send = await limiter.reserve(email, input.ip)
        const locale = input.locale ?? DEFAULT_LOCALE
        const texts = await serverTextsIn(locale)
        const token = generateToken()
        // The locale goes with the link: the page it opens speaks the visitor's language.
        await db.query('insert into device_links (token_hash, user_id, device_hash, expires_at, created_at, ip, user_agent, locale) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
          hashSecret(token), user.id, deviceHash, now() + DEVICE_LINK_TTL_MS, now(), input.ip, (input.userAgent ?? '').slice(0, 300), locale,
        ])
        const link = `${options.publicUrl}/v1/device/approve?token=${encodeURIComponent(token)}`
        await sendReserved(send, { to: email, subject: texts.t('deviceSubject'), text: texts.t('deviceMail', { link }) })
        return { action: 'VERIFY_DEVICE' }
      }
      await mailCode(email, 'login', deviceHash, input.ip, input.locale)
      return { action: 'VERIFY_OTP' }
    },
    /**
     * What the approval page shows about the device behind a live link (browser, IP, time); it
     * changes nothing, so a mail scanner following the link approves nothing.
     */
    async describeDeviceLink(token: string): Promise<{ userAgent: string; ip: string; requestedAt: number } | undefined> {
      const [row] = await db.query<{ user_agent: string | null; ip: string | null; created_at: string | number | null }>(
        'select user_agent, ip, created_at from device_links where token_hash = $1 and used_at is null and expires_at > $2',
        [hashSecret(token), now()],
      )
      return row && { userAgent: row.user_agent ?? '', ip: row.ip ?? '', requestedAt: Number(row.created_at ?? 0) }
    },
    /**
     * The locale the visitor asked a device link in, live or not (its pages say 'not valid' in
     * it too); undefined for an unknown token or a link made before locales were kept.
     */
    async deviceLinkLocale(token: string): Promise<Locale | undefined> {
      const [row] = await db.query<{ locale: string | null }>('select locale from device_links where token_hash = $1', [hashSecret(token)])
      return isSupportedLocale(row?.locale) ? row.locale : undefined
    },
    /** Approves the device of a mailed link, once (the page's confirmed POST); true when it did. */
    async approveDeviceLink(token: string): Promise<boolean> {
      // During a cooling-off period the link stays unused, so it still works once it ends.
      const [link] = await db.query<{ user_id: string }>('select user_id from device_links where token_hash = $1 and used_at is null and expires_at > $2', [hashSecret(token), now()])
      const until = link && (await coolingOffUntil(link.user_id))
      if (until) throw coolingOffError(until)
      const rows = await db.query<{ user_id: string; device_hash: string }>(
        'update device_links set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning user_id, device_hash',
        [hashSecret(token), now()],
      )
      const [row] = rows
      if (!row) return false
      await approveDevice(row.user_id, row.device_hash)
      return true
    },
    /** After the link is followed: mails the login code and answers VERIFY_OTP; else 'pending'. */
    async deviceStatus(input: { email: string; deviceId: string; ip: string } & MailLocale): Promise<{ action: 'VERIFY_OTP' | 'PENDING' }> {
      const email = input.email.toLowerCase()
      const user = await findUser(email)
      const deviceHash = hashSecret(input.deviceId)
      if (!user || !(await deviceApproved(user.id, deviceHash))) return { action: 'PENDING' }
      // The visitor waited for the link: the 30 s throttle does not apply, the hourly caps do.
      await mailCode(email, 'login', deviceHash, input.ip, input.locale, await limiter.reserve(email, input.ip, { throttle: false }))
      return { action: 'VERIFY_OTP' }
    },
    /** Checks the login code; creates the user on first login; returns a session token. */
    async verifyOtp(input: { email: string; deviceId: string; otp: string; ip: string }): Promise<{ token: string; user: AuthUser }> {
      const email = input.email.toLowerCase()
      const deviceHash = hashSecret(input.deviceId)
      await checkCode({ email, purpose: 'login', deviceHash, ip: input.ip, code: input.otp })
      let user = await findUser(email)
      if (!user) {
        // The account and its first device in one transaction: a server killed between the two
        // would leave an account whose only device must be approved by mail.
        await db.transaction(async (tx) => {
          const id = randomUUID()
          const created = await tx.query('insert into users (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing returning id', [id, email, now()])
          if (created.length > 0) await tx.query('insert into devices (user_id, device_hash, approved_at) values ($1, $2, $3)', [id, deviceHash, now()])
        })
        user = await findUser(email)
      }
      if (!user) throw new AuthError(500, 'user', 'Unable to create the account')
      await approveDevice(user.id, deviceHash)
      return { token: await openSession(user.id, deviceHash), user: toUser(user) }
    },
    /**
     * A session for a user the social login identified on this device (the device that started
     * the flow, checked by the caller); returns its token.
     */
    async socialSession(userId: string, deviceHash: string): Promise<{ token: string; user: AuthUser }> {
      await approveDevice(userId, deviceHash)
      return { token: await openSession(userId, deviceHash), user: toUser(await userById(userId)) }
    },
    /**
     * Binds a new session, once, to the project and top-level origin of the frame that opened it
     * (the HTTP layer does it for every session it hands out). An unbound session is never accepted.
     */
    async bindSession(token: string, scope: Omit<SessionScope, 'deviceId'>): Promise<void> {
      const bound = await db.query('update sessions set project_id = $2, top_origin = $3 where token_hash = $1 and project_id is null returning token_hash', [
        hashSecret(token), scope.projectId, scope.topOrigin,
      ])
      if (bound.length === 0) throw new AuthError(401, 'session_expired', authMessages.sessionExpired)
    },
    /** The user of a live session of this device, project and top-level origin; throws 'Session Expired' otherwise. */
    async session(token: string, scope: SessionScope): Promise<AuthUser> {
      const [row] = await db.query<{ user_id: string; device_hash: string; project_id: string | null; top_origin: string | null }>(
        'select user_id, device_hash, project_id, top_origin from sessions where token_hash = $1 and revoked_at is null and expires_at > $2',
        [hashSecret(token), now()],
      )
      const inScope = row && row.device_hash === hashSecret(scope.deviceId) && row.project_id === scope.projectId && row.top_origin === scope.topOrigin
      if (!inScope) throw new AuthError(401, 'session_expired', authMessages.sessionExpired)
      return toUser(await userById(row.user_id))
    },
    async signOut(token: string): Promise<void> {
      await db.query('update sessions set revoked_at = $2 where token_hash = $1', [hashSecret(token), now()])
    },
    /**
     * Stores the two server-held shares of a new wallet, each sealed under its own outside key.
     * The address and both shares are written in one transaction: a server killed half-way
     * leaves no account with an address but no shares (whose wallet nobody could ever rebuild).
     */
    async storeShares(user: AuthUser, input: { address: string; serverShare: string; recoveryShare: string }): Promise<AuthUser> {
      if (user.address) throw new AuthError(409, 'wallet_exists', authMessages.walletExists)
      await db.transaction(async (tx) => {
        const claimed = await tx.query('update users set address = $2 where id = $1 and address is null returning id', [user.id, input.address])
        if (claimed.length === 0) throw new AuthError(409, 'wallet_exists', authMessages.walletExists)
        await tx.query('insert into key_shares (user_id, kind, sealed) values ($1, $2, $3), ($1, $4, $5)', [
          user.id,
          'server', options.serverSealer.seal(input.serverShare, sealedShare(user.id, 'server')),
          'recovery', options.recoverySealer.seal(input.recoveryShare, sealedShare(user.id, 'recovery')),
        ])
      })
      return toUser(await userById(user.id))
    },
    /** The server share, and the recovery share for a device that has none of its own. */
    async readShares(user: AuthUser, input: { recovery: boolean; deviceId: string }): Promise<{ serverShare: string; recoveryShare?: string }> {
      const { recovery } = input
      if (recovery) await assertRecoveryRelease(user.id, hashSecret(input.deviceId))
      const rows = await db.query<{ kind: 'server' | 'recovery'; sealed: string }>('select kind, sealed from key_shares where user_id = $1', [user.id])
      const sealed = (kind: 'server' | 'recovery') => rows.find((row) => row.kind === kind)?.sealed
      const server = sealed('server')
      const recoverySealed = sealed('recovery')
      if (!server || !recoverySealed) throw new AuthError(404, 'no_wallet', authMessages.noWallet)
      const serverShare = options.serverSealer.open(server, sealedShare(user.id, 'server'))
      if (!recovery) return { serverShare }
      return { serverShare, recoveryShare: options.recoverySealer.open(recoverySealed, sealedShare(user.id, 'recovery')) }
    },
    /** Email update, step 1: a code to the current address. */
    async startEmailUpdate(user: AuthUser, input: { newEmail: string; deviceId: string; ip: string } & MailLocale): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
      const newEmail = input.newEmail.toLowerCase()
      const email = emailOf(user)
      if (newEmail === email) throw new AuthError(400, 'same_email', authMessages.sameEmail)
      const send = await limiter.reserve(email, input.ip)
      await db.query(
        `insert into email_updates (user_id, new_email, state, expires_at) values ($1, $2, 'primary', $3)
         on conflict (user_id) do update set new_email = $2, state = 'primary', expires_at = $3`,
        [user.id, newEmail, now() + DEVICE_LINK_TTL_MS],
      )
      await mailCode(email, 'update-primary', hashSecret(input.deviceId), input.ip, input.locale, send)
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    /** Step 2: the current address's code; a code goes to the new address. */
    async verifyPrimaryOtp(user: AuthUser, input: { otp: string; deviceId: string; ip: string } & MailLocale): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
      const update = await pendingUpdate(user, 'primary')
      const deviceHash = hashSecret(input.deviceId)
      await checkCode({ email: emailOf(user), purpose: 'update-primary', deviceHash, ip: input.ip, code: input.otp })
      await db.query(`update email_updates set state = 'secondary' where user_id = $1`, [user.id])
      await mailCode(update.new_email, 'update-secondary', deviceHash, input.ip, input.locale)
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    /** Step 3: the new address's code; the new email is stored. */
    async verifySecondaryOtp(user: AuthUser, input: { otp: string; deviceId: string; ip: string } & MailLocale): Promise<AuthUser> {
      const update = await pendingUpdate(user, 'secondary')
      const email = emailOf(user)
      await checkCode({ email: update.new_email, purpose: 'update-secondary', deviceHash: hashSecret(input.deviceId), ip: input.ip, code: input.otp })
      // Whether the new address has an account is told only now, to whoever reads its mail
      // (step 1 answers the same either way: no enumeration of accounts).
      const taken = () => new AuthError(409, 'email_taken', authMessages.emailTaken)
      const changed = await db
        .query('update users set email = $2, email_changed_at = $4 where id = $1 and email = $3 returning id', [user.id, update.new_email, email, now()])
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? taken() : error
        })
        .finally(() => db.query('delete from email_updates where user_id = $1', [user.id]))
      if (changed.length === 0) throw new AuthError(409, 'no_update', authMessages.noEmailUpdate)
      const texts = await serverTextsIn(input.locale ?? DEFAULT_LOCALE)
      await mailer.send({
        to: email,
        subject: texts.t('emailChangedSubject'),
        text: texts.t('emailChangedMail', { oldEmail: email, newEmail: update.new_email, count: Math.round(coolingOffMs / 3_600_000) }),
      })
      return toUser(await userById(user.id))
    },
    /** Stores the preferred account type (every device of the user sees it). */
    async setPreferredAccount(user: AuthUser, type: 'eoa' | 'smartAccount'): Promise<AuthUser> {
      await db.query('update users set preferred_account_type = $2 where id = $1', [user.id, type])
      return toUser(await userById(user.id))
    },
  }

  /**
   * The recovery share goes to a device approved before the last email change, or to any device
   * once the cooling-off period is over.
   */
  async function assertRecoveryRelease(userId: string, deviceHash: string) {
    const until = await coolingOffUntil(userId)
    if (until === undefined) return
    const [device] = await db.query<{ approved_at: string | number }>('select approved_at from devices where user_id = $1 and device_hash = $2', [userId, deviceHash])
    const changedAt = until - coolingOffMs
    if (!device || Number(device.approved_at) >= changedAt) throw coolingOffError(until)
  }

  async function pendingUpdate(user: AuthUser, state: 'primary' | 'secondary') {
    const [row] = await db.query<{ new_email: string; state: string; expires_at: string | number }>(
      'select new_email, state, expires_at from email_updates where user_id = $1',
      [user.id],
    )
    if (!row || row.state !== state || Number(row.expires_at) <= now()) throw new AuthError(400, 'no_update', authMessages.noEmailUpdate)
    return row
  }
}

/** The email of an email account; a social account has none to change. */
function emailOf(user: AuthUser): string {
  if (user.email === null) throw new AuthError(400, 'no_email', authMessages.noEmail)
  return user.email
}

/** PostgreSQL's unique_violation (both `pg` and PGlite report the SQLSTATE as `code`). */
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'

/** What {@link createAuthService} returns. */
export type AuthService = ReturnType<typeof createAuthService>
