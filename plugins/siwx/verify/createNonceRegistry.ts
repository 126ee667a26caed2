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
  issue(): Promise<string>
  /**
   * True once per `scope` for an issued nonce; false when unknown, already used in that scope
   * or too old. The verifier's scope is the message's network: a one-click sign-in (CAIP-222)
   * signs one message per chain, all with the one nonce it was given.
   */
  consume(nonce: string, scope?: string): Promise<boolean>
}

/**
 * Where a {@link NonceRegistry} keeps its nonces. `use` must be atomic: of two concurrent calls
 * for one nonce and scope, at most one answers true, even from two server processes
 * ({@link createSqlNonceStore} does it with a primary key in PostgreSQL).
 *
 * @example
 * import type { NonceStore } from 'portico/plugins/siwx'
 * // Remembers a nonce issued now; nonces issued over an hour ago may be forgotten.
 * const remember = (store: NonceStore) => store.add('abcdEFGH1234', Date.now(), Date.now() - 3_600_000)
 */
export type NonceStore = {
  /** Remembers a nonce issued at `issuedAt` (ms since the epoch); may forget those issued before `forgetBefore`. */
  add(nonce: string, issuedAt: number, forgetBefore: number): Promise<void>
  /** Marks the nonce used in `scope` when it was issued at or after `notBefore` and not used there yet; true when this call marked it. */
  use(nonce: string, scope: string, notBefore: number): Promise<boolean>
}

/** The store of one process: enough for one server, not for several behind a load balancer. */
function createMemoryNonceStore(): NonceStore {
  const issued = new Map<string, { at: number; used: Set<string> }>()
  return {
    async add(nonce, issuedAt, forgetBefore) {
      for (const [known, { at }] of issued) if (at < forgetBefore) issued.delete(known)
      issued.set(nonce, { at: issuedAt, used: new Set() })
    },
    async use(nonce, scope, notBefore) {
      const entry = issued.get(nonce)
      if (!entry || entry.at < notBefore || entry.used.has(scope)) return false
      entry.used.add(scope)
      return true
    },
  }
}

/**
 * Creates a registry of single-use nonces. A nonce not used within `ttlMs` (default 1 hour) is
 * refused and forgotten. Without a `store` the nonces live in this process's memory (one server);
 * several server instances share one `store`, e.g. {@link createSqlNonceStore} on PostgreSQL.
 *
 * @example
 * import { createNonceRegistry } from 'portico/plugins/siwx'
 * const nonces = createNonceRegistry()
 * const nonce = await nonces.issue()
 * await nonces.consume(nonce) // true
 * await nonces.consume(nonce) // false: replayed
 */
export function createNonceRegistry(options: { ttlMs?: number; now?: () => number; store?: NonceStore } = {}): NonceRegistry {
  const { ttlMs = 60 * 60 * 1000, now = Date.now, store = createMemoryNonceStore() } = options
  return {
    async issue() {
      const nonce = createNonce()
      const at = now()
      await store.add(nonce, at, at - ttlMs)
      return nonce
    },
    consume(nonce, scope = '') {
      return store.use(nonce, scope, now() - ttlMs)
    },
  }
}
