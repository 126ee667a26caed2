import type { Database, Queryable } from './database'
import { AuthError, authMessages } from './errors'

/** No two sign-in mails to one address within 30 s (spec sections 5 and 9). */
export const EMAIL_THROTTLE_MS = 30_000
/** Server-side caps per hour. */
export const EMAIL_SENDS_PER_HOUR = 10
export const IP_SENDS_PER_HOUR = 30

/** A reserved send: {@link SendReservation.release} gives it back when the mail could not go. */
export type SendReservation = { release(): Promise<void> }

/**
 * Rate limits on mail sends, per email (30 s throttle, hourly cap) and per client IP, kept in
 * the database (`email_sends`) so every server process shares them.
 *
 * A send is reserved before the mail goes: the checks and the recording run in one transaction
 * that first takes the email's lock, then the IP's (always in that order, so no deadlock).
 * Parallel requests for one address or from one IP therefore queue, and each sees the sends
 * reserved before it: one mail per 30 s whatever the concurrency, never more than the caps.
 *
 * @example
 * const limiter = createSendLimiter(db, () => Date.now())
 * const send = await limiter.reserve('ada@example.com', '127.0.0.1') // throws 'Please try again after 30 seconds'
 * try { await mailer.send(mail) } catch (error) { await send.release(); throw error }
 */
export function createSendLimiter(db: Database, now: () => number) {
  return {
    async reserve(email: string, ip: string, options: { throttle?: boolean } = {}): Promise<SendReservation> {
      const sentAt = await db.transaction(async (tx) => {
        await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`send:email:${email}`])
        await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`send:ip:${ip}`])
        const at = now()
        await assertAllowed(tx, email, ip, at, options.throttle !== false)
        await tx.query('insert into email_sends (email, ip, sent_at) values ($1, $2, $3)', [email, ip, at])
        return at
      })
      return {
        release: async () => {
          await db.query(
            'delete from email_sends where ctid = (select ctid from email_sends where email = $1 and ip = $2 and sent_at = $3 limit 1)',
            [email, ip, sentAt],
          )
        },
      }
    },
  }
}

async function assertAllowed(tx: Queryable, email: string, ip: string, at: number, throttle: boolean): Promise<void> {
  const [last] = await tx.query<{ sent_at: string | number }>('select sent_at from email_sends where email = $1 order by sent_at desc limit 1', [email])
  const elapsed = last ? at - Number(last.sent_at) : Infinity
  if (throttle && elapsed < EMAIL_THROTTLE_MS) {
    const seconds = Math.ceil((EMAIL_THROTTLE_MS - elapsed) / 1000)
    throw new AuthError(429, 'throttled', authMessages.throttle(seconds), seconds)
  }
  const [counts] = await tx.query<{ by_email: string | number; by_ip: string | number }>(
    `select count(*) filter (where email = $1) as by_email, count(*) filter (where ip = $2) as by_ip
     from email_sends where sent_at > $3`,
    [email, ip, at - 3_600_000],
  )
  if (Number(counts?.by_email ?? 0) >= EMAIL_SENDS_PER_HOUR || Number(counts?.by_ip ?? 0) >= IP_SENDS_PER_HOUR)
    throw new AuthError(429, 'rate_limited', authMessages.rateLimited, 3600)
}
