import type { BalanceEntry, BalanceQuery } from './types'

/**
 * The cache key of a balance query: CAIP-2 network id plus the address (lower-cased on eip155,
 * where case is only a checksum).
 *
 * @example
 * balanceKey({ network: mainnet, address: '0xAbC…' }) // 'eip155:1|0xabc…'
 */
export function balanceKey(query: Pick<BalanceQuery, 'network' | 'address'>): string {
  const { network, address } = query
  return `${network.caipNetworkId}|${network.chainNamespace === 'eip155' ? address.toLowerCase() : address}`
}

/**
 * The entry of a pair never fetched.
 *
 * @example
 * portico.services.balances.getEntry(query) === IDLE_BALANCE_ENTRY // before the first fetch
 */
export const IDLE_BALANCE_ENTRY: BalanceEntry = { status: 'idle', tokens: [], nfts: [], nftsOffered: false, source: 'none' }
