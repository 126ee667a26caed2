import { createCookieStorage } from './createCookieStorage'
import { createLocalStorage } from './createLocalStorage'
import { createMemoryStorage } from './createMemoryStorage'
import type { PorticoStorage, StorageLogger } from './types'

/**
 * The storage choice of a resolved config: `type` and key `prefix`.
 *
 * @example
 * import type { StorageServiceConfig } from 'portico'
 * const config: StorageServiceConfig = { type: 'cookie', prefix: 'wagmi' }
 */
export type StorageServiceConfig = {
  /** `local` (localStorage), `cookie` (document.cookie) or `memory`. */
  type: 'local' | 'cookie' | 'memory'
  /** Key prefix; only `local` and `cookie` use it. */
  prefix: string
}

/**
 * Builds the storage of one Portico instance from its resolved config.
 *
 * @param config The resolved `storage` option.
 * @param logger Receives `Unable to ...` failures.
 * @returns The storage.
 *
 * @example
 * import { createStorageService, createLogger } from 'portico'
 * const storage = createStorageService({ type: 'local', prefix: 'wagmi' }, createLogger())
 */
export function createStorageService(config: StorageServiceConfig, logger: StorageLogger): PorticoStorage {
  if (config.type === 'memory') return createMemoryStorage()
  if (config.type === 'cookie') return createCookieStorage({ prefix: config.prefix, logger })
  return createLocalStorage({ prefix: config.prefix, logger })
}
