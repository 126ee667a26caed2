import { createInstanceRegistry } from 'portico'
import type { LazyOnce } from 'portico/services'
import type { EmailAuthController } from './createEmailAuthController'

const controllers = createInstanceRegistry<LazyOnce<EmailAuthController>>(() => new Error('The email-auth plugin is not installed on this Portico instance'))

/** Files an instance's controller loader (the plugin does, at install). */
export const registerController = controllers.register

/**
 * The email login's controller of an instance, loading it on first use (the plugin keeps its
 * code, the frame channel and its protocol out of the page's first bundle). Throws when the
 * plugin is not installed.
 *
 * @example
 * import { loadEmailAuthController } from 'portico/plugins/email-auth'
 * const controller = await loadEmailAuthController(portico)
 * await controller.submitEmail('ada@example.com')
 */
export const loadEmailAuthController = (portico: Parameters<typeof controllers.get>[0]): Promise<EmailAuthController> => controllers.get(portico)()

/**
 * The controller, once loaded (after a connect, a restore, an email view or
 * {@link loadEmailAuthController}); throws before that, and when the plugin is not installed.
 *
 * @example
 * import { getEmailAuthController } from 'portico/plugins/email-auth'
 * getEmailAuthController(portico).connectorId // 'portico-email'
 */
export function getEmailAuthController(portico: Parameters<typeof controllers.get>[0]): EmailAuthController {
  const loaded = controllers.get(portico).current
  if (!loaded) throw new Error('The email login has not loaded yet: use `await loadEmailAuthController(portico)`')
  return loaded
}

/**
 * The controller in one of the plugin's views that drive it (OTP, device, settings, approval):
 * those views load together with the controller (their registrations wait for both), so it is
 * at hand when they draw and nothing suspends on it. Throws when the controller has not loaded.
 */
export function useEmailAuthController(portico: Parameters<typeof controllers.get>[0]): EmailAuthController {
  return getEmailAuthController(portico)
}
