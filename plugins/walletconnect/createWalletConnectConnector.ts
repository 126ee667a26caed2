import type UniversalProvider from '@walletconnect/universal-provider'
import * as z from 'zod/mini'
import type { CaipNetworkId, ChainNamespace } from '../../kernel/caip/types'
import { ChainNotSupportedError, NotConnectedError, UserRejectedRequestError, normalizeWalletError } from '../../kernel/connectors/errors'
import type { Connector, ConnectorAccount, ConnectorEvent } from '../../kernel/connectors/types'
import type { CaipNetwork } from '../../kernel/networks/types'
import { WalletConnectRequestError } from './errors'
import { buildNamespaces, namespaceOfMethod } from './namespaces'
import { createPairingStore, type PairingStore } from './pairingStore'
import { accountsForNetwork, approvedAccounts } from './sessionAccounts'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS, WALLET_CONNECT_CONNECTOR_ID, CONNECTING_WALLET_CONNECT_VIEW, type PairingClock } from './types'
import { WALLET_CONNECT_ICON } from './icon'

/** Parameters of {@link createWalletConnectConnector}. */
export type CreateWalletConnectConnectorParameters = {
  /** The host's networks: the requested namespaces, chains and `rpcMap`. */
  networks: readonly CaipNetwork[]
  /** Loads and creates the provider (called once, on first need). */
  load: () => Promise<UniversalProvider>
  pairingExpiryMs?: number | undefined
  clock?: PairingClock | undefined
}

/** The WalletConnect connector: a {@link Connector} plus its pairing state for the QR view. */
export type WalletConnectConnector = Connector & {
  readonly pairing: PairingStore
  /** Stops waiting for a wallet: the pending `connect` rejects as declined. */
  cancelPairing(): void
  /** Namespaces the current session approved ([] without a session). */
  approvedNamespaces(): ChainNamespace[]
}

const defaultClock: PairingClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}
const sessionEvent = z.looseObject({
  topic: z.string(),
  params: z.looseObject({ chainId: z.string(), event: z.looseObject({ name: z.string(), data: z.unknown() }) }),
})
const chainReference = z.union([z.number(), z.string().check(z.regex(/^(0x[0-9a-fA-F]+|[-_a-zA-Z0-9]{1,64}(:[-_a-zA-Z0-9]{1,64})?)$/))])
/** A rejection of a proposal or request: EIP-1193 4001, or the SDK's 5000 'User rejected.'. */
const isRejection = (error: unknown) =>
  normalizeWalletError(error) instanceof UserRejectedRequestError ||
  (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5000 && /reject/i.test(String((error as { message?: unknown }).message)))

/**
 * Creates the WALLET_CONNECT connector (spec sections 2, 3, 4 and 7) on a lazily created
 * universal-provider: pairing with a QR/URI that is refreshed without a click before it expires
 * (4 min, expired under 10 s left), accounts for every approved namespace, session events,
 * network switching within the session, restore after reload, wallet-side disconnect and expiry.
 *
 * @example
 * import { createWalletConnectConnector } from 'portico/plugins/walletconnect'
 * const connector = createWalletConnectConnector({ networks: portico.config.networks, load: () => loadProvider(options) })
 * portico.connection.addConnector(connector)
 */
export function createWalletConnectConnector(parameters: CreateWalletConnectConnectorParameters): WalletConnectConnector {
  const { networks, clock = defaultClock, pairingExpiryMs = PAIRING_EXPIRY_MS } = parameters
  const requested = buildNamespaces(networks)
  const namespaces = Object.keys(requested) as ChainNamespace[]
  const pairing = createPairingStore()
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const activeChain = new Map<ChainNamespace, CaipNetworkId>()
  let providerPromise: Promise<UniversalProvider> | undefined
  let cancel: (() => void) | undefined
  let onUri: ((uri: string) => void) | undefined
  let lastApproved: ChainNamespace[] = []

  const emit = (event: ConnectorEvent) => listeners.forEach((listener) => listener(event))
  const approved = (provider: UniversalProvider) => approvedAccounts(provider.session?.namespaces)
  const accountsOf = (provider: UniversalProvider, namespace: ChainNamespace) =>
    accountsForNetwork(approved(provider), namespace, activeChain.get(namespace))
  const emitAccounts = (provider: UniversalProvider) => {
    for (const namespace of namespaces) emit({ type: 'accountsChanged', namespace, accounts: accountsOf(provider, namespace) })
  }
  const ended = () => {
    activeChain.clear()
    lastApproved = []
    for (const namespace of namespaces) emit({ type: 'disconnect', namespace })
  }
  const listen = (provider: UniversalProvider) => {
    provider.on('display_uri', (uri: string) => onUri?.(uri))
    provider.on('session_update', () => emitAccounts(provider))
    provider.on('session_delete', ended)
    provider.client.on('session_expire', ({ topic }) => {
      if (!provider.session || provider.session.topic === topic) ended()
    })
    provider.on('session_event', (raw: unknown) => {
      const parsed = sessionEvent.safeParse(raw)
      if (!parsed.success) return
      const { chainId, event } = parsed.data.params
      const namespace = chainId.split(':')[0] as ChainNamespace
      if (!namespaces.includes(namespace)) return
      if (event.name === 'chainChanged') {
        const reference = chainReference.safeParse(event.data)
        if (!reference.success) return
        const value = reference.data
        const ref = typeof value === 'number' ? String(value) : value.startsWith('0x') ? String(BigInt(value)) : value.includes(':') ? value.split(':')[1] : value
        const networkId = `${namespace}:${ref}` as CaipNetworkId
        activeChain.set(namespace, networkId)
        emit({ type: 'chainChanged', namespace, networkId })
        emit({ type: 'accountsChanged', namespace, accounts: accountsOf(provider, namespace) })
      } else if (event.name === 'accountsChanged') {
        emit({ type: 'accountsChanged', namespace, accounts: accountsOf(provider, namespace) })
      }
    })
  }
  const load = () =>
    (providerPromise ??= parameters.load().then(
      (provider) => {
        listen(provider)
        return provider
      },
      (error: unknown) => {
        providerPromise = undefined
        throw error
      },
    ))

  /** Offers pairing URIs until a wallet approves, refreshing each one before it expires. */
  const pair = (provider: UniversalProvider) =>
    new Promise<void>((resolve, reject) => {
      let generation = 0
      let settled = false
      let timer: unknown
      const stop = () => {
        generation += 1
        if (timer !== undefined) clock.clearTimeout(timer)
        timer = undefined
        onUri = undefined
        cancel = undefined
      }
      const attempt = (refreshes: number) => {
        const mine = ++generation
        if (timer !== undefined) clock.clearTimeout(timer)
        onUri = (uri) => {
          if (mine !== generation) return
          pairing.set({ status: 'ready', uri, expiresAt: clock.now() + pairingExpiryMs, refreshes })
          timer = clock.setTimeout(() => void (mine === generation && attempt(refreshes + 1)), Math.max(0, pairingExpiryMs - PAIRING_EXPIRY_MARGIN_MS))
        }
        pairing.set({ status: 'loading' })
        provider.connect({ optionalNamespaces: requested }).then(
          () => {
            // An older link approved just before it was replaced is still the visitor's approval.
            if (settled) return
            settled = true
            stop()
            pairing.set({ status: 'idle' })
            resolve()
          },
          (error: unknown) => {
            if (mine !== generation || settled) return
            settled = true
            stop()
            const mapped = isRejection(error) ? new UserRejectedRequestError({ cause: error }) : error
            pairing.set({ status: 'failed', error: mapped })
            reject(mapped)
          },
        )
      }
      cancel = () => {
        settled = true
        stop()
        pairing.set({ status: 'idle' })
        reject(new UserRejectedRequestError())
      }
      attempt(0)
    })

  const selectNetwork = (provider: UniversalProvider, network: CaipNetwork) => {
    const namespace = network.chainNamespace
    const accounts = accountsForNetwork(approved(provider), namespace, network.caipNetworkId)
    const [first] = accounts
    if (first) {
      activeChain.set(namespace, first.networkId)
      provider.setDefaultChain(first.networkId)
    }
    return accounts
  }

  return {
    info: {
      id: WALLET_CONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      imageUrl: WALLET_CONNECT_ICON,
      rdns: undefined,
      namespaces,
      installed: false,
      connectView: CONNECTING_WALLET_CONNECT_VIEW,
    },
    pairing,
    cancelPairing: () => cancel?.(),
    approvedNamespaces: () => [...lastApproved],
    async connect({ network }) {
      if (!namespaces.includes(network.chainNamespace)) throw new ChainNotSupportedError({ chain: network.caipNetworkId })
      cancel?.()
      pairing.set({ status: 'loading' })
      let provider: UniversalProvider
      try {
        provider = await load()
      } catch (error) {
        pairing.set({ status: 'failed', error })
        throw error
      }
      if (!provider.session || accountsForNetwork(approved(provider), network.chainNamespace, undefined).length === 0) await pair(provider)
      lastApproved = Object.keys(approved(provider)) as ChainNamespace[]
      return selectNetwork(provider, network)
    },
    async reconnect({ network }): Promise<ConnectorAccount[]> {
      const provider = await load()
      if (!provider.session || provider.session.expiry * 1000 <= Date.now()) return []
      lastApproved = Object.keys(approved(provider)) as ChainNamespace[]
      return selectNetwork(provider, network)
    },
    async disconnect() {
      cancel?.()
      const provider = providerPromise ? await providerPromise : undefined
      if (!provider?.session) return
      try {
        await provider.disconnect()
      } finally {
        ended()
      }
    },
    async switchNetwork(network) {
      const provider = await load()
      if (!provider.session) throw new NotConnectedError(network.chainNamespace)
      const accounts = accountsForNetwork(approved(provider), network.chainNamespace, network.caipNetworkId)
      // A WalletConnect session lists the chains the wallet approved; others need a new session.
      if (accounts[0]?.networkId !== network.caipNetworkId) throw new ChainNotSupportedError({ chain: network.caipNetworkId })
      activeChain.set(network.chainNamespace, network.caipNetworkId)
      provider.setDefaultChain(network.caipNetworkId)
    },
    async request({ method, params }) {
      const provider = await load()
      if (!provider.session) throw new NotConnectedError(WALLET_CONNECT_CONNECTOR_ID)
      const namespace = namespaceOfMethod(method) ?? namespaces[0]
      const chain = (namespace && activeChain.get(namespace)) ?? (namespace ? approved(provider)[namespace]?.[0]?.networkId : undefined)
      if (!chain) throw new ChainNotSupportedError({ chain: namespace ?? method })
      try {
        return await provider.request(params === undefined ? { method } : { method, params: params as object }, chain)
      } catch (error) {
        if (isRejection(error)) throw new UserRejectedRequestError({ cause: error })
        throw new WalletConnectRequestError(method, error)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
