import { InvalidCaipAddressError } from './errors.js'
import { CAIP10_ACCOUNT_ADDRESS, CAIP2_REFERENCE } from './grammar.js'
import { isChainNamespace } from './isChainNamespace.js'
import type { ParsedCaipAddress } from './types.js'

/**
 * Splits a CAIP-10 address into namespace, chain id and address (spec sections 3 and 5).
 *
 * - not a string, or empty: throws {@link InvalidCaipAddressError} 'Invalid CAIP Address';
 * - not exactly three colon-separated parts, an unsupported namespace, or a part that breaks
 *   the CAIP-2 / CAIP-10 grammar: 'Invalid CAIP-10 address: {value}'.
 *
 * The address part is checked against the CAIP-10 grammar only; use
 * {@link isAddressForNamespace} to check that it is a real address of that chain.
 *
 * @param value - The address, e.g. `eip155:1:0xd8dA…6045`.
 * @throws {InvalidCaipAddressError}
 *
 * @example
 * import { parseCaipAddress } from 'portico'
 * parseCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
 * // { namespace: 'eip155', chainId: '1', address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' }
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (typeof value !== 'string' || value === '') throw new InvalidCaipAddressError(value)
  const parts = value.split(':')
  if (parts.length !== 3) throw new InvalidCaipAddressError(value)
  const [namespace, chainId, address] = parts as [string, string, string]
  if (!isChainNamespace(namespace) || !CAIP2_REFERENCE.test(chainId) || !CAIP10_ACCOUNT_ADDRESS.test(address)) {
    throw new InvalidCaipAddressError(value)
  }
  return { namespace, chainId, address }
}
