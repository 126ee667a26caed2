import type UniversalProvider from '@walletconnect/universal-provider'
import * as z from 'zod/mini'
import {
  type CaipNetwork, type CaipNetworkId, type ChainNamespace, ChainNotSupportedError, type Connector,
  type ConnectorAccount, type ConnectorEvent, type ConnectorSignInHandler, NotConnectedError,
  UserRejectedRequestError,
} from 'portico'
import { buildNamespaces, namespaceOfMethod } from './namespaces'
import { oneClickConnectParams, signInResults, type CacaoPayload, type OneClickConnectParams } from './oneClickSignIn'
import { createPairingStore, type PairingStore } from './pairingStore'
import { accountsForNetwork, approvedAccounts } from './sessionAccounts'
import { approvedMethods, isRejection, sessionRequest, untilSessionLists } from './sessionRequest'
import { SESSION_UPDATE_TIMEOUT_MS, switchUnapprovedChain } from './switchChain'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS, WALLET_CONNECT_CONNECTOR_ID, type PairingClock } from './types'
import { walletConnectInfo } from './createLazyWalletConnectConnector'

/** Parameters of {@link createWalletConnectConnector}. */
export type CreateWalletConnectConnectorParameters = {
  /** The host's networks: the requested namespaces, chains and `rpcMap`. */
  networks: readonly CaipNetwork[]
  /** Loads and creates the provider (called once, on first need). */
  load: () => Promise<UniversalProvider>
  pairingExpiryMs?: number | undefined
  clock?: PairingClock | undefined
  /** The pairing state to publish to (the lazy shell creates it before this module loads). */
  pairing?: PairingStore | undefined
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
  const pairing = parameters.pairing ?? createPairingStore()
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const activeChain = new Map<ChainNamespace, CaipNetworkId>()
  let providerPromise: Promise<UniversalProvider> | undefined
  let cancel: (() => void) | undefined
  let onUri: ((uri: string) => void) | undefined
  let lastApproved: ChainNamespace[] = []
  let signInHandler: ConnectorSignInHandler | undefined

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

  /** Offers pairing URIs (from `start`) until a wallet approves, refreshing each one before it expires. */
  const pair = <T,>(start: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
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
        start().then(
          (result) => {
            // An older link approved just before it was replaced is still the visitor's approval.
            if (settled) return
            settled = true
            stop()
            pairing.set({ status: 'idle' })
            resolve(result)
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

  /**
   * Pairs with a session proposal that carries a CAIP-222 authentication request and hands the
   * CACAOs the wallet approved it with to the sign-in handler. A wallet without one-click
   * sign-in approves the session without them: the normal sign view follows. A decline rejects.
   */
  const connectWithSignIn = async (provider: UniversalProvider, handler: ConnectorSignInHandler, params: OneClickConnectParams) => {
    const session = await pair(() => provider.connect(params))
    // Malformed CACAOs, or ones the sign-in config refuses, store nothing: the normal sign view asks again.
    const format = (payload: CacaoPayload, iss: string) => provider.client.formatAuthMessage({ request: payload, iss })
    await Promise.resolve()
      .then(() => handler.complete(signInResults(session?.authentication, format)))
      .catch(() => undefined)
  }

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
    info: walletConnectInfo(namespaces),
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
      if (!provider.session || accountsForNetwork(approved(provider), network.chainNamespace, undefined).length === 0) {
        const eip155 = requested.eip155
        // One-click sign-in (spec section 4): only when every requested chain is eip155.
        const request = eip155 && namespaces.length === 1 ? await signInHandler?.prepare(eip155.chains as CaipNetworkId[]) : undefined
        if (request && eip155 && signInHandler) await connectWithSignIn(provider, signInHandler, oneClickConnectParams(request, eip155, network.caipNetworkId))
        else await pair(() => provider.connect({ optionalNamespaces: requested }))
      }
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
      const namespace = network.chainNamespace
      const current = activeChain.get(namespace) ?? approved(provider)[namespace]?.[0]?.networkId
      // A chain the session did not approve: ask the wallet to switch (and add) it (spec section 7).
      if (accountsForNetwork(approved(provider), namespace, network.caipNetworkId)[0]?.networkId !== network.caipNetworkId) {
        if (!current) throw new ChainNotSupportedError({ chain: network.caipNetworkId })
        await switchUnapprovedChain({
          network,
          approvedMethods: approvedMethods(provider, namespace),
          request: (method, params) => sessionRequest(provider, { method, params }, current),
          untilApproved: () => untilSessionLists(provider, network.caipNetworkId, clock, SESSION_UPDATE_TIMEOUT_MS),
        }).catch((error: unknown) => {
          provider.setDefaultChain(current) // the SDK moved its default on the wallet's answer
          throw error
        })
      }
      activeChain.set(network.chainNamespace, network.caipNetworkId)
      provider.setDefaultChain(network.caipNetworkId)
    },
    async request({ method, params }) {
      const provider = await load()
      if (!provider.session) throw new NotConnectedError(WALLET_CONNECT_CONNECTOR_ID)
      const namespace = namespaceOfMethod(method) ?? namespaces[0]
      const chain = (namespace && activeChain.get(namespace)) ?? (namespace ? approved(provider)[namespace]?.[0]?.networkId : undefined)
      if (!chain) throw new ChainNotSupportedError({ chain: namespace ?? method })
      return sessionRequest(provider, params === undefined ? { method } : { method, params }, chain)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    signIn: { setHandler: (handler) => void (signInHandler = handler) },
  }
}
