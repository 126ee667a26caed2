import type { PorticoStore } from '../../../kernel/store/createStore'
import { SiwxNotEnabledError } from '../errors'
import type { SiwxController } from './createSiwxController'

// One controller per instance, keyed by its store (the store is shared by the plugin context and the Portico object).
const controllers = new WeakMap<PorticoStore, SiwxController>()

/** Registers an instance's controller; returns its removal. Internal. */
export function registerSiwx(store: PorticoStore, controller: SiwxController): () => void {
  controllers.set(store, controller)
  return () => void controllers.delete(store)
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
export function getSiwx(portico: { store: PorticoStore }): SiwxController {
  const controller = controllers.get(portico.store)
  if (!controller) throw new SiwxNotEnabledError()
  return controller
}
