/**
 * Where Portico keeps its small state (spec section 3 "Local storage keys"). Synchronous, like
 * browser storage. Implementations MUST NOT throw: a failure is logged and reads as empty.
 *
 * @example
 * import type { PorticoStorage } from 'portico'
 * function remember(storage: PorticoStorage) {
 *   storage.setItem('email', 'ada@example.com')
 *   storage.getItem('email') // 'ada@example.com'
 * }
 */
export type PorticoStorage = {
  /** The value under `key`, or `undefined` when absent, unreadable or there is no browser. */
  getItem(key: string): string | undefined
  /** Stores `value` under `key`; a failure is logged, never thrown. */
  setItem(key: string, value: string): void
  /** Removes `key`; a failure is logged, never thrown. */
  removeItem(key: string): void
}

/**
 * What storage logs to: only `error` is needed, so the kernel `Logger` and `console` both fit.
 *
 * @example
 * import type { StorageLogger } from 'portico'
 * const logger: StorageLogger = { error: (message, ...details) => console.error(message, ...details) }
 */
export type StorageLogger = {
  /** Called with `Unable to read ...`, `Unable to write ...` or `Unable to remove ...` and the cause. */
  error(message: string, ...details: unknown[]): void
}

/**
 * Options of `createLocalStorage` and `createCookieStorage`.
 *
 * @example
 * import type { CreateStorageParameters } from 'portico'
 * const options: CreateStorageParameters = { prefix: 'myapp', logger: console }
 */
export type CreateStorageParameters = {
  /** Put before every key as `${prefix}.${key}`; default `'wagmi'` (spec section 3). */
  prefix?: string | undefined
  /** Receives storage failures; default `console`. */
  logger?: StorageLogger | undefined
}

/**
 * Default key prefix (spec section 3). Internal.
 *
 * @example
 * createLocalStorage({ prefix: DEFAULT_STORAGE_PREFIX }) // same as createLocalStorage()
 */
export const DEFAULT_STORAGE_PREFIX = 'wagmi'

/**
 * Builds the full key: `${prefix}.${key}`. Internal.
 *
 * @example
 * prefixed('wagmi', 'email') // 'wagmi.email'
 */
export const prefixed = (prefix: string, key: string) => `${prefix}.${key}`
