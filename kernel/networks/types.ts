import type { ChainNamespace } from '../caip/types'

/**
 * The CAIP-2 chain reference of a network: a number for `eip155` (the EVM chain id), a string
 * otherwise (a genesis-hash prefix for `solana`, `bip122` and `polkadot`).
 *
 * @example
 * import type { ChainReference } from 'portico'
 * const evm: ChainReference<'eip155'> = 1
 * const sol: ChainReference<'solana'> = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export type ChainReference<N extends ChainNamespace = ChainNamespace> = N extends 'eip155' ? number : string

/**
 * The native currency of a network (the one gas is paid in).
 *
 * @example
 * import type { NativeCurrency } from 'portico'
 * const bnb: NativeCurrency = { name: 'BNB', symbol: 'BNB', decimals: 18 }
 */
export type NativeCurrency = {
  /** Display name, e.g. `Ether`. */
  readonly name: string
  /** Ticker, e.g. `ETH`. */
  readonly symbol: string
  /** Decimals of the smallest unit: 18 for ETH, 9 for SOL, 8 for BTC, 10 for DOT. */
  readonly decimals: number
}

/**
 * RPC endpoints of a network. Data only: nothing connects to them at import.
 *
 * @example
 * import type { NetworkRpcUrls } from 'portico'
 * const rpcUrls: NetworkRpcUrls = { default: { http: ['http://127.0.0.1:8545'] } }
 */
export type NetworkRpcUrls = {
  /** The endpoints used unless the host configures others. */
  readonly default: {
    /** HTTP(S) JSON-RPC endpoints, in failover order; at least one. */
    readonly http: readonly string[]
    /** WebSocket endpoints (`ws:` or `wss:`), if any. */
    readonly webSocket?: readonly string[] | undefined
  }
}

/**
 * A block explorer of a network.
 *
 * @example
 * import type { NetworkBlockExplorer } from 'portico'
 * const explorer: NetworkBlockExplorer = { name: 'Etherscan', url: 'https://etherscan.io' }
 */
export type NetworkBlockExplorer = {
  /** Display name. */
  readonly name: string
  /** Base URL (http or https), without a trailing path. */
  readonly url: string
}

/**
 * A well-known contract deployed on a network.
 *
 * @example
 * import type { NetworkContract } from 'portico'
 * const multicall3: NetworkContract = { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14_353_601 }
 */
export type NetworkContract = {
  /** Contract address (for `eip155`: `0x` plus 40 hex characters). */
  readonly address: string
  /** Block of deployment, if known; lets readers skip older blocks. */
  readonly blockCreated?: number | undefined
}

/**
 * Well-known contracts of a network, by name. `multicall3` batches balance reads on EVM chains.
 *
 * @example
 * import type { NetworkContracts } from 'portico'
 * const contracts: NetworkContracts = { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } }
 */
export type NetworkContracts = {
  /** The Multicall3 contract, used to batch reads. */
  readonly multicall3?: NetworkContract | undefined
  readonly [name: string]: NetworkContract | undefined
}

/**
 * A fungible token whose balance the modal shows for a network.
 *
 * @example
 * import type { NetworkToken } from 'portico'
 * const usdc: NetworkToken = { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', symbol: 'USDC', decimals: 6, name: 'USD Coin' }
 */
export type NetworkToken = {
  /** Token contract address (EVM) or mint address (Solana). */
  readonly address: string
  /** Ticker. */
  readonly symbol: string
  /** Decimals of the smallest unit. */
  readonly decimals: number
  /** Display name. */
  readonly name: string
}

/**
 * A network of one namespace; see {@link CaipNetwork}.
 *
 * @example
 * import type { NetworkOf } from 'portico'
 * type EvmNetwork = NetworkOf<'eip155'> // id is a number
 */
export type NetworkOf<N extends ChainNamespace> = {
  /** CAIP-2 chain reference: a number for `eip155`, a string otherwise. */
  readonly id: ChainReference<N>
  /** CAIP-2 id, `namespace:reference`, e.g. `eip155:56`. */
  readonly caipNetworkId: `${N}:${string}`
  /** Chain namespace. */
  readonly chainNamespace: N
  /** Display name. */
  readonly name: string
  /** Native currency. */
  readonly nativeCurrency: NativeCurrency
  /** RPC endpoints (data only). */
  readonly rpcUrls: NetworkRpcUrls
  /** Block explorers. */
  readonly blockExplorers?: { readonly default: NetworkBlockExplorer } | undefined
  /** True for test networks (no identity lookup, no balance service). */
  readonly testnet?: boolean | undefined
  /** A former CAIP-2 id of the same network, still sent by some wallets (Solana mainnet and devnet). */
  readonly deprecatedCaipNetworkId?: `${N}:${string}` | undefined
  /** Well-known contracts, e.g. `multicall3`. */
  readonly contracts?: NetworkContracts | undefined
  /** Tokens whose balances are shown, besides the native currency. */
  readonly tokens?: readonly NetworkToken[] | undefined
}

/**
 * A network the modal can connect to (spec section 3 "Network"). Without a type argument it is a
 * union discriminated by `chainNamespace`, so narrowing to `eip155` makes `id` a number.
 *
 * @example
 * import type { CaipNetwork } from 'portico'
 * function chainIdOf(network: CaipNetwork) {
 *   return network.chainNamespace === 'eip155' ? network.id : undefined // number | undefined
 * }
 */
export type CaipNetwork<N extends ChainNamespace = ChainNamespace> = N extends ChainNamespace ? NetworkOf<N> : never
