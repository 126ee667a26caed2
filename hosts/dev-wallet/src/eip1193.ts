import type { Address, Hex, LocalAccount } from 'viem'
import type { ApprovalMode } from './approvals.js'
import { ApprovalQueue } from './approvals.js'
import type { DevChain } from './chains.js'
import { DEFAULT_CHAIN, parseAddChainParams, parseChainId, parseSwitchChainParams, toHexChainId } from './chains.js'
import { Emitter } from './emitter.js'
import { ErrorCode, invalidParams, rpcError, unauthorized, unsupportedMethod } from './errors.js'
import type { AccountRef } from './keyring.js'
import { Keyring } from './keyring.js'
import { jsonRpc } from './rpc.js'
import { personalSign, signTypedDataV4 } from './signing.js'
import type { StorageLike } from './storage.js'
import { defaultStorage, WalletStore } from './storage.js'
import type { TxRequest } from './transactions.js'
import { parseTxRequest, signAndSend } from './transactions.js'
import type { WalletContext } from './wallet-methods.js'
import { getCallsStatus, getCapabilities, sendCalls } from './wallet-methods.js'
import { getAssets, withAssetDiscovery } from './assets.js'

/** Options of {@link DevWalletProvider}. */
export interface ProviderOptions {
  /** EVM private keys (hex). Default: anvil dev account #0. */
  keys?: readonly string[]
  /** Chains the wallet knows. Default: anvil at `http://127.0.0.1:8545`, chain 31337. */
  chains?: readonly DevChain[]
  /** Index of the current chain in `chains`. Default 0. */
  chainIndex?: number
  /** The approval queue; shared with the Solana wallet by `installDevWallet`. */
  approvals?: ApprovalQueue
  /** Initial approval mode when no queue is given. Default `'approve'`. */
  mode?: ApprovalMode
  /** Where authorisations are remembered. Default `localStorage`, or memory when denied. */
  storage?: StorageLike
  /** Storage key. Default `'portico-dev-wallet'`. */
  storageKey?: string
  /** The origin authorisations are recorded for. Default `location.origin`. */
  origin?: string
  /** Whether `wallet_switchEthereumChain` asks for approval. Default false. */
  approveSwitchChain?: boolean
  /** Whether `wallet_addEthereumChain` switches to the added chain (as MetaMask does). Default true. */
  switchOnAdd?: boolean
}

/** An EIP-1193 request. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** Signing methods that must never reach the node (it would sign with its own unlocked keys). */
const BLOCKED = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3'])

const currentOrigin = (): string => (typeof location === 'undefined' ? 'null' : location.origin)

/**
 * An EIP-1193 provider backed by local private keys: signs locally with viem, proxies
 * reads to the current chain's JSON-RPC node, and asks an {@link ApprovalQueue} before
 * anything that needs consent. A test fixture, not for real funds.
 */
export class DevWalletProvider extends Emitter {
  /** Marks the dev wallet. */
  readonly isPorticoDevWallet = true
  /** Every requested method, in order (a test counts RPC calls with it). */
  readonly requests: string[] = []
  /** The approval queue. */
  readonly approvals: ApprovalQueue
  readonly #keyring: Keyring
  readonly #chains: DevChain[]
  #chainIndex: number
  readonly #store: WalletStore
  readonly #origin: string
  readonly #options: ProviderOptions
  readonly #context: WalletContext
  #sendQueue: Promise<unknown> = Promise.resolve()

  /** @param options - see {@link ProviderOptions} */
  constructor(options: ProviderOptions = {}) {
    super()
    this.#options = options
    this.#keyring = new Keyring(options.keys ?? [])
    this.#chains = (options.chains?.length ? options.chains : [DEFAULT_CHAIN]).map((c) => ({ ...c }))
    this.#chainIndex = Math.min(Math.max(options.chainIndex ?? 0, 0), this.#chains.length - 1)
    this.approvals = options.approvals ?? new ApprovalQueue(options.mode ?? 'approve')
    this.#store = new WalletStore(options.storage ?? defaultStorage(), options.storageKey ?? 'portico-dev-wallet')
    this.#origin = options.origin ?? currentOrigin()
    this.#context = {
      chains: () => this.#chains,
      currentChain: () => this.chain,
      requireAccount: (address) => this.#requireAccount(address),
      defaultAccount: () => this.#requireAccount(this.#keyring.addresses[0] ?? '0x'),
      approve: (method, params) => this.approvals.request(method, params),
      send: (account, chain, tx) => this.#send(account, chain, tx),
      bundles: new Map(),
    }
  }

  /** The current chain. */
  get chain(): DevChain {
    return this.#chains[this.#chainIndex] ?? DEFAULT_CHAIN
  }

  /** The current chain id as hex (legacy `provider.chainId`). */
  get chainId(): Hex {
    return toHexChainId(this.chain.chainId)
  }

  /** The chains the wallet knows. */
  get chains(): readonly DevChain[] {
    return this.#chains
  }

  /** The wallet's exposed addresses (whether or not the origin is authorised). */
  get addresses(): Address[] {
    return this.#keyring.addresses
  }

  /** Whether the origin is authorised (connected). */
  isConnected(): boolean {
    return this.#store.isAuthorized('evm', this.#origin)
  }

  /** Handles an EIP-1193 request. Errors are `{ code, message }`-shaped `ProviderRpcError`s. */
  async request(args: RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || args.method === '') {
      throw invalidParams('expected { method: string, params?: unknown[] }')
    }
    this.requests.push(args.method)
    const params: unknown = args.params ?? []
    if (typeof params !== 'object' || params === null) throw invalidParams('params must be an array or object')
    return this.#handle(args.method, params)
  }

  async #handle(method: string, params: object): Promise<unknown> {
    const list: readonly unknown[] = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
        if (!this.isConnected()) await this.#authorise(method, params)
        return this.#keyring.addresses
      case 'eth_accounts':
        return this.isConnected() ? this.#keyring.addresses : []
      case 'eth_chainId':
        return this.chainId
      case 'net_version':
        return String(this.chain.chainId)
      case 'personal_sign':
        return personalSign(this.#context, list)
      case 'eth_signTypedData_v4':
        return signTypedDataV4(this.#context, list)
      case 'eth_sendTransaction': {
        const tx = parseTxRequest(list[0])
        const account = this.#requireAccount(tx.from)
        await this.approvals.request(method, params)
        return this.#send(account, this.chain, tx)
      }
      case 'wallet_switchEthereumChain': {
        const chainId = parseSwitchChainParams(list)
        if (!this.#chains.some((c) => c.chainId === chainId)) {
          throw rpcError(ErrorCode.unrecognizedChain, `Unrecognized chain ID "${toHexChainId(chainId)}".`)
        }
        if (this.#options.approveSwitchChain) await this.approvals.request(method, params)
        this.setChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const chain = parseAddChainParams(list)
        await this.approvals.request(method, params)
        if (!this.#chains.some((c) => c.chainId === chain.chainId)) this.#chains.push(chain)
        if (this.#options.switchOnAdd ?? true) this.setChain(chain.chainId)
        return null
      }
      case 'wallet_getCapabilities':
        return withAssetDiscovery(getCapabilities(this.#context, list))
      case 'wallet_getAssets':
        return getAssets(this.#context, list)
      case 'wallet_sendCalls':
        return sendCalls(this.#context, params)
      case 'wallet_getCallsStatus':
        return getCallsStatus(this.#context, list)
      case 'wallet_getPermissions':
        return this.#permissions()
      case 'wallet_requestPermissions':
        this.#permissionKeys(list)
        await this.#authorise(method, params)
        return this.#permissions()
      case 'wallet_revokePermissions':
        this.#permissionKeys(list)
        this.#revoke(false)
        return null
    }
    if (BLOCKED.has(method) || method.startsWith('wallet_') || method.startsWith('personal_')) {
      throw unsupportedMethod(method)
    }
    return jsonRpc(this.chain.rpcUrl, method, params)
  }

  /**
   * Wallet-side chain change (emits `chainChanged`). An unknown chain is added with
   * `rpcUrl`, or with the current chain's RPC URL (to test a wallet on an unlisted chain).
   */
  setChain(chainIdLike: number | string, rpcUrl?: string): void {
    const chainId = parseChainId(chainIdLike)
    let index = this.#chains.findIndex((c) => c.chainId === chainId)
    if (index < 0) {
      this.#chains.push({ chainId, rpcUrl: rpcUrl ?? this.chain.rpcUrl, name: `Chain ${chainId}` })
      index = this.#chains.length - 1
    }
    if (index === this.#chainIndex) return
    this.#chainIndex = index
    this.emit('chainChanged', this.chainId)
  }

  /** Wallet-side account change: which accounts are exposed, active first (emits `accountsChanged`). */
  setAccounts(refs: readonly AccountRef[]): void {
    this.#keyring.setExposed(refs)
    if (this.isConnected()) this.emit('accountsChanged', this.#keyring.addresses)
  }

  /** Wallet-side disconnect: revokes the origin, emits `accountsChanged([])` and `disconnect`. */
  disconnect(): void {
    this.#revoke(true)
  }

  async #authorise(method: string, params: object): Promise<void> {
    await this.approvals.request(method, params)
    const wasConnected = this.isConnected()
    this.#store.setAuthorized('evm', this.#origin, true)
    if (wasConnected) return
    this.emit('connect', { chainId: this.chainId })
    this.emit('accountsChanged', this.#keyring.addresses)
  }

  #revoke(withDisconnect: boolean): void {
    const wasConnected = this.isConnected()
    this.#store.setAuthorized('evm', this.#origin, false)
    if (wasConnected) this.emit('accountsChanged', [])
    if (withDisconnect) this.emit('disconnect', rpcError(ErrorCode.disconnected, 'Disconnected by the wallet.'))
  }

  #requireAccount(address: string): LocalAccount {
    const account = this.isConnected() ? this.#keyring.find(address) : undefined
    if (!account) throw unauthorized()
    return account
  }

  /** Sends one transaction at a time, so nonces from the node never collide. */
  #send(account: LocalAccount, chain: DevChain, tx: TxRequest): Promise<Hex> {
    const run = this.#sendQueue.then(() => signAndSend(account, chain, tx))
    this.#sendQueue = run.catch(() => undefined)
    return run
  }

  #permissionKeys(list: readonly unknown[]): void {
    const request = list[0]
    if (typeof request !== 'object' || request === null) throw invalidParams('expected [{ eth_accounts: {} }]')
    const keys = Object.keys(request)
    if (keys.length !== 1 || keys[0] !== 'eth_accounts') throw invalidParams('only eth_accounts is supported')
  }

  #permissions(): unknown[] {
    if (!this.isConnected()) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: this.#origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: this.#keyring.addresses }],
      },
    ]
  }
}
