import type { ServiceDeps } from './deps'
import { buildTokenBalance } from './buildTokenBalance'
import { balanceKey, IDLE_BALANCE_ENTRY } from './entryKey'
import { BalanceUnavailableError } from './errors'
import { priceKey, priceTokens } from './priceTokens'
import type { BalanceEntry, BalanceQuery, BalanceService, Portfolio, TokenBalance } from './types'

/** Portfolio and native balance cache lifetime (spec section 9). */
export const BALANCE_CACHE_MS = 30_000
/** No new fetch within this time after a failure (spec sections 5 and 9, `lastRetry`). */
export const BALANCE_RETRY_MS = 30_000

/** The entry of a namespace no `fetchBalances` tap serves: no balances, shown as '0.00'. */
const NO_BALANCES: BalanceEntry = { status: 'ready', tokens: [], nfts: [], nftsOffered: false, source: 'none' }

/**
 * The balance service implementation (loaded lazily by `createLazyAccountServices`): caching,
 * the failure window, pricing and filtering, the same for every namespace. The reads come from
 * the namespace's `fetchBalances` and `fetchNativeBalance` taps (the chain module that owns the
 * namespace); a namespace without one has no balances (spec section 9: balances on eip155 and
 * solana, the two chains Portico's modules serve). State per (network, address) lives in
 * `entries`; `emit` tells subscribers.
 *
 * @example
 * const service = createBalanceService({ ...deps, entries: new Map(), emit: () => {} })
 */
export function createBalanceService(deps: ServiceDeps & { entries: Map<string, BalanceEntry>; emit: () => void }): BalanceService {
  const { entries, emit } = deps
  const now = deps.now ?? Date.now
  const inflight = new Map<string, Promise<TokenBalance[]>>()
  const natives = new Map<string, { at: number; balance: Promise<TokenBalance> }>()
  const set = (key: string, entry: BalanceEntry) => {
    entries.set(key, entry)
    emit()
  }
  const entryOf = (key: string) => entries.get(key) ?? IDLE_BALANCE_ENTRY
  const fresh = (entry: BalanceEntry) => entry.updatedAt !== undefined && now() - entry.updatedAt < BALANCE_CACHE_MS
  const waiting = (entry: BalanceEntry) => entry.lastRetry !== undefined && now() - entry.lastRetry < BALANCE_RETRY_MS

  const load = async (query: BalanceQuery, key: string): Promise<TokenBalance[]> => {
    const { logger, toast } = deps.getServices()
    const before = entryOf(key)
    set(key, { ...before, status: 'loading' })
    try {
      const portfolio: Portfolio | undefined = await deps.hooks.fetchBalances.for(query.network.chainNamespace).promise(query)
      if (!portfolio) throw new Error(`No balance source answered for ${query.network.caipNetworkId}`)
      // Low-quality tokens with zero decimals are dropped (spec section 5); native stays.
      const raws = portfolio.tokens.filter((raw) => raw.address === undefined || raw.decimals !== 0)
      const prices = await priceTokens(raws, deps.config.priceService, logger)
      const tokens = raws.map((raw) => buildTokenBalance(raw, raw.price ?? prices.get(priceKey(raw))))
      set(key, { status: 'ready', tokens, nfts: portfolio.nfts, nftsOffered: portfolio.nftsOffered, source: portfolio.source, updatedAt: now() })
      return tokens
    } catch (error) {
      logger.warn('Balance fetch failed', error)
      const { updatedAt: _stale, ...kept } = entryOf(key)
      set(key, { ...kept, status: 'error', lastRetry: now(), error: new BalanceUnavailableError().shortMessage })
      toast.show({ message: new BalanceUnavailableError().shortMessage, variant: 'error' })
      if (before.tokens.length > 0) return [...before.tokens]
      throw new BalanceUnavailableError({ cause: error })
    }
  }

  const served = (query: BalanceQuery) => deps.hooks.fetchBalances.get(query.network.chainNamespace)?.isUsed() === true
  const get = (query: BalanceQuery): Promise<TokenBalance[]> => {
    const key = balanceKey(query)
    const entry = entryOf(key)
    if (!served(query)) {
      if (entry !== NO_BALANCES) set(key, NO_BALANCES)
      return Promise.resolve([])
    }
    if (fresh(entry)) return Promise.resolve([...entry.tokens])
    if (waiting(entry)) {
      return entry.tokens.length > 0 ? Promise.resolve([...entry.tokens]) : Promise.reject(new BalanceUnavailableError({ details: 'Retrying after 30 s' }))
    }
    let pending = inflight.get(key)
    if (!pending) {
      pending = load(query, key).finally(() => inflight.delete(key))
      inflight.set(key, pending)
    }
    return pending
  }

  return {
    get,
    async native(query) {
      if (!served(query)) return undefined
      const key = balanceKey(query)
      // The portfolio read (one round trip) brings the native balance; a lone read only when it fails.
      const fromPortfolio = (await get(query).catch(() => [])).find((t) => t.address === undefined)
      if (fromPortfolio) return fromPortfolio
      const cached = natives.get(key)
      if (cached && now() - cached.at < BALANCE_CACHE_MS) return cached.balance
      const balance = deps.hooks.fetchNativeBalance.for(query.network.chainNamespace).promise(query).then((raw) => {
        if (!raw) throw new Error(`No native balance source answered for ${query.network.caipNetworkId}`)
        return buildTokenBalance(raw)
      })
      natives.set(key, { at: now(), balance })
      balance.catch(() => natives.delete(key))
      return balance
    },
    async nfts(query) {
      await get(query).catch(() => [])
      return [...entryOf(balanceKey(query)).nfts]
    },
    refresh(query, options) {
      const key = balanceKey(query)
      natives.delete(key)
      const { updatedAt: _u, ...entry } = entryOf(key)
      const { lastRetry: _l, ...cleared } = entry
      if (entries.has(key)) entries.set(key, options?.force ? cleared : entry)
      return get(query)
    },
    getEntry: (query) => entryOf(balanceKey(query)),
    subscribe: () => () => {},
  }
}
