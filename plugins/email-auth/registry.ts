import { createInstanceRegistry } from '../../kernel/instanceRegistry'
import type { EmailAuthController } from './createEmailAuthController'

const controllers = createInstanceRegistry<EmailAuthController>(() => new Error('The email-auth plugin is not installed on this Portico instance'))

/** Registers the controller of an instance (the plugin's `apply`); returns its removal. */
export const registerController = controllers.register

/**
 * The email login controller of a Portico instance, for the plugin's views.
 *
 * @example
 * import { getEmailAuthController } from 'portico/plugins/email-auth'
 * await getEmailAuthController(portico).submitEmail('ada@example.com')
 */
export const getEmailAuthController = controllers.get
