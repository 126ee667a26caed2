import type { ChainNamespace, ConnectorInfo } from 'portico'
import { createLazyConnector } from 'portico/services'
import type { WalletConnectConnector, CreateWalletConnectConnectorParameters } from './createWalletConnectConnector'
import { WALLET_CONNECT_ICON } from './icon'
import { createPairingStore } from './pairingStore'
import { CONNECTING_WALLET_CONNECT_VIEW, WALLET_CONNECT_CONNECTOR_ID } from './types'

/**
 * The WalletConnect entry of the connector list, for the namespaces the host's networks use.
 *
 * @example
 * walletConnectInfo(['eip155']).connectView // 'ConnectingWalletConnect'
 */
export function walletConnectInfo(namespaces: ChainNamespace[]): ConnectorInfo {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    imageUrl: WALLET_CONNECT_ICON,
    rdns: undefined,
    namespaces,
    installed: false,
    connectView: CONNECTING_WALLET_CONNECT_VIEW,
  }
}

/**
 * The WALLET_CONNECT connector as the plugin registers it: its list entry and pairing state are
 * there at once, and {@link createWalletConnectConnector}'s module (namespaces, session mapping,
 * one-click sign-in) loads the first time the visitor picks WalletConnect or a stored session is
 * restored. The universal-provider SDK itself loads later still, from `load`.
 *
 * @example
 * const connector = createLazyWalletConnectConnector({ networks: portico.config.networks, load: () => loadProvider(options) })
 * portico.connection.addConnector(connector)
 */
export function createLazyWalletConnectConnector(parameters: CreateWalletConnectConnectorParameters): WalletConnectConnector {
  const pairing = parameters.pairing ?? createPairingStore()
  const namespaces: ChainNamespace[] = [...new Set(parameters.networks.map((network) => network.chainNamespace))]
  const info = walletConnectInfo(namespaces)
  const lazy = createLazyConnector(
    info,
    async () => (await import('./createWalletConnectConnector')).createWalletConnectConnector({ ...parameters, pairing }),
    { signIn: true },
  )
  return Object.assign(lazy, {
    pairing,
    cancelPairing: () => lazy.loaded?.cancelPairing(),
    approvedNamespaces: () => lazy.loaded?.approvedNamespaces() ?? [],
  })
}
