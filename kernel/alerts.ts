import { connectorMessages } from './connectors/errors'
import { messages } from './errors/messages'
import type { ToastController } from './toast'

/** The configuration alerts of spec section 8, with their exact texts. */
export const alertMessages = {
  networkNotFound: connectorMessages.networkNotFound,
  invalidAppConfiguration: 'Invalid App Configuration',
  sessionExpired: 'Session Expired',
  invalidProjectId: 'Invalid Project ID',
  projectIdNotConfigured: messages.projectIdNotConfigured,
} as const

/** One of the alert texts. */
export type AlertMessage = (typeof alertMessages)[keyof typeof alertMessages]

/**
 * Provider errors mapped to alerts (spec section 8: "origin not allowed, JWT not yet valid,
 * invalid key"): a fragment of the error text a wallet-connection provider or its relay reports,
 * and the alert it stands for. A JWT that is not yet valid means the visitor's clock is off.
 */
export const providerErrorAlerts: readonly { fragment: string; alert: AlertMessage }[] = [
  { fragment: 'origin not allowed', alert: alertMessages.invalidAppConfiguration },
  { fragment: 'jwt token is not yet valid', alert: alertMessages.sessionExpired },
  { fragment: 'invalid key', alert: alertMessages.invalidProjectId },
]

/**
 * The alert a provider error stands for, or `undefined` (the text is compared case-insensitively;
 * a string or an error's `message` is read).
 *
 * @example
 * import { providerErrorAlert } from 'portico'
 * providerErrorAlert(new Error('Unauthorized: invalid key')) // 'Invalid Project ID'
 */
export function providerErrorAlert(error: unknown): AlertMessage | undefined {
  const text = typeof error === 'string' ? error : error instanceof Error ? error.message : typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : ''
  const lower = text.toLowerCase()
  return providerErrorAlerts.find(({ fragment }) => lower.includes(fragment))?.alert
}

/** Shows the configuration alerts, each once per instance (spec section 8). */
export type AlertController = {
  /** Shows `message` as an error toast unless it was shown before. */
  raise(message: AlertMessage): void
  /** Raises the alert a provider error stands for, if any; answers whether one did. Never throws. */
  report(error: unknown): boolean
  /** Whether `message` was already shown. */
  wasShown(message: AlertMessage): boolean
}

/**
 * The alerts of one instance, shown through its toast.
 *
 * @example
 * const alerts = createAlertController(services.toast)
 * alerts.raise('Network Not Found') // shown
 * alerts.raise('Network Not Found') // not again
 */
export function createAlertController(toast: Pick<ToastController, 'show'>): AlertController {
  const shown = new Set<AlertMessage>()
  const raise = (message: AlertMessage) => {
    if (shown.has(message)) return
    shown.add(message)
    toast.show({ message, variant: 'error' })
  }
  return {
    raise,
    report(error) {
      const alert = providerErrorAlert(error)
      if (alert) raise(alert)
      return alert !== undefined
    },
    wasShown: (message) => shown.has(message),
  }
}
