import type UniversalProvider from '@walletconnect/universal-provider'
import type { DappMetadata, LogLevel } from 'portico'

/** What {@link loadProvider} needs. */
export type LoadProviderParameters = {
  projectId: string
  relayUrl: string
  metadata: DappMetadata | undefined
  telemetryEnabled: boolean
  verify: boolean
  logLevel: LogLevel
}

/**
 * Loads `@walletconnect/universal-provider` with a dynamic import (never in the initial
 * bundle) and creates the provider; a session stored by an earlier page load is restored by
 * the SDK. With `verify: false` the Verify API attestation is skipped for this provider only.
 *
 * @example
 * const provider = await loadProvider({ projectId: 'abc', relayUrl: 'wss://relay.walletconnect.org', metadata: undefined, telemetryEnabled: false, verify: true, logLevel: 'error' })
 */
export async function loadProvider(parameters: LoadProviderParameters): Promise<UniversalProvider> {
  const { default: Provider } = await import('@walletconnect/universal-provider')
  const provider = await Provider.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    telemetryEnabled: parameters.telemetryEnabled,
    // The SDK logs routine events at warn ("Relayer connected", expirer misses), so Portico's
    // warn level maps to its error level; its real failures also reject the calls we make.
    logger: parameters.logLevel === 'warn' ? 'error' : parameters.logLevel,
    ...(parameters.metadata ? { metadata: parameters.metadata } : {}),
  })
  if (!parameters.verify) {
    // The SDK has no switch for Verify outside its test mode: the attestation of this provider's
    // proposals is skipped by answering "no attestation", which is what the SDK does on failure.
    const verify = provider.client.core.verify
    verify.register = async () => undefined
  }
  return provider
}
