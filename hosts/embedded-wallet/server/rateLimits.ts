import type { Database } from './database'
import { AuthError, authMessages } from './errors'
import { hashSecret } from './secrets'

/** One limit: at most `limit` hits per fixed window of `windowMs`. */
export type RateRule = { limit: number; windowMs: number }

/**
 * Code checks per email, per client IP and per device, each 15 minutes (issue 14): enough for a
 * visitor who mistypes and asks for new codes, far too few to guess a 6-digit code.
 */
export const VERIFY_LIMITS = {
  perEmail: { limit: 20, windowMs: 15 * 60_000 },
  perIp: { limit: 100, windowMs: 15 * 60_000 },
  perDevice: { limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>

/**
 * Fixed-window rate limits whose counts live in the database (`rate_limits`), so every server
 * process behind a load balancer shares them. Each hit is one atomic upsert that counts and
 * answers in the same statement: parallel requests cannot read the same count.
 *
 * @example
 * const limits = createRateLimiter(db, Date.now)
 * await limits.hit('verify:ip:127.0.0.1', VERIFY_LIMITS.perIp) // throws 429 past the limit
 */
export function createRateLimiter(db: Database, now: () => number) {
  return {
    /** Counts one hit on `bucket`; throws 429 (with Retry-After) when the window is over its limit. */
    async hit(bucket: string, rule: RateRule): Promise<void> {
      const at = now()
      const [row] = await db.query<{ hits: number; window_start: string | number }>(
        `insert into rate_limits (bucket, window_start, hits) values ($1, $2, 1)
         on conflict (bucket) do update set
           window_start = case when rate_limits.window_start <= $3 then excluded.window_start else rate_limits.window_start end,
           hits = case when rate_limits.window_start <= $3 then 1 else rate_limits.hits + 1 end
         returning hits, window_start`,
        // Buckets name emails and IPs: stored hashed, like every other identifier here.
        [hashSecret(bucket), at, at - rule.windowMs],
      )
      if (row && row.hits > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((Number(row.window_start) + rule.windowMs - at) / 1000))
        throw new AuthError(429, 'rate_limited', authMessages.tooManyAttempts, retryAfter)
      }
    },
  }
}
