import type { ChainNamespace } from '../caip/types'
import { lazyOnce } from '../lazyOnce'
import type { ProviderHost, ProviderListeners } from './createNamespaceProvider'
import type { PorticoProvider } from './types'

type Listener = (payload: never) => void

/**
 * `portico.getProvider(namespace)`: the provider object is made at once (listeners can be added
 * before anything loads), its implementation (`createNamespaceProvider`) loads on the first
 * request or listener, so a host that never asks for a provider loads none of it; so do the
 * namespace's connection methods (`providerMethods`, from its chain module). Events report the
 * changes since that first use.
 *
 * @example
 * import { createLazyProvider } from './createLazyProvider'
 * const provider = createLazyProvider({ namespace: 'eip155', portico })
 * provider.on('chainChanged', (chainId) => console.log(chainId))
 */
export function createLazyProvider(parameters: { namespace: ChainNamespace; portico: ProviderHost }): PorticoProvider {
  const { namespace, portico } = parameters
  const listeners: ProviderListeners = new Map()
  const load = lazyOnce(async () => {
    // Before the chunk arrives: a change while it loads is then reported once it has.
    const baseline = portico.getState()
    const [{ createNamespaceProvider }, methods] = await Promise.all([
      import('./createNamespaceProvider'),
      portico._internal.hooks.providerMethods.get(namespace)?.promise(),
    ])
    return createNamespaceProvider({ namespace, portico, baseline, listeners, methods })
  })
  const provider: PorticoProvider = {
    namespace,
    request: async (args) => (await load()).request(args),
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener as Listener))
      load().catch((error: unknown) => portico.services.logger.error('Unable to load the provider', error))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
      return provider
    },
  }
  return provider
}
