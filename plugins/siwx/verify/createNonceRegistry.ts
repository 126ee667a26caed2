import { createNonce } from '../message/createNonce'

/**
 * Issued nonces, each accepted once.
 *
 * @example
 * import type { NonceRegistry } from 'portico/plugins/siwx'
 * const check = (registry: NonceRegistry, nonce: string) => registry.consume(nonce)
 */
export type NonceRegistry = {
  /** A fresh random nonce, remembered as issued. */
  issue(): string
  /** True once for an issued nonce; false when unknown, already used or too old. */
  consume(nonce: string): boolean
}

/**
 * Creates a registry of single-use nonces (in memory). A nonce not used within `ttlMs`
 * (default 1 hour) is forgotten. A server keeps one per process.
 *
 * @example
 * import { createNonceRegistry } from 'portico/plugins/siwx'
 * const nonces = createNonceRegistry()
 * const nonce = nonces.issue()
 * nonces.consume(nonce) // true
 * nonces.consume(nonce) // false: replayed
 */
export function createNonceRegistry(options: { ttlMs?: number; now?: () => number } = {}): NonceRegistry {
  const { ttlMs = 60 * 60 * 1000, now = Date.now } = options
  const issued = new Map<string, number>()
  const prune = () => {
    for (const [nonce, at] of issued) if (now() - at > ttlMs) issued.delete(nonce)
  }
  return {
    issue() {
      prune()
      const nonce = createNonce()
      issued.set(nonce, now())
      return nonce
    },
    consume(nonce) {
      prune()
      return issued.delete(nonce)
    },
  }
}
