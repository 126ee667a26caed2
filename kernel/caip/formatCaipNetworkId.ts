import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipNetworkId, ChainNamespace } from './types.js'

/** Parameters of {@link formatCaipNetworkId}. */
export type FormatCaipNetworkIdParameters = {
  /** A supported chain namespace. */
  namespace: ChainNamespace
  /** The chain id; a number is written in decimal (eip155 ids). */
  chainId: string | number
}

/**
 * Joins namespace and chain id into a CAIP-2 network id; the inverse of
 * {@link parseCaipNetworkId}. The result is validated by the same rules, so a chain id that
 * is empty or contains `:` throws {@link InvalidCaipNetworkIdError}.
 *
 * @throws {InvalidCaipNetworkIdError}
 *
 * @example
 * import { formatCaipNetworkId } from 'portico'
 * formatCaipNetworkId({ namespace: 'eip155', chainId: 1 }) // 'eip155:1'
 */
export function formatCaipNetworkId({ namespace, chainId }: FormatCaipNetworkIdParameters): CaipNetworkId {
  const id = `${namespace}:${String(chainId)}` as const
  parseCaipNetworkId(id)
  return id
}
