import { timingSafeEqual } from 'node:crypto'
import type * as Crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Database } from './database'
import { AuthError } from './errors'
import { createOtpStore, OTP_MAX_ATTEMPTS } from './otpStore'

// Counts the codes compared: `timingSafeEqual` becomes a spy around the real one.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>()
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) }
})

/**
 * Issue 14, High 1: the 5-try limit holds under a burst of parallel guesses, on PGlite
 * (otpRace.test.ts) and on PostgreSQL with a connection pool (otpRace.pg.test.ts).
 */
export function defineOtpRaceTests(label: string, open: () => Promise<{ db: Database; stop?: () => Promise<void> }>) {
  let db: Database
  let stop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const opened = await open()
    db = opened.db
    stop = opened.stop
  })
  afterAll(async () => {
    await db?.close()
    await stop?.()
  })

  describe(`OTP attempts under concurrency (${label})`, () => {
    test('300 concurrent wrong guesses: at most 5 compared, the code ends burned, stays burned, and the right code is refused', async () => {
      const otps = createOtpStore(db, Date.now)
      const target = { email: `race-${Date.now()}@example.com`, purpose: 'login' as const, deviceHash: 'd'.repeat(64) }
      const code = await otps.issue(target)
      const wrong = code === '000000' ? '111111' : '000000'
      const compare = vi.mocked(timingSafeEqual)
      compare.mockClear()
      const outcomes = await Promise.allSettled(Array.from({ length: 300 }, () => otps.consume({ ...target, code: wrong })))
      const reasons = outcomes.map((outcome) => (outcome.status === 'rejected' && outcome.reason instanceof AuthError ? outcome.reason.code : 'other'))
      expect(compare.mock.calls.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS)
      expect(reasons.filter((reason) => reason === 'invalid_code').length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS - 1)
      expect(reasons.every((reason) => reason === 'invalid_code' || reason === 'burned_code')).toBe(true)
      const [row] = await db.query<{ state: string; attempts: number }>('select state, attempts from otps where email = $1', [target.email])
      expect(row).toEqual({ state: 'burned', attempts: OTP_MAX_ATTEMPTS })
      await expect(otps.consume({ ...target, code })).rejects.toThrow('Too many wrong codes')
      // A late burst cannot reopen it.
      await Promise.allSettled(Array.from({ length: 50 }, () => otps.consume({ ...target, code: wrong })))
      const [after] = await db.query<{ state: string; attempts: number }>('select state, attempts from otps where email = $1', [target.email])
      expect(after).toEqual({ state: 'burned', attempts: OTP_MAX_ATTEMPTS })
      await expect(otps.consume({ ...target, code })).rejects.toThrow('Too many wrong codes')
    })

    test('concurrent right and wrong guesses: the right code is used once, the state never goes back to open', async () => {
      const otps = createOtpStore(db, Date.now)
      const target = { email: `race-right-${Date.now()}@example.com`, purpose: 'login' as const, deviceHash: 'e'.repeat(64) }
      const code = await otps.issue(target)
      const wrong = code === '000000' ? '111111' : '000000'
      const guesses = [code, ...Array.from({ length: 100 }, () => wrong), code, code]
      const outcomes = await Promise.allSettled(guesses.map((guess) => otps.consume({ ...target, code: guess })))
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeLessThanOrEqual(1)
      const [row] = await db.query<{ state: string; attempts: number }>('select state, attempts from otps where email = $1', [target.email])
      expect(['used', 'burned']).toContain(row?.state)
      expect(row?.attempts).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS)
    })
  })
}
