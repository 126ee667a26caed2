import { lazyOnce } from '../lazyOnce'
import type { ConnectionService, CreateConnectionServiceParameters } from './createConnectionService'
import type { Connector } from './types'

/**
 * The connection service behind a dynamic import: connectors, catalog and restore
 * are a chunk of their own, loaded when `start()` first runs (or any method is called), so
 * the kernel entry stays small and server-side imports load none of it. A chunk that fails to
 * load is fetched again on the next call.
 *
 * @example
 * import { createLazyConnectionService, type CreateConnectionServiceParameters } from 'portico'
 * declare const parameters: CreateConnectionServiceParameters // the instance's store, config, hooks and services
 * const connection = createLazyConnectionService(parameters)
 * const stop = connection.start()
 */
export function createLazyConnectionService(parameters: CreateConnectionServiceParameters): ConnectionService {
  // Connectors added before the chunk loaded, and the removals of those added since.
  const early = new Set<Connector>()
  const removals = new Map<Connector, () => void>()
  const load = lazyOnce(async () => {
    const { createConnectionService } = await import('./createConnectionService')
    const loaded = createConnectionService(parameters)
    for (const connector of early) removals.set(connector, loaded.addConnector(connector))
    early.clear()
    return loaded
  })
  const logFailure = (error: unknown) => parameters.services.logger.error('Unable to load the connection service', error)
  return {
    start() {
      let stop: (() => void) | undefined
      let stopped = false
      load()
        .then((loaded) => void (stopped || (stop = loaded.start())))
        .catch(logFailure)
      return () => {
        stopped = true
        stop?.()
      }
    },
    connect: async (...args) => (await load()).connect(...args),
    disconnect: async (...args) => (await load()).disconnect(...args),
    switchNetwork: async (...args) => (await load()).switchNetwork(...args),
    request: async (...args) => (await load()).request(...args),
    getConnector: (id) => load.current?.getConnector(id),
    addConnector(connector) {
      if (load.current) return load.current.addConnector(connector)
      early.add(connector)
      load().catch(logFailure)
      return () => {
        early.delete(connector)
        removals.get(connector)?.()
        removals.delete(connector)
      }
    },
    catalog: { list: async (...args) => (await load()).catalog.list(...args) },
  }
}
