import type { PorticoStorage } from './types'

/**
 * A {@link PorticoStorage} held in memory, for SSR and tests. Each call makes a new, empty
 * store: two instances share nothing.
 *
 * @param initial Entries to start with, e.g. state read from a request's cookies.
 * @returns The storage.
 *
 * @example
 * import { createMemoryStorage } from 'portico'
 * const storage = createMemoryStorage({ email: 'ada@example.com' })
 * storage.getItem('email') // 'ada@example.com'
 */
export function createMemoryStorage(initial: Record<string, string> = {}): PorticoStorage {
  const entries = new Map(Object.entries(initial))
  return {
    getItem: (key) => entries.get(key),
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
