import type { CaipAddress, ChainNamespace } from '../caip/types'
import { createConnectionStorage } from '../connectors/connectionStorage'
import { InvalidRequestParamsError, NetworkNotFoundError, NotConnectedError, UserRejectedRequestError } from '../connectors/errors'
import type { Portico } from '../createPortico'
import { findNetwork } from '../networks/findNetwork'
import type { PorticoState } from '../store/createStore'
import type { PorticoProvider, PorticoProviderEvent, PorticoProviderEvents, ProviderMethods } from './types'

/**
 * How long the account requests wait for a stored connection to be restored after a reload
 * (wallet rediscovered and asked, WalletConnect session read), in ms; then they answer with
 * what is connected.
 *
 * @example
 * import { PROVIDER_RESTORE_WAIT_MS } from './createNamespaceProvider'
 * PROVIDER_RESTORE_WAIT_MS // 10000
 */
export const PROVIDER_RESTORE_WAIT_MS = 10_000

/** What a namespace provider uses of its Portico instance. */
export type ProviderHost = Pick<Portico, 'getState' | 'subscribe' | 'open' | 'connection' | 'config' | 'services' | 'authorizeRequest' | '_internal'>

/** The provider's listeners by event (kept by `createLazyProvider`, which adds and removes them). */
export type ProviderListeners = Map<PorticoProviderEvent, Set<(payload: never) => void>>

/** Options of {@link createNamespaceProvider}. */
export type CreateNamespaceProviderParameters = {
  namespace: ChainNamespace
  portico: ProviderHost
  /** The state when the provider was first used: events report the changes since (at once, then as they come). */
  baseline: PorticoState
  /** The listeners events are delivered to; one that throws is logged and the others still run. */
  listeners: ProviderListeners
  /** The namespace's connection methods (its chain module's `providerMethods` answer); none: every request goes to the wallet. */
  methods: ProviderMethods | undefined
}

/** What the provider shows of a namespace's connection. */
type ProviderView = { status: 'connecting' | 'connected' | 'disconnected'; accounts: string[]; chainId: string | undefined }

const addressOf = (caipAddress: CaipAddress) => caipAddress.split(':').slice(2).join(':')
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index])

/**
 * The request side and the events of `portico.getProvider(namespace)` (loaded on first use by
 * `createLazyProvider`). The namespace's connection methods are answered from Portico's
 * connection (after `onRpcRequest` allowed them): accounts (waiting for a restore after a
 * reload), request accounts (opening the modal when not connected; closing it without an
 * account of the namespace rejects with 4001), the chain id, and a switch to one of the host's
 * networks (Portico's switch: the connector's switch-or-add path). Every other request goes to
 * the active connection's wallet through `portico.connection.request` (`onRpcRequest` first).
 *
 * @param parameters The namespace, the instance, the baseline state, the listeners and the connection methods.
 * @returns The provider's `request`.
 *
 * @example
 * import { createNamespaceProvider } from './createNamespaceProvider'
 * import { eip155ProviderMethods } from '../../chains/eip155/providerMethods'
 * const { request } = createNamespaceProvider({ namespace: 'eip155', portico, baseline: portico.getState(), listeners: new Map(), methods: eip155ProviderMethods })
 * await request({ method: 'eth_chainId' }) // '0x1'
 */
export function createNamespaceProvider(parameters: CreateNamespaceProviderParameters): Pick<PorticoProvider, 'request'> {
  const { namespace, portico, listeners, methods } = parameters
  const emit = <E extends PorticoProviderEvent>(event: E, payload: PorticoProviderEvents[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (value: PorticoProviderEvents[E]) => void)(payload)
      } catch (error) {
        portico.services.logger.error(`A provider '${event}' listener failed`, error)
      }
    }
  }
  const persisted = createConnectionStorage(portico.services.storage)

  const view = (state: PorticoState): ProviderView => {
    const connection = state.connections[namespace]
    const networkId = connection?.walletNetworkId ?? state.networks.active[namespace]
    return {
      status: connection?.status ?? 'disconnected',
      accounts: connection?.status === 'connected' ? connection.addresses.map(addressOf) : [],
      chainId: networkId && (methods ? methods.formatChainId(networkId) : networkId),
    }
  }
  /** A stored connection not yet restored: the service marks it 'connecting' once it has started. */
  const restorePending = (state: PorticoState) => {
    const status = state.connections[namespace]?.status
    return status === 'connecting' || (status === undefined && persisted.readConnection(namespace).status === 'connected')
  }
  /** Resolves with `check`'s first answer, now or at a later state change; `timeout` answers after `ms`. */
  const until = <T>(check: (state: PorticoState) => T | undefined, timeout?: { ms: number; value: T }) =>
    new Promise<T>((resolve) => {
      const now = check(portico.getState())
      if (now !== undefined) return resolve(now)
      const finish = (value: T) => {
        unsubscribe()
        clearTimeout(timer)
        resolve(value)
      }
      const unsubscribe = portico.subscribe(() => {
        const value = check(portico.getState())
        if (value !== undefined) finish(value)
      })
      const timer = timeout ? setTimeout(() => finish(timeout.value), timeout.ms) : undefined
    })

  const settledAccounts = async () => {
    await until((state) => (restorePending(state) ? undefined : true), { ms: PROVIDER_RESTORE_WAIT_MS, value: true })
    return view(portico.getState()).accounts
  }
  const requestAccounts = async () => {
    const accounts = await settledAccounts()
    if (accounts.length > 0) return accounts
    portico.open()
    const outcome = await until((state) => {
      const status = state.connections[namespace]?.status
      if (status === 'connected') return { accounts: view(state).accounts }
      // Closed with no account of this namespace (and no wallet prompt still pending): declined.
      return !state.modal.open && status !== 'connecting' ? { accounts: undefined } : undefined
    })
    if (!outcome.accounts) throw new UserRejectedRequestError()
    return outcome.accounts
  }
  const chainId = () => {
    const id = view(portico.getState()).chainId
    if (!id) throw new NetworkNotFoundError(namespace)
    return id
  }
  /** Answers a connection method here, after `onRpcRequest` allowed it like any other request. */
  const answer = async (method: string, params: unknown, run: () => unknown) => {
    const connectorId = portico.getState().connections[namespace]?.connectorId
    await portico.authorizeRequest({ namespace, connectorId, method, params })
    return run()
  }

  watchConnection()
  return {
    async request({ method, params }) {
      if (methods) {
        if (method === methods.accounts) return answer(method, params, async () => methods.formatAccounts(await settledAccounts()))
        if (method === methods.requestAccounts) return answer(method, params, async () => methods.formatAccounts(await requestAccounts()))
        if (method === methods.chainId) return answer(method, params, chainId)
        if (method === methods.switchChain?.method) {
          const target = methods.switchChain.target(params)
          if (!target) throw new InvalidRequestParamsError(method)
          // A network the host lists moves through Portico (its state follows); any other goes to the wallet.
          const network = findNetwork(portico.config.networks, target)
          if (network)
            return answer(method, params, async () => {
              await portico.connection.switchNetwork(network.caipNetworkId)
              return null // EIP-3326: null on success
            })
        }
      }
      return portico.connection.request(namespace, params === undefined ? { method } : { method, params })
    },
  }

  /** Emits EIP-1193 events as the namespace's connection changes ('connecting' is transitional). */
  function watchConnection() {
    let last = view(parameters.baseline)
    const check = () => {
      const next = view(portico.getState())
      if (next.status === 'connecting') return
      const previous = last
      last = next
      const connected = next.status === 'connected'
      if (connected !== (previous.status === 'connected')) {
        if (connected && next.chainId) emit('connect', { chainId: next.chainId })
        emit('accountsChanged', next.accounts)
        if (!connected) emit('disconnect', new NotConnectedError(namespace))
        return
      }
      if (!connected) return
      if (!sameList(next.accounts, previous.accounts)) emit('accountsChanged', next.accounts)
      if (next.chainId && next.chainId !== previous.chainId) emit('chainChanged', next.chainId)
    }
    check()
    portico.subscribe(check)
  }
}
