import type UniversalProvider from '@walletconnect/universal-provider'
import type { AlertController } from 'portico'

/** The relayer's event for a fatal socket error (the relay refused the project or the origin). */
const RELAYER_ERROR = 'relayer_error'

/**
 * Maps the provider's relay errors to the spec's alerts (section 8: "origin not allowed, JWT
 * not yet valid, invalid key", each shown once): 'Invalid App Configuration', 'Session Expired'
 * and 'Invalid Project ID'. Returns the unsubscription.
 *
 * @example
 * const stop = watchProviderAlerts(provider, portico.services.alerts)
 */
export function watchProviderAlerts(provider: Pick<UniversalProvider, 'client'>, alerts: Pick<AlertController, 'report'>): () => void {
  const relayer = provider.client.core.relayer
  const onError = (error: unknown) => void alerts.report(error)
  relayer.on(RELAYER_ERROR, onError)
  return () => void relayer.off(RELAYER_ERROR, onError)
}
