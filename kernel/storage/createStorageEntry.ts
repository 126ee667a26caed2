import type { StorageCodec } from './codecs'
import type { PorticoStorage } from './types'

/**
 * One typed key of a {@link PorticoStorage}.
 *
 * @example
 * import type { StorageEntry } from 'portico'
 * function clear(entry: StorageEntry<unknown>) { entry.remove() }
 */
export type StorageEntry<T> = {
  /** The key, without the storage prefix. */
  readonly key: string
  /** The stored value; `undefined` when absent, unreadable or malformed. Never throws. */
  get(): T | undefined
  /** Stores the value. Never throws (a storage failure is logged). */
  set(value: T): void
  /** Removes the key. Never throws. */
  remove(): void
}

/**
 * Binds a key and a codec to a storage, for a plugin's own keys.
 *
 * @param storage The instance's storage.
 * @param key The key, without prefix.
 * @param codec How the value is written and read; see {@link StorageCodec}.
 * @returns The typed entry.
 *
 * @example
 * import { createMemoryStorage, createStorageEntry } from 'portico'
 * const theme = createStorageEntry(createMemoryStorage(), 'themeMode', {
 *   encode: (mode: 'light' | 'dark') => mode,
 *   decode: (raw) => (raw === 'light' || raw === 'dark' ? raw : undefined),
 * })
 * theme.set('light')
 */
export function createStorageEntry<T>(storage: PorticoStorage, key: string, codec: StorageCodec<T>): StorageEntry<T> {
  return {
    key,
    get: () => {
      const raw = storage.getItem(key)
      return raw === undefined ? undefined : codec.decode(raw)
    },
    set: (value) => storage.setItem(key, codec.encode(value)),
    remove: () => storage.removeItem(key),
  }
}
