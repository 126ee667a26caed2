import { createInstanceRegistry } from '../../../kernel/instanceRegistry'
import { SiwxNotEnabledError } from '../errors'
import type { SiwxController } from './createSiwxController'

const controllers = createInstanceRegistry<SiwxController>(() => new SiwxNotEnabledError())

/** Registers an instance's controller; returns its removal. Internal. */
export const registerSiwx = controllers.register

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
