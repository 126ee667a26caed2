import { type ChainNamespace, definePlugin, type PluginDefinition, type ViewComponent } from 'portico'
import eip155Chain from 'portico/chains/eip155'
import solanaChain from 'portico/chains/solana'
import { readStoredConnectorId } from 'portico/services'
import { createLazyWalletConnectConnector } from './createLazyWalletConnectConnector'
import { QR_STYLES } from './styles'
import { CONNECTING_WALLET_CONNECT_BASIC_VIEW, CONNECTING_WALLET_CONNECT_VIEW, WALLET_CONNECT_CONNECTOR_ID, type WalletConnectOptions } from './types'

export { buildNamespaces, namespaceOfMethod, WALLET_METHODS, DEFAULT_EVENTS } from './namespaces'
export type { RequestedNamespace } from './namespaces'
export { accountsForNetwork, approvedAccounts } from './sessionAccounts'
export { createWalletConnectConnector } from './createWalletConnectConnector'
export { createLazyWalletConnectConnector } from './createLazyWalletConnectConnector'
export type { CreateWalletConnectConnectorParameters, WalletConnectConnector } from './createWalletConnectConnector'
export { createPairingStore } from './pairingStore'
export type { PairingState, PairingStore } from './pairingStore'
export { walletDeepLink } from './deepLink'
export { loadProvider } from './loadProvider'
export type { LoadProviderParameters } from './loadProvider'
export { ProjectIdNotConfiguredError, WalletConnectRequestError } from './errors'
export { WALLET_CONNECT_ICON } from './icon'
export {
  CONNECTING_WALLET_CONNECT_BASIC_VIEW,
  CONNECTING_WALLET_CONNECT_VIEW,
  DEFAULT_RELAY_URL,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  WALLET_CONNECT_CONNECTOR_ID,
} from './types'
export type { PairingClock, WalletConnectOptions } from './types'

/** The walletconnect plugin's id. */
export const PLUGIN_ID = 'walletconnect'

/**
 * The walletconnect plugin (spec sections 2, 3, 4, 7 and 9): adds the WALLET_CONNECT connector
 * (universal-provider, loaded on first use with the config's `projectId`, `metadata` and
 * `relayUrl`) and its ConnectingWalletConnect QR view. A session approved for several
 * namespaces connects each one the host lists. Does nothing when `enableWalletConnect` is false.
 *
 * @example
 * import { createPortico, mainnet, solana } from 'portico'
 * import walletConnect from 'portico/plugins/walletconnect'
 * const portico = createPortico({
 *   networks: [mainnet, solana],
 *   projectId: 'your-project-id',
 *   metadata: { name: 'My dapp', description: 'Swap things', url: 'https://dapp.example', icons: [] },
 *   plugins: [walletConnect()],
 * })
 */
export default function walletConnect(options: WalletConnectOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    // Balances, names and receiver checks of the EVM and Solana accounts a session brings.
    requires: [eip155Chain(), solanaChain()],
    // Every text is the QR view's: they load with it.
    viewTexts: async () => (await import('./views/texts')).walletConnectTexts,
    views: {
      [CONNECTING_WALLET_CONNECT_VIEW]: {
        title: 'WalletConnect',
        load: async () => ({ default: (await import('./views/ConnectingWalletConnectView')).default as ViewComponent }),
      },
      [CONNECTING_WALLET_CONNECT_BASIC_VIEW]: {
        title: 'WalletConnect',
        load: async () => ({ default: (await import('./views/ConnectingWalletConnectView')).ConnectingWalletConnectBasicView as ViewComponent }),
      },
    },
    apply({ config, connection, hooks, store, services }) {
      if (!config.enableWalletConnect) return
      let stopAlerts: (() => void) | undefined
      const connector = createLazyWalletConnectConnector({
        networks: config.networks,
        pairingExpiryMs: options.pairingExpiryMs,
        clock: options.clock,
        load: async () => {
          const started = await (await import('./startProvider')).startProvider(config, options, services.alerts)
          stopAlerts = started.stopAlerts
          return started.provider
        },
      })
      hooks.styles.tap((sheets) => [...sheets, QR_STYLES])

      // A stored WalletConnect connection is restored by the kernel when the connector is added
      // after its restore step marked the namespace 'connecting'; otherwise add it now.
      const hostNamespaces = [...new Set(config.networks.map((n) => n.chainNamespace))]
      const stored = hostNamespaces.some((namespace) => readStoredConnectorId(services.storage, namespace) === WALLET_CONNECT_CONNECTOR_ID)
      let remove: (() => void) | undefined
      const add = () => void (remove ??= connection.addConnector(connector))
      let unwatch: (() => void) | undefined
      if (!stored) add()
      else {
        unwatch = store.subscribe(() => {
          const { connections, modal } = store.getState()
          const restoring = Object.values(connections).some((c) => c?.status === 'connecting' && c.connectorId === WALLET_CONNECT_CONNECTOR_ID)
          if (!restoring && !modal.open) return
          unwatch?.()
          unwatch = undefined
          queueMicrotask(add)
        })
      }

      // One session may approve several namespaces: connect each other one the host lists (that
      // code loads with the first WalletConnect connection).
      const connectOthers = (others: ChainNamespace[]) =>
        import('./connectOtherNamespaces').then(
          ({ connectOtherNamespaces }) => connectOtherNamespaces({ store, connection, logger: services.logger }, others),
          (error: unknown) => services.logger.warn('Unable to connect the other namespaces over WalletConnect', error),
        )
      hooks.onConnect.tapPromise(async (event) => {
        if (event.connectorId !== WALLET_CONNECT_CONNECTOR_ID) return
        const { connections } = store.getState()
        const others = connector
          .approvedNamespaces()
          .filter((namespace) => namespace !== event.namespace && hostNamespaces.includes(namespace) && (connections[namespace]?.status ?? 'disconnected') === 'disconnected')
        if (others.length > 0) setTimeout(() => void connectOthers(others), 0)
      })

      return () => {
        unwatch?.()
        stopAlerts?.()
        connector.cancelPairing()
        remove?.()
      }
    },
  })
}
