import { WalletKit, type IWalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { buildApprovedNamespaces, buildAuthObject, getSdkError } from '@walletconnect/utils'
import { createWalletKeys, type WalletKeys } from './accounts'
import { bip122PolkadotNamespaces } from './bip122PolkadotRequests'
import type { BitcoinAddressType } from './chainKeys'
import { handleChainSwitch } from './evmChainSwitch'
import { handleRequest, WalletRpcError, type ChainRpcMap } from './handleRequest'
import { SOLANA_WALLET_METHODS, type SolanaRpcMap } from './solanaRequests'
import { createKeyValueStorage, mapStore } from './storage'

/** How the wallet answers: at once ('approve', 'reject') or when asked ('manual'). */
export type WalletMode = 'approve' | 'reject' | 'manual'

/** Something waiting for the wallet's owner. */
export type PendingItem =
  | { kind: 'proposal'; id: number; dapp: { name: string; url: string }; namespaces: string[]; chains: string[] }
  | { kind: 'request'; id: number; topic: string; chainId: string; method: string; params: unknown; dapp: { name: string; url: string } }
  /**
   * A session proposal that asks for a one-click sign-in (CAIP-222, the proposal's
   * `requests.authentication`): approving connects and signs the EIP-4361 message on each chain.
   */
  | { kind: 'auth'; id: number; dapp: { name: string; url: string }; domain: string; chains: string[] }

/** Options of {@link createMobileWallet}. */
export type MobileWalletOptions = {
  /** The relay, e.g. `ws://127.0.0.1:PORT`. */
  relayUrl: string
  projectId?: string
  /** EVM chains the wallet serves: CAIP-2 id -> JSON-RPC URL. */
  evmChains: ChainRpcMap
  /** Solana chains the wallet serves (message signing), e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  solanaChains?: string[]
  /** Solana chains it can send on (`solana_signAndSendTransaction`): CAIP-2 id -> JSON-RPC URL. */
  solanaRpc?: SolanaRpcMap
  keys?: WalletKeys
  /** Default a fresh in-memory storage. */
  storage?: IKeyValueStorage
  /**
   * WalletConnect's storage prefix; also the key of its process-wide core, so two wallets in
   * one process (tests) need two prefixes. Default 'mobile-wallet'.
   */
  storagePrefix?: string
  mode?: WalletMode
  /** The EVM chains approved at pairing (default every chain of `evmChains`); the others are switched to later. */
  approveChains?: string[]
  /** Bitcoin chains the wallet serves (message signing), e.g. `bip122:000000000019d6689c085ae165831e93`. */
  bip122Chains?: string[]
  /** The Bitcoin account's kind when `keys` is not given: 'p2pkh' (default, BIP-137 signatures) or 'p2tr' (BIP-322). */
  bitcoinAddressType?: BitcoinAddressType
  /** Polkadot chains the wallet serves (message signing), e.g. `polkadot:91b171bb158e2d3848fa23a9f1c25182`. */
  polkadotChains?: string[]
  /**
   * Answer one-click sign-in (a proposal's authentication request); default true. Without it
   * the wallet ignores the request: a plain proposal, approved without signed messages.
   */
  oneClickAuth?: boolean
}

/** The wallet side of a WalletConnect pairing, on @reown/walletkit with local keys. */
export type MobileWallet = {
  readonly kit: IWalletKit
  readonly keys: WalletKeys
  mode: WalletMode
  /** Pairs with a `wc:` URI (pasted or scanned). */
  pair(uri: string): Promise<void>
  pending(): PendingItem[]
  /** Resolves with the next pending item of `kind` (or one already waiting). */
  next(kind: PendingItem['kind']): Promise<PendingItem>
  approve(id: number): Promise<void>
  reject(id: number): Promise<void>
  /** Active session topics. */
  sessions(): string[]
  /** Ends every session from the wallet side. */
  disconnectAll(): Promise<void>
  /** Calls `listener` whenever pending items or sessions change; returns the unsubscribe. */
  onChange(listener: () => void): () => void
  /** Closes the relay connection. */
  stop(): Promise<void>
}

const EVM_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']
const SOLANA_METHODS = [...SOLANA_WALLET_METHODS]
const EVENTS = ['accountsChanged', 'chainChanged']

/**
 * Starts a WalletConnect wallet (the "mobile wallet" beside the laptop): pairs with a URI,
 * approves or rejects session proposals and requests, signs with local keys and sends EVM
 * transactions to the chain's RPC URL.
 *
 * @example
 * const wallet = await createMobileWallet({ relayUrl: relay.url, evmChains: { 'eip155:31337': anvil.url } })
 * await wallet.pair(uri)
 */
export async function createMobileWallet(options: MobileWalletOptions): Promise<MobileWallet> {
  const keys = options.keys ?? createWalletKeys(undefined, undefined, { bitcoinAddressType: options.bitcoinAddressType })
  const core = new Core({
    projectId: options.projectId ?? 'portico-local',
    relayUrl: options.relayUrl,
    storage: options.storage ?? createKeyValueStorage('mobile-wallet:', mapStore()),
    telemetryEnabled: false,
    customStoragePrefix: options.storagePrefix ?? 'mobile-wallet',
  })
  // This wallet talks to the local relay and chains only: walletkit's start-up event to
  // pulse.walletconnect.org (sent even with telemetry off) and the Verify attestation lookups on
  // verify.walletconnect.org are answered locally with "nothing".
  core.eventClient.init = async () => undefined
  // (The SDK itself answers undefined when no attestation exists: its type says otherwise.)
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  const kit = await WalletKit.init({
    core,
    // In a page, the SDK warns unless the metadata names the page's own origin.
    metadata: { name: 'Portico Mobile Wallet', description: 'A test wallet on local keys', url: globalThis.location?.origin ?? 'http://127.0.0.1', icons: [] },
  })
  const items: PendingItem[] = []
  const proposals = new Map<number, WalletKitTypes.SessionProposal>()
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())
  const evmChains = Object.keys(options.evmChains).filter((chain) => !options.approveChains || options.approveChains.includes(chain))
  // The chains the wallet knows; wallet_addEthereumChain adds to them (evmChainSwitch.ts).
  const evmRpc: ChainRpcMap = { ...options.evmChains }
  const answer = async (item: Extract<PendingItem, { kind: 'request' }>) => {
    const switched = await handleChainSwitch({ kit, keys, rpc: evmRpc }, item.topic, item)
    return switched ? switched.result : handleRequest(keys, evmRpc, item.chainId, item, options.solanaRpc)
  }
  const solanaChains = options.solanaChains ?? []
  const supportedNamespaces = {
    ...(evmChains.length ? { eip155: { chains: evmChains, methods: EVM_METHODS, events: EVENTS, accounts: evmChains.map((c) => `${c}:${keys.evm.address}`) } } : {}),
    ...(solanaChains.length ? { solana: { chains: solanaChains, methods: SOLANA_METHODS, events: EVENTS, accounts: solanaChains.map((c) => `${c}:${keys.solana.address}`) } } : {}),
    ...bip122PolkadotNamespaces(keys, options, EVENTS),
  }
  /** The proposal's sign-in requests, each on the EVM chains this wallet approves ([] without one-click sign-in). */
  const signInRequests = (proposal: WalletKitTypes.SessionProposal) =>
    ((options.oneClickAuth ?? true) ? (proposal.params.requests?.authentication ?? []) : [])
      .map((request) => ({ ...request, chains: request.chains.filter((chain) => evmChains.includes(chain)) }))
      .filter((request) => request.chains.length > 0)
  /** One signed EIP-4361 message (CACAO) per chain of each sign-in request. */
  const signIn = async (requests: ReturnType<typeof signInRequests>) => {
    const cacaos: ReturnType<typeof buildAuthObject>[] = []
    for (const request of requests) {
      for (const chain of request.chains) {
        const iss = `did:pkh:${chain}:${keys.evm.address}`
        const message = kit.formatAuthMessage({ request, iss })
        cacaos.push(buildAuthObject(request, { t: 'eip191', s: await keys.evm.signMessage({ message }) }, iss))
      }
    }
    return cacaos
  }
  const remove = (id: number) => {
    const index = items.findIndex((item) => item.id === id)
    const [item] = index === -1 ? [] : items.splice(index, 1)
    return item
  }

  const wallet: MobileWallet = {
    kit,
    keys,
    mode: options.mode ?? 'manual',
    pair: (uri) => kit.pair({ uri }),
    pending: () => [...items],
    next: (kind) =>
      new Promise((resolve) => {
        const check = () => {
          const found = items.find((item) => item.kind === kind)
          if (!found) return false
          listeners.delete(check)
          resolve(found)
          return true
        }
        if (!check()) listeners.add(check)
      }),
    async approve(id) {
      const item = remove(id)
      if (!item) throw new Error(`Nothing pending with id ${id}`)
      if (item.kind === 'proposal' || item.kind === 'auth') {
        const proposal = proposals.get(id)
        proposals.delete(id)
        if (!proposal) throw new Error(`Proposal ${id} expired`)
        const namespaces = buildApprovedNamespaces({ proposal: proposal.params, supportedNamespaces })
        // A sign-in is answered with the session: the dapp finds the CACAOs in `session.authentication`.
        const authentication = item.kind === 'auth' ? await signIn(signInRequests(proposal)) : undefined
        await kit.approveSession({ id, namespaces, ...(authentication ? { proposalRequestsResponses: { authentication } } : {}) })
      } else {
        const response = await answer(item).then(
          (result) => ({ id, jsonrpc: '2.0' as const, result }),
          (error: unknown) => ({
            id,
            jsonrpc: '2.0' as const,
            error: { code: error instanceof WalletRpcError ? error.code : -32603, message: error instanceof Error ? error.message : 'Internal error' },
          }),
        )
        await kit.respondSessionRequest({ topic: item.topic, response })
      }
      changed()
    },
    async reject(id) {
      const item = remove(id)
      if (!item) throw new Error(`Nothing pending with id ${id}`)
      proposals.delete(id)
      if (item.kind === 'proposal' || item.kind === 'auth') await kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      else await kit.respondSessionRequest({ topic: item.topic, response: { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } })
      changed()
    },
    sessions: () => Object.keys(kit.getActiveSessions()),
    async disconnectAll() {
      for (const topic of wallet.sessions()) await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      changed()
    },
    onChange(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    stop: async () => {
      await core.relayer.transportClose()
    },
  }

  const settle = (item: PendingItem) => {
    items.push(item)
    changed()
    if (wallet.mode === 'approve') void wallet.approve(item.id).catch(() => undefined)
    if (wallet.mode === 'reject') void wallet.reject(item.id).catch(() => undefined)
  }
  kit.on('session_proposal', (proposal) => {
    proposals.set(proposal.id, proposal)
    const { requiredNamespaces, optionalNamespaces, proposer } = proposal.params
    const dapp = { name: proposer.metadata.name, url: proposer.metadata.url }
    const signIns = signInRequests(proposal)
    const all = { ...optionalNamespaces, ...requiredNamespaces }
    settle(
      signIns[0]
        ? { kind: 'auth', id: proposal.id, dapp, domain: signIns[0].domain, chains: signIns.flatMap((request) => request.chains) }
        : { kind: 'proposal', id: proposal.id, dapp, namespaces: Object.keys(all), chains: Object.values(all).flatMap((ns) => ns.chains ?? []) },
    )
  })
  kit.on('session_request', (event) => {
    const peer = kit.getActiveSessions()[event.topic]?.peer.metadata
    settle({
      kind: 'request',
      id: event.id,
      topic: event.topic,
      chainId: event.params.chainId,
      method: event.params.request.method,
      params: event.params.request.params,
      dapp: { name: peer?.name ?? 'Unknown dapp', url: peer?.url ?? '' },
    })
  })
  kit.on('session_delete', () => changed())
  kit.on('proposal_expire', ({ id }) => {
    proposals.delete(id)
    remove(id)
    changed()
  })
  return wallet
}
