import type UniversalProvider from '@walletconnect/universal-provider'
import type { AlertController, ResolvedConfig } from 'portico'
import { ProjectIdNotConfiguredError } from './errors'
import { loadProvider } from './loadProvider'
import { watchProviderAlerts } from './providerAlerts'
import { DEFAULT_RELAY_URL, type WalletConnectOptions } from './types'

/**
 * The connector's provider, as the plugin starts it when the connector first needs one (a pick
 * of WalletConnect, a stored session restored): the config's project id (else 'Project ID Not
 * Configured'), relay and metadata with the plugin's options; a failure to load is reported as
 * an alert, and so are the relay's fatal errors from then on (`stopAlerts` ends that).
 *
 * @example
 * const { provider, stopAlerts } = await startProvider(portico.config, {}, portico.services.alerts)
 */
export async function startProvider(
  config: ResolvedConfig,
  options: WalletConnectOptions,
  alerts: Pick<AlertController, 'report'>,
): Promise<{ provider: UniversalProvider; stopAlerts: () => void }> {
  if (!config.projectId) throw new ProjectIdNotConfiguredError()
  const provider = await loadProvider({
    projectId: config.projectId,
    relayUrl: config.relayUrl ?? DEFAULT_RELAY_URL,
    metadata: config.metadata,
    telemetryEnabled: options.telemetryEnabled ?? false,
    verify: options.verify ?? true,
    logLevel: options.logLevel ?? config.logLevel,
  }).catch((error: unknown) => {
    alerts.report(error)
    throw error
  })
  return { provider, stopAlerts: watchProviderAlerts(provider, alerts) }
}
