import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipAddress, ChainNamespace } from './types.js'

/** Parameters of {@link formatCaipAddress}. */
export type FormatCaipAddressParameters = {
  /** A supported chain namespace. */
  namespace: ChainNamespace
  /** The chain id; a number is written in decimal (eip155 ids). */
  chainId: string | number
  /** The account address, kept as given (no case change). */
  address: string
}

/**
 * Joins namespace, chain id and address into a CAIP-10 address; the inverse of
 * {@link parseCaipAddress}, validated by the same rules.
 *
 * @throws {InvalidCaipAddressError}
 *
 * @example
 * import { formatCaipAddress } from 'portico'
 * formatCaipAddress({ namespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: 'So11111111111111111111111111111111111111112' })
 * // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112'
 */
export function formatCaipAddress({ namespace, chainId, address }: FormatCaipAddressParameters): CaipAddress {
  const value = `${namespace}:${String(chainId)}:${address}` as const
  parseCaipAddress(value)
  return value
}
