import type { BalanceEntry, BalanceQuery } from './types'

/**
 * The cache key of a balance query: CAIP-2 network id plus the address (a 0x hex address
 * lower-cased: its case is only a checksum; other formats are case-sensitive).
 *
 * @example
 * balanceKey({ network: mainnet, address: '0xAbC…' }) // 'eip155:1|0xabc…'
 */
export function balanceKey(query: Pick<BalanceQuery, 'network' | 'address'>): string {
  return `${query.network.caipNetworkId}|${hexAddressKey(query.address)}`
}

/**
 * An address as a lookup key: a 0x hex address lower-cased (its case is only a checksum),
 * anything else as given.
 *
 * @example
 * hexAddressKey('0xAbC') // '0xabc'
 * hexAddressKey('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM') // unchanged
 */
export function hexAddressKey(address: string): string {
  return /^0x[0-9a-fA-F]+$/.test(address) ? address.toLowerCase() : address
}

/**
 * The entry of a pair never fetched.
 *
 * @example
 * portico.services.balances.getEntry(query) === IDLE_BALANCE_ENTRY // before the first fetch
 */
export const IDLE_BALANCE_ENTRY: BalanceEntry = { status: 'idle', tokens: [], nfts: [], nftsOffered: false, source: 'none' }
