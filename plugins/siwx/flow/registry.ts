import { createInstanceRegistry, type PorticoStore } from 'portico'
import { SiwxNotEnabledError } from '../errors'
import type { SiwxController } from './createSiwxController'

const controllers = createInstanceRegistry<SiwxController>(() => new SiwxNotEnabledError())

/**
 * Registers an instance's controller and starts its network-change watch; returns the removal
 * (which stops the watch). Internal.
 */
export function registerSiwx(store: PorticoStore, controller: SiwxController): () => void {
  const remove = controllers.register(store, controller)
  const stop = controller.watchNetworkChanges()
  return () => {
    stop()
    remove()
  }
}

/**
 * The sign-in flow of a Portico instance with the siwx plugin installed: `requestSignIn`,
 * `cancel`, `signOut`, `getSessions`. Throws 'SIWX is not enabled' when the plugin is not
 * installed.
 *
 * @example
 * import { getSiwx } from 'portico/plugins/siwx'
 * await getSiwx(portico).signOut()
 */
export const getSiwx = controllers.get
