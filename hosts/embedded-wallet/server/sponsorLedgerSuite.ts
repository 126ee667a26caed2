import { randomBytes } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Database } from './database'
import { createSponsorLedger, secondsToNextUtcDay, utcDay } from './sponsorLedger'

const address = (): Address => `0x${randomBytes(20).toString('hex')}`
const hash = (): Hex => `0x${randomBytes(32).toString('hex')}`

/**
 * The sponsor ledger's tests (bundles and the daily gas budget of `sponsorLedger.ts`), run
 * against the auth suite's database: PGlite and a real PostgreSQL server. The bundler's own
 * tests (bundler.test.ts) drive it against a real chain.
 *
 * @example
 * defineSponsorLedgerTests('PGlite', () => db)
 */
export function defineSponsorLedgerTests(label: string, database: () => Database) {
  describe(`§3 sponsor ledger (${label})`, () => {
    test('§3 behavior: days are UTC days; a budget resets at the next UTC midnight', () => {
      expect(utcDay(Date.UTC(2030, 0, 31, 23, 59, 59))).toBe('2030-01-31')
      expect(utcDay(Date.UTC(2030, 1, 1))).toBe('2030-02-01')
      expect(secondsToNextUtcDay(Date.UTC(2030, 0, 31, 23, 59))).toBe(60)
      expect(secondsToNextUtcDay(Date.UTC(2030, 0, 31))).toBe(86_400)
    })

    test("§3 behavior: reservations count against the owner's day; a refused one changes nothing; a new UTC day starts afresh", async () => {
      let now = Date.UTC(2030, 5, 1, 12, 0)
      const ledger = createSponsorLedger(database(), { dailyGasBudget: 100n, now: () => now })
      const owner = address()
      const first = await ledger.reserve(owner, 60n)
      expect(first).toEqual({ owner, day: '2030-06-01', gas: 60n })
      await expect(ledger.reserve(owner, 50n)).resolves.toEqual({ remaining: 40n, secondsToReset: 43_200 })
      await expect(ledger.used(owner)).resolves.toBe(60n)
      const second = await ledger.reserve(owner, 40n)
      await expect(ledger.used(owner)).resolves.toBe(100n)
      if (!('day' in second)) throw new Error('the second reservation should fit')
      await ledger.release(second)
      await expect(ledger.used(owner)).resolves.toBe(60n)
      await expect(ledger.reserve(owner, 101n)).resolves.toMatchObject({ remaining: 40n })
      // Owners are counted apart; an address is one owner whatever its case.
      await expect(ledger.used(address())).resolves.toBe(0n)
      await expect(ledger.used(owner.toUpperCase().replace('0X', '0x') as Address)).resolves.toBe(60n)

      now += 12 * 3_600_000
      await expect(ledger.used(owner)).resolves.toBe(0n)
      await expect(ledger.reserve(owner, 100n)).resolves.toEqual({ owner, day: '2030-06-02', gas: 100n })
    })

    test('§3 behavior: a bundle recorded by one ledger is found by another on the same database; settling counts the gas used, once', async () => {
      const now = () => Date.UTC(2030, 6, 1, 8, 0)
      const owner = address()
      const before = createSponsorLedger(database(), { dailyGasBudget: 1_000_000n, now })
      const reservation = await before.reserve(owner, 150_000n)
      if (!('day' in reservation)) throw new Error('the reservation should fit')
      const bundle = { chainId: 31337, userOpHash: hash(), transactionHash: hash(), owner, day: reservation.day, gasLimit: 150_000n, gasUsed: null }
      await before.record(bundle)
      await before.record({ ...bundle, transactionHash: hash() })

      const after = createSponsorLedger(database(), { dailyGasBudget: 1_000_000n, now })
      await expect(after.find(31337, bundle.userOpHash)).resolves.toEqual({ ...bundle, owner: owner.toLowerCase() })
      await expect(after.find(31337, bundle.userOpHash.toUpperCase().replace('0X', '0x') as Hex)).resolves.toMatchObject({ transactionHash: bundle.transactionHash })
      await expect(after.find(1, bundle.userOpHash)).resolves.toBeUndefined()
      await expect(after.unsettled(owner)).resolves.toHaveLength(1)
      await after.settle(31337, bundle.userOpHash, 98_000n)
      await after.settle(31337, bundle.userOpHash, 10_000n)
      await expect(after.used(owner)).resolves.toBe(98_000n)
      await expect(after.find(31337, bundle.userOpHash)).resolves.toMatchObject({ gasLimit: 150_000n, gasUsed: 98_000n })
      await expect(after.unsettled(owner)).resolves.toEqual([])
    })

    test('§3 behavior: concurrent reservations never pass the budget', async () => {
      const ledger = createSponsorLedger(database(), { dailyGasBudget: 100n, now: Date.now })
      const owner = address()
      const results = await Promise.all(Array.from({ length: 10 }, () => ledger.reserve(owner, 30n)))
      expect(results.filter((result) => 'day' in result)).toHaveLength(3)
      await expect(ledger.used(owner)).resolves.toBe(90n)
    })
  })
}
