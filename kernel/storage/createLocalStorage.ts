import { DEFAULT_STORAGE_PREFIX, prefixed } from './types'
import type { CreateStorageParameters, PorticoStorage } from './types'

/**
 * A {@link PorticoStorage} over `window.localStorage`, with keys `${prefix}.${key}`.
 * `localStorage` is looked up at each call, never at import: without a `window` (SSR) it reads
 * as empty and writes are dropped, silently. A throwing `localStorage` (denied storage,
 * `SecurityError`, quota exceeded) is logged as `Unable to read/write/remove ...`, never thrown
 * (spec section 8).
 *
 * @param parameters `prefix` (default `'wagmi'`) and `logger` (default `console`).
 * @returns The storage.
 *
 * @example
 * import { createLocalStorage } from 'portico'
 * const storage = createLocalStorage({ prefix: 'myapp' })
 * storage.setItem('email', 'ada@example.com') // localStorage['myapp.email']
 */
export function createLocalStorage({ prefix = DEFAULT_STORAGE_PREFIX, logger = console }: CreateStorageParameters = {}): PorticoStorage {
  const withStore = <T>(action: string, key: string, run: (store: Storage, fullKey: string) => T): T | undefined => {
    const fullKey = prefixed(prefix, key)
    try {
      if (typeof window === 'undefined') return undefined
      return run(window.localStorage, fullKey)
    } catch (error) {
      logger.error(`Unable to ${action} "${fullKey}" ${action === 'write' ? 'to' : 'from'} localStorage`, error)
      return undefined
    }
  }
  return {
    getItem: (key) => withStore('read', key, (store, fullKey) => store.getItem(fullKey) ?? undefined),
    setItem: (key, value) => void withStore('write', key, (store, fullKey) => store.setItem(fullKey, value)),
    removeItem: (key) => void withStore('remove', key, (store, fullKey) => store.removeItem(fullKey)),
  }
}
