import { ed25519 } from '@noble/curves/ed25519'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsListeners, StandardEventsNames } from '@wallet-standard/features'
import type { ApprovalQueue } from './approvals.js'
import { base58Encode } from './base58.js'
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from './icon.js'
import { sendWireTransaction, type SolanaSendOptions } from './solanaSend.js'
import { signWireTransaction } from './solanaTransaction.js'
import type { WalletStore } from './storage.js'

/** `solana:signMessage` input (as in `@solana/wallet-standard-features`). */
export interface SolanaSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
}

/** `solana:signMessage` output. */
export interface SolanaSignMessageOutput {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
  readonly signatureType?: 'ed25519'
}

/** `solana:signTransaction` input (as in `@solana/wallet-standard-features`). */
export interface SolanaSignTransactionInput {
  readonly account: WalletAccount
  /** A serialized (wire-format) legacy or v0 transaction. */
  readonly transaction: Uint8Array
  readonly chain?: IdentifierString
}

/** `solana:signAndSendTransaction` input. */
export interface SolanaSignAndSendTransactionInput extends SolanaSignTransactionInput {
  readonly chain: IdentifierString
  readonly options?: SolanaSendOptions
}

/** Transaction versions the dev wallet signs. */
export const SUPPORTED_TRANSACTION_VERSIONS = Object.freeze(['legacy', 0] as const)

/** Chains the Solana dev wallet announces by default. */
export const DEFAULT_SOLANA_CHAINS: readonly IdentifierString[] = ['solana:devnet', 'solana:localnet', 'solana:testnet']

/** Options of {@link DevSolanaWallet}. */
export interface SolanaWalletOptions {
  /** 32-byte ed25519 seed (bytes or hex). Default: generated once and kept in storage. */
  seed?: Uint8Array | string
  /** Chains to announce. Default {@link DEFAULT_SOLANA_CHAINS}. */
  chains?: readonly IdentifierString[]
  /** The approval queue (shared with the EVM provider). */
  approvals: ApprovalQueue
  /** Where authorisations (and a generated seed) are kept. */
  store: WalletStore
  /** The origin authorisations are recorded for. */
  origin: string
  /**
   * Solana JSON-RPC endpoint `solana:signAndSendTransaction` sends to (for every announced
   * chain: a dev fixture). Without it that feature is not offered.
   */
  rpcUrl?: string
}

const hexToBytes = (hex: string): Uint8Array => {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (!/^[0-9a-fA-F]{64}$/.test(clean)) throw new TypeError('A Solana seed must be 32 bytes of hex')
  return Uint8Array.from(clean.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}
const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** Resolves the seed: the configured one, else the stored one, else a new one (stored). */
function resolveSeed(options: SolanaWalletOptions): Uint8Array {
  if (options.seed instanceof Uint8Array) {
    if (options.seed.length !== 32) throw new TypeError('A Solana seed must be 32 bytes')
    return options.seed
  }
  if (typeof options.seed === 'string') return hexToBytes(options.seed)
  const stored = options.store.read().solanaSeed
  if (stored) return hexToBytes(stored)
  const seed = globalThis.crypto.getRandomValues(new Uint8Array(32))
  options.store.update((state) => void (state.solanaSeed = bytesToHex(seed)))
  return seed
}

/** A Wallet Standard Solana wallet over one local ed25519 key, with approvals. A test fixture. */
export class DevSolanaWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name = DEV_WALLET_NAME
  readonly icon = DEV_WALLET_ICON
  readonly chains: readonly IdentifierString[]
  readonly features: Wallet['features']
  /** The account (whether or not the origin is authorised). */
  readonly account: WalletAccount
  readonly #seed: Uint8Array
  readonly #options: SolanaWalletOptions
  readonly #listeners = new Set<StandardEventsListeners['change']>()

  /** @param options - see {@link SolanaWalletOptions} */
  constructor(options: SolanaWalletOptions) {
    this.#options = options
    this.#seed = resolveSeed(options)
    this.chains = Object.freeze([...(options.chains ?? DEFAULT_SOLANA_CHAINS)])
    const publicKey = ed25519.getPublicKey(this.#seed)
    this.account = Object.freeze({
      address: base58Encode(publicKey),
      publicKey,
      chains: this.chains,
      features: Object.freeze(
        options.rpcUrl
          ? (['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const)
          : (['solana:signMessage', 'solana:signTransaction'] as const),
      ),
    })
    const sendFeature = options.rpcUrl
      ? {
          'solana:signAndSendTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
            signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]) => this.signAndSendTransaction(...inputs),
          },
        }
      : {}
    this.features = Object.freeze({
      ...sendFeature,
      'standard:connect': { version: '1.0.0', connect: (input?: StandardConnectInput) => this.connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => this.disconnect() },
      'standard:events': { version: '1.0.0', on: <E extends StandardEventsNames>(e: E, l: StandardEventsListeners[E]) => this.on(e, l) },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: (...inputs: readonly SolanaSignMessageInput[]) => this.signMessage(...inputs),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: SUPPORTED_TRANSACTION_VERSIONS,
        signTransaction: (...inputs: readonly SolanaSignTransactionInput[]) => this.signTransaction(...inputs),
      },
    })
  }

  /** The authorised accounts: the one account, or none. */
  get accounts(): readonly WalletAccount[] {
    return this.isConnected() ? [this.account] : []
  }

  /** Whether the origin is authorised. */
  isConnected(): boolean {
    return this.#options.store.isAuthorized('solana', this.#options.origin)
  }

  /** `standard:connect`: asks for approval unless already authorised; `silent` never asks. */
  async connect(input?: StandardConnectInput): Promise<{ readonly accounts: readonly WalletAccount[] }> {
    if (!this.isConnected()) {
      if (input?.silent) return { accounts: [] }
      await this.#options.approvals.request('standard:connect', { chains: this.chains })
      this.#options.store.setAuthorized('solana', this.#options.origin, true)
      this.#emit()
    }
    return { accounts: this.accounts }
  }

  /** `standard:disconnect` (also the wallet-side disconnect): revokes the origin. */
  async disconnect(): Promise<void> {
    if (!this.isConnected()) return
    this.#options.store.setAuthorized('solana', this.#options.origin, false)
    this.#emit()
  }

  /** `standard:events`: `change` events carry the new `accounts`. */
  on<E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]): () => void {
    if (event !== 'change') return () => undefined
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** `solana:signMessage`: one approval for all inputs, then ed25519 signatures. */
  async signMessage(...inputs: readonly SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> {
    if (inputs.length === 0) throw new TypeError('signMessage needs at least one input')
    for (const input of inputs) {
      if (!input || !ArrayBuffer.isView(input.message)) throw new TypeError('message must be a Uint8Array')
      if (input.account?.address !== this.account.address || !this.isConnected()) throw new Error('invalid account')
    }
    const params = inputs.map((i) => ({ address: i.account.address, message: new TextDecoder().decode(i.message) }))
    await this.#options.approvals.request('solana:signMessage', params)
    return inputs.map(({ message }) => ({
      signedMessage: message,
      signature: ed25519.sign(message, this.#seed),
      signatureType: 'ed25519' as const,
    }))
  }

  /** `solana:signTransaction`: one approval for all inputs, then each transaction signed in its slot. */
  async signTransaction(...inputs: readonly SolanaSignTransactionInput[]): Promise<readonly { signedTransaction: Uint8Array }[]> {
    this.#checkTransactions(inputs)
    await this.#options.approvals.request('solana:signTransaction', this.#describe(inputs))
    return inputs.map(({ transaction }) => ({ signedTransaction: signWireTransaction(transaction, this.#seed).signed }))
  }

  /**
   * `solana:signAndSendTransaction`: one approval, then each transaction is signed and sent to
   * the configured RPC (in order; a failed send stops the rest). Answers the signatures.
   */
  async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]): Promise<readonly { signature: Uint8Array }[]> {
    const rpcUrl = this.#options.rpcUrl
    if (!rpcUrl) throw new Error('solana:signAndSendTransaction needs an RPC URL')
    this.#checkTransactions(inputs)
    for (const input of inputs) if (typeof input.chain !== 'string') throw new TypeError('chain is required')
    await this.#options.approvals.request('solana:signAndSendTransaction', this.#describe(inputs))
    const outputs: { signature: Uint8Array }[] = []
    for (const input of inputs) {
      const { signed, signature } = signWireTransaction(input.transaction, this.#seed)
      outputs.push({ signature: await sendWireTransaction(rpcUrl, signed, signature, input.options) })
    }
    return outputs
  }

  #checkTransactions(inputs: readonly SolanaSignTransactionInput[]): void {
    if (inputs.length === 0) throw new TypeError('at least one transaction is needed')
    for (const input of inputs) {
      if (!input || !(input.transaction instanceof Uint8Array)) throw new TypeError('transaction must be a Uint8Array')
      if (input.account?.address !== this.account.address || !this.isConnected()) throw new Error('invalid account')
      if (input.chain !== undefined && !this.chains.includes(input.chain)) throw new Error(`unsupported chain: ${String(input.chain)}`)
    }
  }

  #describe(inputs: readonly SolanaSignTransactionInput[]) {
    return inputs.map(({ account, chain, transaction }) => ({
      address: account.address,
      chain,
      transaction: btoa(String.fromCharCode(...transaction)),
    }))
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener({ accounts: this.accounts })
      } catch (error) {
        console.error('[portico-dev-wallet] change listener threw', error)
      }
    }
  }
}
