import type { ResolvedConfig } from '../config/types'
import type { ConnectionService } from '../connectors/createConnectionService'
import type { KernelHooks } from '../hooks'
import type { PorticoServices } from '../services'
import type { PorticoStore } from '../store/createStore'

/**
 * What the balance and identity services need from their instance. Services and connection are
 * read through getters: they are created after these services.
 *
 * @example
 * const deps: ServiceDeps = { config, store, hooks, getServices: () => services, getConnection: () => connection }
 */
export type ServiceDeps = {
  config: ResolvedConfig
  store: PorticoStore
  /** The per-namespace reads (`fetchBalances`, `resolveName`...) come through these hooks. */
  hooks: KernelHooks
  getServices: () => PorticoServices
  getConnection: () => ConnectionService
  /** Clock in ms (tests pass a fake one). */
  now?: () => number
}
