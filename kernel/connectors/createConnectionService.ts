import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import type { ResolvedConfig } from '../config/types'
import { RpcNotAllowedError } from '../errors/kernelErrors'
import type { KernelHooks } from '../hooks'
import { findNetwork } from '../networks/findNetwork'
import type { CaipNetwork } from '../networks/types'
import { alertMessages } from '../alerts'
import type { PorticoServices } from '../services'
import { connectionsSlice } from '../store/connectionsSlice'
import type { NamespaceConnection } from '../store/connectionsSlice'
import { connectorsSlice } from '../store/connectorsSlice'
import type { PorticoStore } from '../store/createStore'
import { networksSlice } from '../store/networksSlice'
import { createStaticCatalog } from './catalog/createStaticCatalog'
import { DEFAULT_CATALOG_WALLETS } from './catalog/defaultWallets'
import type { WalletCatalog } from './catalog/types'
import { createConnectionContext } from './connectionContext'
import { ChainNotSupportedError, ConnectorNotFoundError, NetworkNotFoundError, NotConnectedError, UserRejectedRequestError } from './errors'
import type { Connector, ConnectorAccount } from './types'

/**
 * How long `start` waits for a stored wallet to be discovered again before giving up, in ms.
 *
 * @example
 * import { RESTORE_TIMEOUT_MS } from 'portico/services'
 * RESTORE_TIMEOUT_MS // 1000
 */
export const RESTORE_TIMEOUT_MS = 1000

/**
 * Options of {@link createConnectionService}.
 *
 * @example
 * import type { CreateConnectionServiceParameters } from 'portico'
 * const p: CreateConnectionServiceParameters = { store, config, hooks, services }
 */
export type CreateConnectionServiceParameters = {
  store: PorticoStore
  config: ResolvedConfig
  hooks: KernelHooks
  services: PorticoServices
  /** Wallet catalog; default the bundled list (`DEFAULT_CATALOG_WALLETS`). */
  catalog?: WalletCatalog | undefined
  /** Wait for a stored wallet to be rediscovered, in ms; default {@link RESTORE_TIMEOUT_MS}. */
  restoreTimeoutMs?: number | undefined
}

/**
 * The connection service of one instance (`portico.connection`).
 *
 * @example
 * import type { ConnectionService } from 'portico'
 * async function pick(connection: ConnectionService, id: string) { await connection.connect(id) }
 */
export type ConnectionService = {
  /** Restores the stored connection (with the connectors plugins add) and follows wallet events; returns a stop function. */
  start(): () => void
  /** Connects a wallet by connector id; rethrows wallet errors (`UserRejectedRequestError`...). */
  connect(connectorId: string): Promise<void>
  /** Disconnects one namespace, or every connected namespace. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Selects a network (and moves the wallet when it is connected on the active namespace). */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** A wallet request, after `onRpcRequest` allowed it. */
  request(namespace: ChainNamespace, args: { method: string; params?: unknown }): Promise<unknown>
  getConnector(id: string): Connector | undefined
  /** Registers a connector made elsewhere (WalletConnect, embedded wallet); returns its removal. */
  addConnector(connector: Connector): () => void
  /** The wallet catalog (featured, recommended, All Wallets). */
  readonly catalog: WalletCatalog
}

/**
 * Creates the connection service (spec sections 2, 3, 4, 6 and 7): the connectors plugins add
 * (each chain module lists its namespace's browser wallets), connect with recent wallets and
 * persistence, restore after reload ('connected' -> 'connecting' -> synced), wallet events,
 * network switching, authorised requests and disconnect.
 *
 * @param parameters The instance's store, config, hooks and services.
 * @returns The service; call `start()` in the browser.
 *
 * @example
 * import type { CreateConnectionServiceParameters } from 'portico'
 * import { createConnectionService } from 'portico/services'
 * declare const parameters: CreateConnectionServiceParameters // the instance's store, config, hooks and services
 * const connection = createConnectionService(parameters)
 * const stop = connection.start()
 * await connection.connect('io.metamask')
 */
export function createConnectionService(parameters: CreateConnectionServiceParameters): ConnectionService {
  const { store, config, hooks, services, restoreTimeoutMs = RESTORE_TIMEOUT_MS } = parameters
  const { logger, analytics } = services
  const context = createConnectionContext({ store, config, hooks, services })
  const { persisted, views, connectors, connection, networkFor, stillConnecting } = context
  const pendingRestores = new Map<string, ChainNamespace[]>()
  const hostNamespaces = [...new Set(config.networks.map((n) => n.chainNamespace))]
  let stopService: (() => void) | undefined

  const addConnector = (connector: Connector) => {
    const { id } = connector.info
    connectors.set(id, connector)
    store.dispatch(connectorsSlice.actions.connectorsAdded([connector.info]))
    resumeRestores(connector)
    return () => removeConnector(id)
  }
  /** Syncs the namespaces whose stored connection waits for this connector. */
  const resumeRestores = (connector: Connector) => {
    const waiting = pendingRestores.get(connector.info.id) ?? []
    pendingRestores.delete(connector.info.id)
    for (const namespace of waiting) void context.sync(namespace, connector)
  }
  const removeConnector = (id: string) => {
    if (connectors.delete(id)) store.dispatch(connectorsSlice.actions.connectorRemoved(id))
  }
  /** Restores the last used chain, the recent wallets and each stored 'connected' as 'connecting'. */
  const restore = () => {
    const lastUsed = findNetwork(config.networks, persisted.lastUsedChain.get())
    store.dispatch(networksSlice.actions.networkSelected((lastUsed ?? config.defaultNetwork).caipNetworkId))
    store.dispatch(connectorsSlice.actions.recentWalletsRestored(persisted.readRecent()))
    for (const namespace of hostNamespaces) {
      const { status, connectorId } = persisted.readConnection(namespace)
      // Already connected in this store (a second start, e.g. React StrictMode): nothing to restore.
      if (status !== 'connected' || !connectorId || connection(namespace)?.status === 'connected') continue
      store.dispatch(connectionsSlice.actions.restored({ namespace, status, connectorId }))
      pendingRestores.set(connectorId, [...(pendingRestores.get(connectorId) ?? []), namespace])
    }
  }
  const giveUpRestores = () => {
    for (const namespace of [...pendingRestores.values()].flat()) {
      store.dispatch(connectionsSlice.actions.syncFailed({ namespace }))
      persisted.clearConnection(namespace)
    }
    pendingRestores.clear()
  }
  /** Puts a namespace back as it was before a failed connect. */
  const rollBack = (namespace: ChainNamespace, previous: NamespaceConnection | undefined) => {
    if (previous?.status === 'connected' && previous.caipAddress && previous.connectorId) {
      const { caipAddress, connectorId, accountType, addresses, walletNetworkId } = previous
      store.dispatch(connectionsSlice.actions.connected({ namespace, caipAddress, connectorId, accountType, addresses, walletNetworkId }))
    } else store.dispatch(connectionsSlice.actions.disconnected({ namespace }))
  }

  return {
    catalog: parameters.catalog ?? createStaticCatalog(DEFAULT_CATALOG_WALLETS),
    getConnector: (id) => connectors.get(id),
    addConnector,
    start() {
      if (stopService) return stopService
      restore()
      // Connectors plugins added before start (browser wallets the chain modules discovered,
      // WalletConnect, the embedded wallet) restore too; later ones as they are added.
      for (const connector of connectors.values()) resumeRestores(connector)
      // A stored wallet not listed yet gets a grace period; then its namespace is disconnected.
      const timer = pendingRestores.size > 0 ? setTimeout(giveUpRestores, restoreTimeoutMs) : undefined
      stopService = () => {
        if (timer !== undefined) clearTimeout(timer)
        for (const namespace of [...context.subscriptions.keys()]) context.unsubscribe(namespace)
        pendingRestores.clear()
        stopService = undefined
      }
      return stopService
    },
    async connect(connectorId) {
      const connector = connectors.get(connectorId)
      if (!connector) throw new ConnectorNotFoundError(connectorId)
      const active = store.getState().networks.activeNamespace
      const namespace = connector.info.namespaces.includes(active) ? active : connector.info.namespaces[0]
      const network = namespace ? networkFor(namespace) : undefined
      if (!namespace || !network) throw new ChainNotSupportedError({ chain: connector.info.namespaces.join(',') })
      const previous = connection(namespace)
      store.dispatch(connectionsSlice.actions.connecting({ namespace, connectorId }))
      let accounts: ConnectorAccount[]
      try {
        accounts = await connector.connect({ network })
        if (accounts.length === 0) throw new UserRejectedRequestError()
      } catch (error) {
        if (stillConnecting(namespace, connectorId)) rollBack(namespace, previous)
        const reason = error instanceof UserRejectedRequestError ? 'rejected' : 'error'
        analytics.track('CONNECT_ERROR', { namespace, connector: connectorId, reason })
        throw error
      }
      const [first] = accounts
      if (!first || !stillConnecting(namespace, connectorId)) return
      context.applyAccounts(namespace, connectorId, accounts)
      context.subscribe(namespace, connector)
      store.dispatch(connectorsSlice.actions.recentWalletUsed(connectorId))
      persisted.saveRecent(store.getState().connectors.recent, store.getState().connectors.list)
      if (!context.followWalletNetwork(namespace, first.networkId)) persisted.lastUsedChain.set(network.caipNetworkId)
      await context.runOnConnect(namespace, connectorId, first)
      analytics.track('CONNECT_SUCCESS', { namespace, connector: connectorId })
      // An onConnect tap may have disconnected (a failed sign-in): then the modal stays as it left it.
      if (connection(namespace)?.status === 'connected') views.closeAfterConnect()
    },
    async disconnect(namespace) {
      const namespaces = namespace
        ? [namespace]
        : (Object.keys(store.getState().connections) as ChainNamespace[]).filter((n) => connection(n)?.status !== 'disconnected')
      for (const target of namespaces) {
        const connectorId = connection(target)?.connectorId
        context.unsubscribe(target)
        try {
          await (connectorId ? connectors.get(connectorId) : undefined)?.disconnect()
        } catch (error) {
          logger.warn(`Unable to disconnect ${connectorId ?? target}`, error)
        }
        await context.finishDisconnect(target, connectorId)
      }
    },
    async switchNetwork(caipNetworkId) {
      const network = findNetwork(config.networks, caipNetworkId)
      if (!network) {
        // A network the host did not list: the spec's alert, once, and the error to the caller.
        services.alerts.raise(alertMessages.networkNotFound)
        throw new NetworkNotFoundError(caipNetworkId)
      }
      const namespace = network.chainNamespace
      const connector = context.connectedConnector(namespace)
      if (connector && connection(namespace)?.caipAddress && namespace === store.getState().networks.activeNamespace) {
        await connector.switchNetwork(network)
        store.dispatch(networksSlice.actions.networkSelected(network.caipNetworkId))
        context.relabel(namespace, network.caipNetworkId)
      } else {
        store.dispatch(networksSlice.actions.networkSelected(network.caipNetworkId))
        if (connector) await syncAccount(namespace, connector, network)
      }
      persisted.lastUsedChain.set(network.caipNetworkId)
      analytics.track('SWITCH_NETWORK', { network: network.caipNetworkId })
      views.leaveUnsupportedChain()
    },
    async request(namespace, { method, params }) {
      const connector = context.connectedConnector(namespace)
      if (!connector) throw new NotConnectedError(namespace)
      const decision = await hooks.onRpcRequest.promise({ namespace, connectorId: connector.info.id, method, params })
      if (decision?.action === 'reject') throw new RpcNotAllowedError(method, decision.message)
      return connector.request(params === undefined ? { method } : { method, params })
    },
  }

  /** "Set the network and sync the account" (spec section 4): a failed sync keeps the connection. */
  async function syncAccount(namespace: ChainNamespace, connector: Connector, network: CaipNetwork) {
    try {
      const accounts = await connector.reconnect({ network })
      if (accounts.length > 0) context.applyAccounts(namespace, connector.info.id, accounts)
    } catch (error) {
      logger.warn(`Unable to sync the ${namespace} account`, error)
    }
  }
}
