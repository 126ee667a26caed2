import type { Database } from './database'
import { AuthError, authMessages } from './errors'

/** No two sign-in mails to one address within 30 s (spec sections 5 and 9). */
export const EMAIL_THROTTLE_MS = 30_000
/** Server-side caps per hour. */
export const EMAIL_SENDS_PER_HOUR = 10
export const IP_SENDS_PER_HOUR = 30

/**
 * Rate limits on mail sends, per email (30 s throttle, hourly cap) and per client IP.
 *
 * @example
 * const limiter = createSendLimiter(db, () => Date.now())
 * await limiter.check('ada@example.com', '127.0.0.1') // throws 'Please try again after 30 seconds'
 */
export function createSendLimiter(db: Database, now: () => number) {
  return {
    async check(email: string, ip: string, options: { throttle?: boolean } = {}): Promise<void> {
      const hourAgo = now() - 3_600_000
      const [last] = await db.query<{ sent_at: string | number }>(
        'select sent_at from email_sends where email = $1 order by sent_at desc limit 1',
        [email],
      )
      const elapsed = last ? now() - Number(last.sent_at) : Infinity
      if (options.throttle !== false && elapsed < EMAIL_THROTTLE_MS) {
        const seconds = Math.ceil((EMAIL_THROTTLE_MS - elapsed) / 1000)
        throw new AuthError(429, 'throttled', authMessages.throttle(seconds), seconds)
      }
      const [counts] = await db.query<{ by_email: string | number; by_ip: string | number }>(
        `select count(*) filter (where email = $1) as by_email, count(*) filter (where ip = $2) as by_ip
         from email_sends where sent_at > $3`,
        [email, ip, hourAgo],
      )
      if (Number(counts?.by_email ?? 0) >= EMAIL_SENDS_PER_HOUR || Number(counts?.by_ip ?? 0) >= IP_SENDS_PER_HOUR)
        throw new AuthError(429, 'rate_limited', authMessages.rateLimited, 3600)
    },
    async record(email: string, ip: string): Promise<void> {
      await db.query('insert into email_sends (email, ip, sent_at) values ($1, $2, $3)', [email, ip, now()])
    },
  }
}
