import type { Address, Hex } from 'viem'
import type { Database } from './database'

/**
 * The sponsor's default budget per user and UTC day, in gas. On the devnet an account's first
 * operation (which deploys it) uses about 720,000 gas and a simple call about 90,000: the
 * deployment and some 200 calls a day.
 */
export const DEFAULT_DAILY_GAS_BUDGET = 20_000_000n

/** A bundle the bundler submitted (one user operation each), as the database keeps it. */
export type SponsoredBundle = {
  chainId: number
  userOpHash: Hex
  transactionHash: Hex
  /** The owner key's address: one per user, so the budget is per user. */
  owner: Address
  /** The UTC day ('YYYY-MM-DD') whose budget the bundle counts against: the day it was sent. */
  day: string
  /** The transaction's gas limit: the most the sponsor can pay for it. */
  gasLimit: bigint
  /** The gas the mined bundle used; null until the bundler has seen it mined. */
  gasUsed: bigint | null
}

/** A reservation of sponsored gas, to {@link SponsorLedger.release} when the bundle is not sent. */
export type GasReservation = { owner: Address; day: string; gas: bigint }

/** A refused reservation: what the day's budget still holds and when it resets. */
export type BudgetRefusal = { remaining: bigint; secondsToReset: number }

type BundleRow = {
  chain_id: number
  user_op_hash: string
  transaction_hash: string
  owner: string
  day: string
  gas_limit: string | number
  gas_used: string | number | null
}

/** Postgres bigint columns come back as strings (pg) or numbers (PGlite). */
const toBigInt = (value: string | number | bigint): bigint => BigInt(value)
const ownerKey = (owner: Address) => owner.toLowerCase()

/**
 * The UTC day of a time, as stored: 'YYYY-MM-DD'.
 *
 * @example
 * utcDay(Date.UTC(2025, 0, 31, 23, 59)) // '2025-01-31'
 */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/**
 * Seconds from `ms` to the next UTC midnight (at least 1), when a daily budget resets.
 *
 * @example
 * secondsToNextUtcDay(Date.UTC(2025, 0, 31, 23, 59)) // 60
 */
export function secondsToNextUtcDay(ms: number): number {
  const day = new Date(ms)
  const next = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1)
  return Math.max(1, Math.ceil((next - ms) / 1000))
}

const toBundle = (row: BundleRow): SponsoredBundle => ({
  chainId: Number(row.chain_id),
  userOpHash: row.user_op_hash as Hex,
  transactionHash: row.transaction_hash as Hex,
  owner: row.owner as Address,
  day: row.day,
  gasLimit: toBigInt(row.gas_limit),
  gasUsed: row.gas_used === null ? null : toBigInt(row.gas_used),
})

/**
 * The sponsor's books, in the database (tables `sponsored_bundles` and `sponsor_gas`): which
 * bundle carries each user operation, and how much gas each user's operations took per UTC day.
 * A bundle counts its gas limit while it is in flight and the gas it actually used once
 * {@link SponsorLedger.settle} saw it mined. {@link SponsorLedger.reserve} is one conditional
 * upsert, so concurrent sends (even from several servers on one PostgreSQL) never overspend.
 *
 * @example
 * const ledger = createSponsorLedger(db, { dailyGasBudget: 20_000_000n, now: Date.now })
 * const reservation = await ledger.reserve(owner, 150_000n) // or a BudgetRefusal
 * await ledger.record({ chainId, userOpHash, transactionHash, owner, day: reservation.day, gasLimit: 150_000n, gasUsed: null })
 * await ledger.settle(chainId, userOpHash, 98_000n) // the day's count drops by 52_000
 */
export function createSponsorLedger(db: Database, options: { dailyGasBudget: bigint; now: () => number }) {
  const { dailyGasBudget, now } = options
  const usedOn = async (owner: Address, day: string): Promise<bigint> => {
    const [row] = await db.query<{ gas: string | number }>('select gas from sponsor_gas where owner = $1 and day = $2', [ownerKey(owner), day])
    return row ? toBigInt(row.gas) : 0n
  }
  return {
    /** The budget per user and UTC day, in gas. */
    dailyGasBudget,
    /** Gas counted today for `owner`: used by mined bundles plus the limits of those in flight. */
    used: (owner: Address): Promise<bigint> => usedOn(owner, utcDay(now())),
    /** Counts `gas` against today's budget of `owner`, or refuses when that would pass the budget. */
    async reserve(owner: Address, gas: bigint): Promise<GasReservation | BudgetRefusal> {
      const at = now()
      const day = utcDay(at)
      const refusal = async (): Promise<BudgetRefusal> => {
        const left = dailyGasBudget - (await usedOn(owner, day))
        return { remaining: left > 0n ? left : 0n, secondsToReset: secondsToNextUtcDay(at) }
      }
      if (gas > dailyGasBudget) return refusal()
      // The update runs under the row's lock, so two reservations never both pass on the same count.
      const rows = await db.query(
        `insert into sponsor_gas (owner, day, gas) values ($1, $2, $3)
         on conflict (owner, day) do update set gas = sponsor_gas.gas + excluded.gas
         where sponsor_gas.gas + excluded.gas <= $4 returning gas`,
        [ownerKey(owner), day, gas.toString(), dailyGasBudget.toString()],
      )
      return rows.length > 0 ? { owner, day, gas } : refusal()
    },
    /** Gives back a reservation whose bundle was not sent. */
    async release(reservation: GasReservation): Promise<void> {
      await db.query('update sponsor_gas set gas = gas - $3 where owner = $1 and day = $2', [ownerKey(reservation.owner), reservation.day, reservation.gas.toString()])
    },
    /** Stores a sent bundle (its user operation's receipt then answers after a restart). */
    async record(bundle: SponsoredBundle): Promise<void> {
      await db.query(
        `insert into sponsored_bundles (chain_id, user_op_hash, transaction_hash, owner, day, gas_limit, gas_used, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
        [bundle.chainId, bundle.userOpHash.toLowerCase(), bundle.transactionHash, ownerKey(bundle.owner), bundle.day, bundle.gasLimit.toString(), bundle.gasUsed?.toString() ?? null, now()],
      )
    },
    /** The bundle that carries a user operation, if this sponsor sent it. */
    async find(chainId: number, userOpHash: Hex): Promise<SponsoredBundle | undefined> {
      const [row] = await db.query<BundleRow>(
        'select chain_id, user_op_hash, transaction_hash, owner, day, gas_limit, gas_used from sponsored_bundles where chain_id = $1 and user_op_hash = $2',
        [chainId, userOpHash.toLowerCase()],
      )
      return row ? toBundle(row) : undefined
    },
    /** The bundles of `owner` not yet seen mined (their limits still count in full). */
    async unsettled(owner: Address): Promise<SponsoredBundle[]> {
      const rows = await db.query<BundleRow>(
        'select chain_id, user_op_hash, transaction_hash, owner, day, gas_limit, gas_used from sponsored_bundles where owner = $1 and gas_used is null',
        [ownerKey(owner)],
      )
      return rows.map(toBundle)
    },
    /**
     * Records the gas a mined bundle used, once: its day's count drops from the bundle's limit to
     * that gas (one statement, so a repeated or concurrent call changes nothing).
     */
    async settle(chainId: number, userOpHash: Hex, gasUsed: bigint): Promise<void> {
      await db.query(
        `with settled as (
           update sponsored_bundles set gas_used = $3
           where chain_id = $1 and user_op_hash = $2 and gas_used is null
           returning owner, day, gas_limit
         )
         update sponsor_gas set gas = sponsor_gas.gas - (settled.gas_limit - $3)
         from settled where sponsor_gas.owner = settled.owner and sponsor_gas.day = settled.day`,
        [chainId, userOpHash.toLowerCase(), gasUsed.toString()],
      )
    },
  }
}

/** What {@link createSponsorLedger} returns. */
export type SponsorLedger = ReturnType<typeof createSponsorLedger>
