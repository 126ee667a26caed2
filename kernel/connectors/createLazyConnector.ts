import { lazyOnce } from '../lazyOnce'
import type { ConnectorInfo } from '../store/connectorsSlice'
import type { Connector, ConnectorEvent, ConnectorSignInHandler } from './types'

/** A {@link Connector} whose implementation is loaded on first use. */
export type LazyConnector<T extends Connector> = Connector & {
  /** The implementation, once loaded. */
  readonly loaded: T | undefined
  /** Loads the implementation (once; a failed load is tried again on the next call). */
  load(): Promise<T>
}

/**
 * Wraps a connector so that only its `info` is in the page's first bundle: the implementation
 * (and whatever SDK it pulls in) is imported the first time the kernel connects, restores,
 * switches network or sends a request through it. Events and the sign-in handler set before
 * that are handed to the implementation when it loads.
 *
 * @example
 * import type { Connector, ConnectorInfo, Portico } from 'portico'
 * import { createLazyConnector } from 'portico/services'
 * declare const portico: Portico
 * declare function loadMyWallet(): Promise<Connector> // e.g. (await import('./myWallet')).createMyWalletConnector()
 * const info: ConnectorInfo = { id: 'my-wallet', type: 'INJECTED', name: 'My Wallet', imageUrl: undefined, rdns: undefined, namespaces: ['eip155'], installed: true }
 * portico.connection.addConnector(createLazyConnector(info, loadMyWallet))
 */
export function createLazyConnector<T extends Connector>(
  info: ConnectorInfo,
  create: () => Promise<T>,
  options: { /** The implementation offers one-click sign-in (`Connector.signIn`). */ signIn?: boolean } = {},
): LazyConnector<T> {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let handler: ConnectorSignInHandler | undefined
  // The implementation is subscribed to only while someone listens, so stopping the kernel
  // leaves no listener on the wallet behind.
  let unsubscribe: (() => void) | undefined
  const forward = (connector: T) => {
    if (listeners.size > 0) unsubscribe ??= connector.subscribe((event) => listeners.forEach((listener) => listener(event)))
    else {
      unsubscribe?.()
      unsubscribe = undefined
    }
  }
  const load = lazyOnce(async () => {
    const connector = await create()
    forward(connector)
    connector.signIn?.setHandler(handler)
    return connector
  })

  return {
    info,
    get loaded() {
      return load.current
    },
    load,
    connect: async (parameters) => (await load()).connect(parameters),
    reconnect: async (parameters) => (await load()).reconnect(parameters),
    // Nothing to end before the implementation exists.
    disconnect: async () => load.current?.disconnect(),
    switchNetwork: async (network) => (await load()).switchNetwork(network),
    request: async (args) => (await load()).request(args),
    subscribe(listener) {
      listeners.add(listener)
      if (load.current) forward(load.current)
      return () => {
        listeners.delete(listener)
        if (load.current) forward(load.current)
      }
    },
    ...(options.signIn && {
      signIn: {
        setHandler(next: ConnectorSignInHandler | undefined) {
          handler = next
          load.current?.signIn?.setHandler(next)
        },
      },
    }),
  }
}
