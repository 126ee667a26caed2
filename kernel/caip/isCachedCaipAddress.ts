import { isChainNamespace } from './isChainNamespace.js'
import type { CaipAddress } from './types.js'

/**
 * Tells whether a stored value has the cached-address form (spec section 5): a string of
 * exactly three non-empty colon-separated parts whose first part is a supported namespace.
 * Deliberately looser than {@link parseCaipAddress}: it never throws and checks no grammar
 * beyond that, so a cache written by an older version is still recognised.
 *
 * @example
 * import { isCachedCaipAddress } from 'portico'
 * isCachedCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isCachedCaipAddress('eip155::0xd8dA…') // false
 */
export function isCachedCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part !== '') && isChainNamespace(parts[0])
}
