import type { CaipNetwork } from '../networks/types'

/**
 * One fungible balance (spec section 3 "Token balance"), plus the exact amount: `amount` is bigint
 * base units and `decimals` a number, so money never passes through a float. `quantity` repeats
 * them as text the way the spec lists them.
 *
 * @example
 * import type { TokenBalance } from 'portico'
 * const eth: TokenBalance = {
 *   name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 0, price: 0,
 *   quantity: { decimals: '18', numeric: '1.5' }, amount: 1_500_000_000_000_000_000n, decimals: 18,
 * }
 */
export type TokenBalance = {
  /** Display name. Untrusted when it comes from a wallet: render as text only. */
  readonly name: string
  /** Ticker. Untrusted when it comes from a wallet: render as text only. */
  readonly symbol: string
  /** CAIP-2 network id, e.g. `eip155:1`. */
  readonly chainId: string
  /** Token contract (EVM) or mint (Solana); absent for the native currency. */
  readonly address?: string | undefined
  /** USD value of the holding for display (0 when no price is known). Display only, never money logic. */
  readonly value: number
  /** USD price of one token (0 when unknown). Display only. */
  readonly price: number
  /** Icon URL, only `data:image/...` or `https:` (anything else is dropped). */
  readonly iconUrl?: string | undefined
  /** Decimals and the decimal amount as text (spec section 3). */
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  /** Exact balance in base units. */
  readonly amount: bigint
  /** Decimals of the base unit. */
  readonly decimals: number
  /** True when a USD price was known for this token. */
  readonly priced?: boolean | undefined
}

/**
 * One NFT held by an account (from a wallet's `wallet_getAssets` answer).
 *
 * @example
 * import type { NftBalance } from 'portico'
 * const nft: NftBalance = { chainId: 'eip155:1', address: '0xabc…', tokenId: '7', name: 'Punk #7' }
 */
export type NftBalance = {
  readonly chainId: string
  /** Collection contract. */
  readonly address: string
  /** Token id as decimal text. */
  readonly tokenId?: string | undefined
  /** Untrusted display name (text only). */
  readonly name?: string | undefined
  /** Image URL, only `data:image/...` or `https:`. */
  readonly imageUrl?: string | undefined
}

/**
 * What a balance query names: the network, the plain address (no CAIP prefix) and, optionally,
 * the account type ('eoa' | 'smartAccount' | 'payment').
 *
 * @example
 * import type { BalanceQuery } from 'portico'
 * const query: BalanceQuery = { network: mainnet, address: '0xf39F…2266' }
 */
export type BalanceQuery = {
  readonly network: CaipNetwork
  readonly address: string
  readonly accountType?: string | undefined
}

/**
 * What a balance source knows about one holding before pricing: exact base units and decimals.
 * The kernel turns it into a {@link TokenBalance} (untrusted name and icon cleaned, USD added).
 *
 * @example
 * import type { RawBalance } from 'portico'
 * const eth: RawBalance = { chainId: 'eip155:1', symbol: 'ETH', name: 'Ether', amount: 10n ** 18n, decimals: 18 }
 */
export type RawBalance = {
  /** CAIP-2 network id. */
  chainId: string
  /** Token contract or mint; absent for the native currency. */
  address?: string | undefined
  name: string
  symbol: string
  /** Exact balance in base units. */
  amount: bigint
  decimals: number
  /** Icon from an untrusted source; kept only when `data:image/...` or `https:`. */
  iconUrl?: unknown
  /** USD per whole token when the source gave one (a wallet's metadata). */
  price?: number | undefined
}

/**
 * What one portfolio read found: the answer of a `fetchBalances` tap. Native first, then tokens.
 *
 * @example
 * import type { Portfolio } from 'portico'
 * const empty: Portfolio = { tokens: [], nfts: [], nftsOffered: false, source: 'rpc' }
 */
export type Portfolio = { tokens: RawBalance[]; nfts: NftBalance[]; nftsOffered: boolean; source: BalanceSource }

/**
 * Where the last portfolio came from: the wallet (`wallet_getAssets`), the chain (JSON-RPC), or
 * nothing (a namespace or chain without balance support shows '0.00').
 */
export type BalanceSource = 'wallet' | 'rpc' | 'none'

/**
 * The state of one (network, address) pair, for the UI.
 *
 * @example
 * import type { BalanceEntry } from 'portico'
 * function total(entry: BalanceEntry) { return entry.tokens.length }
 */
export type BalanceEntry = {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** The last good tokens, native first; kept when a later fetch fails. */
  readonly tokens: readonly TokenBalance[]
  readonly nfts: readonly NftBalance[]
  /** True when the wallet offered asset discovery (NFTs can come from it). */
  readonly nftsOffered: boolean
  readonly source: BalanceSource
  /** Time (ms) of the last good fetch. */
  readonly updatedAt?: number | undefined
  /** Time (ms) of the last failure; no new fetch before 30 s have passed (spec `lastRetry`). */
  readonly lastRetry?: number | undefined
  /** 'Token Balance Unavailable' after a failure, cleared by the next success. */
  readonly error?: string | undefined
}

/**
 * A host-provided price source. Portico has no price API of its own; without one, balances show
 * without USD.
 *
 * HTTP shape a host service may follow (one POST, any backend):
 * `POST /prices` body `{"tokens":[{"chainId":"eip155:1","address":"0x…"},{"chainId":"eip155:1"}]}`
 * answers `{"prices":[{"chainId":"eip155:1","address":"0x…","price":"1.0001"}]}` — absent `address`
 * is the native currency. The map key is {@link priceKey} of the token.
 *
 * @example
 * import type { PriceService } from 'portico'
 * const prices: PriceService = {
 *   async getPrices(tokens) {
 *     return new Map(tokens.map((t) => [`${t.chainId}:${t.address ?? 'native'}`, 1]))
 *   },
 * }
 */
export type PriceService = {
  /** USD price per whole token, keyed by `${chainId}:${address ?? 'native'}` (a 0x hex address lower-cased). */
  getPrices(tokens: readonly PriceQuery[]): Promise<ReadonlyMap<string, number>>
}

/**
 * One token a price is asked for.
 *
 * @example
 * import type { PriceQuery } from 'portico'
 * const q: PriceQuery = { chainId: 'eip155:1', symbol: 'ETH' }
 */
export type PriceQuery = { readonly chainId: string; readonly address?: string | undefined; readonly symbol: string }

/**
 * The balance service of one instance (`portico.services.balances`). Used by the Account view,
 * Send and Swap. Caches portfolio and native balance 30 s; after a failure waits 30 s before the
 * next fetch and keeps the last good data.
 *
 * @example
 * const tokens = await portico.services.balances.get({ network: mainnet, address })
 * const native = tokens.find((t) => !t.address)
 */
export type BalanceService = {
  /**
   * Native first, then tokens with a balance. Cached 30 s. On a failure keeps and returns the
   * last good data; throws `BalanceUnavailableError` only when there is none. A namespace no
   * chain module serves (no `fetchBalances` tap) answers `[]` (shown as '0.00').
   */
  get(query: BalanceQuery): Promise<TokenBalance[]>
  /**
   * The native balance: from the portfolio (its cache), else a lone native read with its own 30 s
   * cache (when the portfolio fails). Undefined on a namespace without balances (shown as '0.00').
   */
  native(query: BalanceQuery): Promise<TokenBalance | undefined>
  /** NFTs offered by the wallet's asset discovery; empty when the wallet offers none. */
  nfts(query: BalanceQuery): Promise<NftBalance[]>
  /** Drops the caches of the pair and fetches again (still honours the 30 s failure window unless `force`). */
  refresh(query: BalanceQuery, options?: { force?: boolean }): Promise<TokenBalance[]>
  /** Current state of a pair (for `useSelector`-style reads); `idle` before any fetch. */
  getEntry(query: BalanceQuery): BalanceEntry
  /** Called whenever any entry changes. Returns an unsubscribe function. */
  subscribe(listener: () => void): () => void
}
