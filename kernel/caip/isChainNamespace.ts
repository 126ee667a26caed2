import { CHAIN_NAMESPACES, type ChainNamespace } from './types.js'

/**
 * Tells whether a value is one of the chain namespaces Portico supports.
 *
 * @example
 * import { isChainNamespace } from 'portico'
 * isChainNamespace('solana') // true
 * isChainNamespace('cosmos') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
