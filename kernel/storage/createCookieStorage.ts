import { DEFAULT_STORAGE_PREFIX, prefixed } from './types'
import type { CreateStorageParameters, PorticoStorage } from './types'

/**
 * Options of {@link createCookieStorage}.
 *
 * @example
 * import type { CreateCookieStorageParameters } from 'portico'
 * const options: CreateCookieStorageParameters = { prefix: 'myapp', maxAge: 60 * 60 * 24 * 30 }
 */
export type CreateCookieStorageParameters = CreateStorageParameters & {
  /** Cookie lifetime in seconds; default none (a session cookie, like wagmi's). */
  maxAge?: number | undefined
}

/**
 * A {@link PorticoStorage} over `document.cookie`, for hosts that render on the server and need
 * the state in the request. Cookies are written `path=/; SameSite=Lax` (spec section 3), with
 * the key and value URI-encoded. `document` is looked up at each call: without one (SSR) it
 * reads as empty. Failures are logged as `Unable to ...`, never thrown.
 *
 * @param parameters `prefix` (default `'wagmi'`), `logger` (default `console`) and `maxAge`.
 * @returns The storage.
 *
 * @example
 * import { createCookieStorage } from 'portico'
 * const storage = createCookieStorage()
 * storage.setItem('lastUsedChain', 'eip155:1') // wagmi.lastUsedChain=eip155%3A1; path=/; SameSite=Lax
 */
export function createCookieStorage({ prefix = DEFAULT_STORAGE_PREFIX, logger = console, maxAge }: CreateCookieStorageParameters = {}): PorticoStorage {
  const lifetime = maxAge === undefined ? '' : `; max-age=${Math.floor(maxAge)}`
  const withDocument = <T>(action: string, key: string, run: (doc: Document, name: string) => T): T | undefined => {
    const fullKey = prefixed(prefix, key)
    try {
      if (typeof document === 'undefined') return undefined
      return run(document, encodeURIComponent(fullKey))
    } catch (error) {
      logger.error(`Unable to ${action} "${fullKey}" ${action === 'write' ? 'to' : 'from'} cookies`, error)
      return undefined
    }
  }
  return {
    getItem: (key) =>
      withDocument('read', key, (doc, name) => {
        const cookie = doc.cookie.split(/;\s*/).find((entry) => entry.startsWith(`${name}=`))
        return cookie === undefined ? undefined : decodeURIComponent(cookie.slice(name.length + 1))
      }),
    setItem: (key, value) =>
      void withDocument('write', key, (doc, name) => {
        doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${lifetime}`
      }),
    removeItem: (key) =>
      void withDocument('remove', key, (doc, name) => {
        doc.cookie = `${name}=; path=/; SameSite=Lax; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`
      }),
  }
}
