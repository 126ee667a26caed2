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
  /**
   * True once per `scope` for an issued nonce; false when unknown, already used in that scope
   * or too old. The verifier's scope is the message's network: a one-click sign-in (CAIP-222)
   * signs one message per chain, all with the one nonce it was given.
   */
  consume(nonce: string, scope?: string): boolean
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
  const issued = new Map<string, { at: number; used: Set<string> }>()
  const prune = () => {
    for (const [nonce, { at }] of issued) if (now() - at > ttlMs) issued.delete(nonce)
  }
  return {
    issue() {
      prune()
      const nonce = createNonce()
      issued.set(nonce, { at: now(), used: new Set() })
      return nonce
    },
    consume(nonce, scope = '') {
      prune()
      const entry = issued.get(nonce)
      if (!entry || entry.used.has(scope)) return false
      entry.used.add(scope)
      return true
    },
  }
}
