import type { ConnectionService, ConnectorSignInHandler, PorticoStore } from 'portico'

/**
 * Gives every sign-in-capable connector (now and as they are added) the one-click handler.
 * Returns the teardown, which clears the handlers again.
 *
 * @example
 * import { attachSignInHandlers } from './attachSignInHandlers'
 * const detach = attachSignInHandlers(portico.store, portico.connection, handler)
 */
export function attachSignInHandlers(store: PorticoStore, connection: Pick<ConnectionService, 'getConnector'>, handler: ConnectorSignInHandler): () => void {
  const attached = new Set<string>()
  // Runs on every store change: a connector may be in the list before the service can return it.
  const sync = () => {
    const connectors = store.getState().connectors.list
    if (connectors.length === attached.size && connectors.every(({ id }) => attached.has(id))) return
    for (const { id } of connectors) {
      const signIn = attached.has(id) ? undefined : connection.getConnector(id)?.signIn
      if (!signIn) continue
      signIn.setHandler(handler)
      attached.add(id)
    }
  }
  sync()
  const unsubscribe = store.subscribe(sync)
  return () => {
    unsubscribe()
    for (const id of attached) connection.getConnector(id)?.signIn?.setHandler(undefined)
    attached.clear()
  }
}
