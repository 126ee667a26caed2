import type { ConnectionService, CreateConnectionServiceParameters } from './createConnectionService'
import type { Connector } from './types'

/**
 * The connection service behind a dynamic import: discovery, connectors, catalog and restore
 * are a chunk of their own, loaded when `start()` first runs (or any method is called), so
 * the kernel entry stays small and server-side imports load none of it.
 *
 * @example
 * import { createLazyConnectionService } from 'portico'
 * const connection = createLazyConnectionService({ store, config, hooks, services, getWindow: () => globalThis.window })
 * const stop = connection.start()
 */
export function createLazyConnectionService(parameters: CreateConnectionServiceParameters): ConnectionService {
  let service: ConnectionService | undefined
  let loading: Promise<ConnectionService> | undefined
  // Connectors added before the chunk loaded, and the removals of those added since.
  const early = new Set<Connector>()
  const removals = new Map<Connector, () => void>()
  const load = () =>
    (loading ??= import('./createConnectionService').then(({ createConnectionService }) => {
      const loaded = createConnectionService(parameters)
      for (const connector of early) removals.set(connector, loaded.addConnector(connector))
      early.clear()
      service = loaded
      return loaded
    }))
  return {
    start() {
      let stop: (() => void) | undefined
      let stopped = false
      load()
        .then((loaded) => void (stopped || (stop = loaded.start())))
        .catch((error: unknown) => parameters.services.logger.error('Unable to load the connection service', error))
      return () => {
        stopped = true
        stop?.()
      }
    },
    connect: async (connectorId) => (await load()).connect(connectorId),
    disconnect: async (namespace) => (await load()).disconnect(namespace),
    switchNetwork: async (caipNetworkId) => (await load()).switchNetwork(caipNetworkId),
    request: async (namespace, args) => (await load()).request(namespace, args),
    getConnector: (id) => service?.getConnector(id),
    addConnector(connector) {
      if (service) return service.addConnector(connector)
      early.add(connector)
      void load()
      return () => {
        early.delete(connector)
        removals.get(connector)?.()
        removals.delete(connector)
      }
    },
    catalog: { list: async (page) => (await load()).catalog.list(page) },
  }
}
