import { randomUUID, timingSafeEqual } from 'node:crypto'
import type { Database } from './database'
import { AuthError, authMessages } from './errors'
import { generateOtp, hashSecret } from './secrets'

/** Codes live 10 minutes (issue 7). */
export const OTP_TTL_MS = 10 * 60_000
/** The fifth wrong try burns a code. */
export const OTP_MAX_ATTEMPTS = 5

/** What a code is for: login, or the two steps of an email update. */
export type OtpPurpose = 'login' | 'update-primary' | 'update-secondary'

type OtpRow = { expires_at: string | number; attempts: number; state: string }

/**
 * One-time codes: 6 digits from the CSPRNG, stored hashed, bound to the requesting device,
 * single use, 10 minutes, burned after 5 wrong tries. A new code replaces the open one.
 *
 * @example
 * const otps = createOtpStore(db, () => Date.now())
 * const code = await otps.issue({ email, purpose: 'login', deviceHash })
 * await otps.consume({ email, purpose: 'login', deviceHash, code })
 */
export function createOtpStore(db: Database, now: () => number) {
  return {
    async issue(parameters: { email: string; purpose: OtpPurpose; deviceHash: string }): Promise<string> {
      const { email, purpose, deviceHash } = parameters
      const code = generateOtp()
      await db.query(`update otps set state = 'replaced' where email = $1 and purpose = $2 and state = 'open'`, [email, purpose])
      await db.query(
        'insert into otps (id, email, purpose, device_hash, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6, $7)',
        [randomUUID(), email, purpose, deviceHash, hashSecret(code), now(), now() + OTP_TTL_MS],
      )
      return code
    },
    /**
     * Checks a code and marks it used; throws the visitor's reason when it does not pass. The try
     * is counted before the comparison by one conditional UPDATE, so parallel guesses cannot
     * share a count: at most {@link OTP_MAX_ATTEMPTS} comparisons per code, whatever the
     * concurrency. Every state change is guarded by `state = 'open'`: a used or burned code
     * never opens again.
     */
    async consume(parameters: { email: string; purpose: OtpPurpose; deviceHash: string; code: string }): Promise<void> {
      const { email, purpose, deviceHash, code } = parameters
      const [row] = await db.query<{ id: string }>(
        `select id from otps
         where email = $1 and purpose = $2 and device_hash = $3 and state <> 'replaced'
         order by created_at desc limit 1`,
        [email, purpose, deviceHash],
      )
      if (!row) throw new AuthError(400, 'no_code', authMessages.noCode)
      const [counted] = await db.query<{ attempts: number; code_hash: string }>(
        `update otps set attempts = attempts + 1
         where id = $1 and state = 'open' and attempts < $2 and expires_at > $3
         returning attempts, code_hash`,
        [row.id, OTP_MAX_ATTEMPTS, now()],
      )
      if (!counted) throw await whyNotCounted(row.id)
      const matches = /^\d{6}$/.test(code) && timingSafeEqual(Buffer.from(hashSecret(code), 'hex'), Buffer.from(counted.code_hash, 'hex'))
      if (!matches) {
        if (counted.attempts < OTP_MAX_ATTEMPTS) throw new AuthError(400, 'invalid_code', authMessages.invalidCode)
        await db.query(`update otps set state = 'burned' where id = $1 and state = 'open'`, [row.id])
        throw new AuthError(400, 'burned_code', authMessages.burnedCode)
      }
      // Single use even under concurrent submits: only the update that flips 'open' wins.
      const flipped = await db.query<{ id: string }>(`update otps set state = 'used' where id = $1 and state = 'open' returning id`, [row.id])
      if (flipped.length === 0) throw await whyNotCounted(row.id)
    },
  }

  /** Why a try was not counted (or a right code not taken), from the row as it is now. */
  async function whyNotCounted(id: string): Promise<AuthError> {
    const [row] = await db.query<OtpRow>('select expires_at, attempts, state from otps where id = $1', [id])
    if (!row || row.state === 'replaced') return new AuthError(400, 'no_code', authMessages.noCode)
    if (row.state === 'used') return new AuthError(400, 'used_code', authMessages.usedCode)
    if (row.state === 'burned' || row.attempts >= OTP_MAX_ATTEMPTS) return new AuthError(400, 'burned_code', authMessages.burnedCode)
    return new AuthError(400, 'expired_code', authMessages.expiredCode)
  }
}
