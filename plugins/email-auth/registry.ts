import type { PorticoStore } from '../../kernel/store/createStore'
import type { EmailAuthController } from './createEmailAuthController'

// One controller per Portico instance, keyed by its store (webpack's hooks-registry idea).
const controllers = new WeakMap<PorticoStore, EmailAuthController>()

/** Registers the controller of an instance (the plugin's `apply`). */
export function registerController(store: PorticoStore, controller: EmailAuthController): () => void {
  controllers.set(store, controller)
  return () => void controllers.delete(store)
}

/**
 * The email login controller of a Portico instance, for the plugin's views.
 *
 * @example
 * import { getEmailAuthController } from 'portico/plugins/email-auth'
 * await getEmailAuthController(portico).submitEmail('ada@example.com')
 */
export function getEmailAuthController(portico: { store: PorticoStore }): EmailAuthController {
  const controller = controllers.get(portico.store)
  if (!controller) throw new Error('The email-auth plugin is not installed on this Portico instance')
  return controller
}
