import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { ResolvedConfig } from '../config/types'
import type { KernelHooks } from '../hooks'
import { findNetwork } from '../networks/findNetwork'
import type { CaipNetwork } from '../networks/types'
import type { PorticoServices } from '../services'
import { connectionsSlice } from '../store/connectionsSlice'
import type { PorticoStore } from '../store/createStore'
import { networksSlice } from '../store/networksSlice'
import { CONNECT_VIEW, routerSlice } from '../store/routerSlice'
import { createConnectionStorage } from './connectionStorage'
import { createConnectionViews } from './connectionViews'
import type { Connector, ConnectorAccount, ConnectorEvent } from './types'

/**
 * The shared internals of the connection service: store helpers, persistence, wallet event
 * handling and the restore sync. Not a public API; `createConnectionService` builds on it.
 *
 * @param parameters The instance's store, config, hooks and services.
 * @returns The helpers.
 *
 * @example
 * import { createConnectionContext } from './connectionContext'
 * const context = createConnectionContext({ store, config, hooks, services })
 * context.networkFor('eip155') // the active EVM network
 */
export function createConnectionContext(parameters: {
  store: PorticoStore
  config: ResolvedConfig
  hooks: KernelHooks
  services: PorticoServices
}) {
  const { store, config, hooks, services } = parameters
  const { logger, analytics } = services
  const persisted = createConnectionStorage(services.storage)
  const views = createConnectionViews({ store, analytics })
  const connectors = new Map<string, Connector>()
  const subscriptions = new Map<ChainNamespace, () => void>()

  const state = () => store.getState()
  const connection = (namespace: ChainNamespace) => state().connections[namespace]
  /** The connector of a connected namespace. */
  const connectedConnector = (namespace: ChainNamespace) => {
    const current = connection(namespace)
    return current?.status === 'connected' && current.connectorId ? connectors.get(current.connectorId) : undefined
  }
  const networkFor = (namespace: ChainNamespace): CaipNetwork | undefined =>
    findNetwork(config.networks, state().networks.active[namespace]) ?? config.networks.find((n) => n.chainNamespace === namespace)
  const stillConnecting = (namespace: ChainNamespace, connectorId: string) => {
    const current = connection(namespace)
    return current?.status === 'connecting' && current.connectorId === connectorId
  }

  const applyAccounts = (namespace: ChainNamespace, connectorId: string, accounts: readonly ConnectorAccount[]) => {
    const [first] = accounts
    if (!first) return
    const addresses = accounts.map((a) => a.caipAddress)
    const { accountType, networkId: walletNetworkId, caipAddress } = first
    store.dispatch(connectionsSlice.actions.connected({ namespace, caipAddress, connectorId, accountType, addresses, walletNetworkId }))
    persisted.saveConnection(namespace, connectorId, caipAddress)
  }
  /** Re-labels the connected addresses with another network (a CAIP-10 address carries its chain). */
  const relabel = (namespace: ChainNamespace, networkId: CaipNetworkId) => {
    const current = connection(namespace)
    if (current?.status !== 'connected' || !current.caipAddress || !current.connectorId) return
    const move = (caip: CaipAddress) => `${networkId}:${caip.split(':').slice(2).join(':')}` as CaipAddress
    const caipAddress = move(current.caipAddress)
    const { connectorId, accountType } = current
    const addresses = current.addresses.map(move)
    store.dispatch(
      connectionsSlice.actions.connected({ namespace, caipAddress, connectorId, accountType, addresses, walletNetworkId: networkId }),
    )
    persisted.saveConnection(namespace, connectorId, caipAddress)
  }
  /** Follows the wallet's network: selected when the host lists it, else the UnsupportedChain view. */
  const followWalletNetwork = (namespace: ChainNamespace, walletNetworkId: CaipNetworkId): boolean => {
    const listed = findNetwork(config.networks, walletNetworkId)
    if (listed) {
      store.dispatch(networksSlice.actions.networkSelected(listed.caipNetworkId))
      persisted.lastUsedChain.set(listed.caipNetworkId)
      return true
    }
    store.dispatch(networksSlice.actions.namespaceActivated(namespace))
    views.showUnsupportedChain(namespace, walletNetworkId)
    return false
  }
  /** Runs `onConnect`; a failing tap is logged and never undoes the connection. */
  const runOnConnect = async (namespace: ChainNamespace, connectorId: string, account: ConnectorAccount) => {
    try {
      await hooks.onConnect.promise({ namespace, caipAddress: account.caipAddress, connectorId, accountType: account.accountType })
    } catch (error) {
      logger.error('An onConnect tap failed', error)
    }
  }

  const unsubscribe = (namespace: ChainNamespace) => {
    subscriptions.get(namespace)?.()
    subscriptions.delete(namespace)
  }
  const finishDisconnect = async (namespace: ChainNamespace, connectorId: string | undefined) => {
    unsubscribe(namespace)
    store.dispatch(connectionsSlice.actions.disconnected({ namespace }))
    persisted.clearConnection(namespace)
    store.dispatch(routerSlice.actions.reset({ view: CONNECT_VIEW }))
    analytics.track('DISCONNECT_SUCCESS', { namespace, connector: connectorId })
    try {
      await hooks.onDisconnect.promise({ namespace, connectorId })
    } catch (error) {
      logger.error('An onDisconnect tap failed', error)
    }
  }
  const onWalletEvent = (namespace: ChainNamespace, connectorId: string, event: ConnectorEvent) => {
    if (connection(namespace)?.connectorId !== connectorId) return
    if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
      void finishDisconnect(namespace, connectorId)
    } else if (event.type === 'accountsChanged') {
      const before = connection(namespace)?.caipAddress
      applyAccounts(namespace, connectorId, event.accounts)
      const [first] = event.accounts
      if (first && first.caipAddress !== before) void runOnConnect(namespace, connectorId, first)
    } else {
      store.dispatch(connectionsSlice.actions.walletNetworkChanged({ namespace, walletNetworkId: event.networkId }))
      relabel(namespace, event.networkId)
      if (followWalletNetwork(namespace, event.networkId)) views.leaveUnsupportedChain()
    }
  }
  const subscribe = (namespace: ChainNamespace, connector: Connector) => {
    unsubscribe(namespace)
    const id = connector.info.id
    subscriptions.set(namespace, connector.subscribe((event) => onWalletEvent(namespace, id, event)))
  }

  /** Brings a restored ('connecting') namespace in sync with the wallet, without prompting (spec section 4). */
  const sync = async (namespace: ChainNamespace, connector: Connector) => {
    const id = connector.info.id
    const network = networkFor(namespace)
    let accounts: ConnectorAccount[] = []
    try {
      if (network) accounts = await connector.reconnect({ network })
    } catch (error) {
      logger.warn(`Unable to restore the ${namespace} connection`, error)
    }
    if (!stillConnecting(namespace, id)) return
    const [first] = accounts
    if (!first) {
      store.dispatch(connectionsSlice.actions.syncFailed({ namespace }))
      persisted.clearConnection(namespace)
      return
    }
    applyAccounts(namespace, id, accounts)
    subscribe(namespace, connector)
    followWalletNetwork(namespace, first.networkId)
    await runOnConnect(namespace, id, first)
  }

  return {
    persisted,
    views,
    connectors,
    subscriptions,
    connection,
    connectedConnector,
    networkFor,
    stillConnecting,
    applyAccounts,
    relabel,
    followWalletNetwork,
    runOnConnect,
    subscribe,
    unsubscribe,
    finishDisconnect,
    sync,
  }
}

/**
 * What {@link createConnectionContext} returns.
 *
 * @example
 * import type { ConnectionContext } from './connectionContext'
 * const connectedIds = (context: ConnectionContext) => [...context.connectors.keys()]
 */
export type ConnectionContext = ReturnType<typeof createConnectionContext>
