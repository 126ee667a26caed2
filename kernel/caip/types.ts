/**
 * The chain namespaces Portico supports (CAIP-2 namespaces), in the spec's order.
 *
 * @example
 * import { CHAIN_NAMESPACES } from 'portico'
 * CHAIN_NAMESPACES.includes('solana') // true
 */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const

/**
 * A chain namespace Portico supports.
 *
 * @example
 * import type { ChainNamespace } from 'portico'
 * const namespace: ChainNamespace = 'eip155'
 */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/**
 * A CAIP-2 network id: `namespace:chainId` (spec section 3, "Network").
 *
 * @example
 * import type { CaipNetworkId } from 'portico'
 * const mainnet: CaipNetworkId = 'eip155:1'
 */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * A CAIP-10 account address: `namespace:chainId:address` (spec section 3, three parts).
 *
 * @example
 * import type { CaipAddress } from 'portico'
 * const account: CaipAddress = 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/**
 * The parts of a CAIP-2 network id.
 *
 * @example
 * import type { ParsedCaipNetworkId } from 'portico'
 * const parts: ParsedCaipNetworkId = { namespace: 'eip155', chainId: '1' }
 */
export type ParsedCaipNetworkId = {
  /** The chain namespace, e.g. `eip155`. */
  namespace: ChainNamespace
  /** The CAIP-2 reference inside the namespace, e.g. `1` or a Solana genesis hash prefix. */
  chainId: string
}

/**
 * The parts of a CAIP-10 account address.
 *
 * @example
 * import type { ParsedCaipAddress } from 'portico'
 * const parts: ParsedCaipAddress = { namespace: 'eip155', chainId: '1', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }
 */
export type ParsedCaipAddress = ParsedCaipNetworkId & {
  /** The account address, as given (no case change). */
  address: string
}
