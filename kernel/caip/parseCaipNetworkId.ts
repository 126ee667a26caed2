import { InvalidCaipNetworkIdError } from './errors.js'
import { CAIP2_REFERENCE } from './grammar.js'
import { isChainNamespace } from './isChainNamespace.js'
import type { ParsedCaipNetworkId } from './types.js'

/**
 * Splits a CAIP-2 network id into namespace and chain id (spec sections 3 and 5).
 *
 * The id must have exactly two colon-separated parts, a supported namespace, and a CAIP-2
 * reference (1 to 32 of `[-_a-zA-Z0-9]`); otherwise it throws
 * {@link InvalidCaipNetworkIdError} with 'Invalid CAIP-2 network id: {value}'.
 *
 * @param value - The network id, e.g. `eip155:1`.
 * @returns Its {@link ParsedCaipNetworkId}.
 * @throws {InvalidCaipNetworkIdError}
 *
 * @example
 * import { parseCaipNetworkId } from 'portico'
 * parseCaipNetworkId('eip155:56') // { namespace: 'eip155', chainId: '56' }
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (typeof value !== 'string') throw new InvalidCaipNetworkIdError(value)
  const parts = value.split(':')
  if (parts.length !== 2) throw new InvalidCaipNetworkIdError(value)
  const [namespace, chainId] = parts as [string, string]
  if (!isChainNamespace(namespace) || !CAIP2_REFERENCE.test(chainId)) throw new InvalidCaipNetworkIdError(value)
  return { namespace, chainId }
}
