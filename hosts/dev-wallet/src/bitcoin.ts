import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import * as btc from '@scure/btc-signer'
import type { ApprovalQueue } from './approvals.js'
import { ErrorCode, isRpcErrorLike } from './errors.js'
import type { WalletStore } from './storage.js'

/** The networks the Bitcoin dev wallet makes addresses for. */
export type DevBitcoinNetwork = 'mainnet' | 'testnet'

/** Options of {@link DevBitcoinWallet}. */
export interface BitcoinWalletOptions {
  /** 32-byte secret (hex) the payment and ordinals keys derive from. Default: generated once and kept in storage. */
  seed?: string
  /** Default 'mainnet' (`bc1…` addresses). */
  network?: DevBitcoinNetwork
  /** The approval queue (shared with the other namespaces). */
  approvals: ApprovalQueue
  store: WalletStore
  origin: string
}

/** One address of the wallet, as sats-connect's `getAccounts` answers it. */
export interface DevBitcoinAccount {
  readonly address: string
  /** Hex: compressed key (payment, P2WPKH) or x-only key (ordinals, P2TR). */
  readonly publicKey: string
  readonly purpose: 'payment' | 'ordinals'
  readonly addressType: 'p2wpkh' | 'p2tr'
}

/** A sats-connect JSON-RPC answer. */
export type SatsConnectResponse = { jsonrpc: '2.0'; id: string; result: unknown } | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16))
const utf8 = (text: string) => new TextEncoder().encode(text)
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
/** Bitcoin's CompactSize, for lengths under 65 536. */
const compactSize = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))

/** The "Bitcoin Signed Message" digest (Bitcoin Core `signmessage`). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = utf8('Bitcoin Signed Message:\n')
  const body = utf8(message)
  if (body.length > 0xffff) throw new RangeError('Message too long')
  return sha256(sha256(concat(compactSize(prefix.length), prefix, compactSize(body.length), body)))
}

class RpcFailure extends Error {
  constructor(readonly code: number, message: string) {
    super(message)
  }
}

/**
 * A Bitcoin wallet over two local secp256k1 keys, speaking the sats-connect request API (as
 * Xverse does: `window.btc_providers` lists it): a payment address (P2WPKH) and an ordinals
 * address (P2TR). Serves `getAccounts` (approval, then the origin is authorised),
 * `wallet_getAccount` (no prompt; an error when not authorised), `wallet_renouncePermissions`,
 * `signMessage` (payment address, BIP-137 ECDSA, base64) and `signPsbt` (each requested input
 * signed with the key of its address; not finalized). It has no Bitcoin node: `sendTransfer` and
 * a `signPsbt` with `broadcast` are refused. A test fixture.
 */
export class DevBitcoinWallet {
  readonly payment: DevBitcoinAccount
  readonly ordinals: DevBitcoinAccount
  readonly #paymentKey: Uint8Array
  readonly #ordinalsKey: Uint8Array
  readonly #options: BitcoinWalletOptions
  readonly #listeners = new Set<() => void>()

  /** @param options - see {@link BitcoinWalletOptions} */
  constructor(options: BitcoinWalletOptions) {
    this.#options = options
    const seed = options.seed ?? options.store.read().bitcoinSeed ?? hex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
    if (!/^[0-9a-fA-F]{64}$/.test(seed)) throw new TypeError('A Bitcoin seed must be 32 bytes of hex')
    if (!options.seed) options.store.update((state) => void (state.bitcoinSeed = seed))
    this.#paymentKey = sha256(concat(utf8('payment'), fromHex(seed)))
    this.#ordinalsKey = sha256(concat(utf8('ordinals'), fromHex(seed)))
    const network = options.network === 'testnet' ? btc.TEST_NETWORK : btc.NETWORK
    const paymentPublic = secp256k1.getPublicKey(this.#paymentKey, true)
    const ordinalsPublic = secp256k1.getPublicKey(this.#ordinalsKey, true).subarray(1)
    this.payment = { address: btc.p2wpkh(paymentPublic, network).address ?? '', publicKey: hex(paymentPublic), purpose: 'payment', addressType: 'p2wpkh' }
    this.ordinals = { address: btc.p2tr(ordinalsPublic, undefined, network).address ?? '', publicKey: hex(ordinalsPublic), purpose: 'ordinals', addressType: 'p2tr' }
  }

  /** Whether the origin is authorised. */
  isConnected(): boolean {
    return this.#options.store.isAuthorized('bitcoin', this.#options.origin)
  }

  /** The sats-connect request entry point: never throws, answers `{ result }` or `{ error }`. */
  async request(method: string, params: unknown): Promise<SatsConnectResponse> {
    const id = globalThis.crypto.randomUUID()
    try {
      return { jsonrpc: '2.0', id, result: await this.#handle(method, params) }
    } catch (error) {
      const code = error instanceof RpcFailure || isRpcErrorLike(error) ? error.code : ErrorCode.internal
      return { jsonrpc: '2.0', id, error: { code, message: error instanceof Error ? error.message : String(error) } }
    }
  }

  /** sats-connect's `addListener('accountChange', …)`; returns the unsubscribe. */
  addListener(event: string, listener: () => void): () => void {
    if (event !== 'accountChange') return () => undefined
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** Revokes the origin (also the wallet-side disconnect). */
  disconnect(): void {
    this.#options.store.setAuthorized('bitcoin', this.#options.origin, false)
    for (const listener of [...this.#listeners]) listener()
  }

  async #handle(method: string, params: unknown): Promise<unknown> {
    const input = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
    const authorized = () => {
      if (!this.isConnected()) throw new RpcFailure(ErrorCode.unauthorized, 'The origin is not connected')
    }
    switch (method) {
      case 'getAccounts': {
        const purposes = Array.isArray(input.purposes) ? input.purposes : ['payment']
        if (!this.isConnected()) {
          await this.#options.approvals.request('bitcoin:getAccounts', { purposes })
          this.#options.store.setAuthorized('bitcoin', this.#options.origin, true)
        }
        return [this.payment, this.ordinals].filter((account) => purposes.includes(account.purpose))
      }
      case 'wallet_getAccount':
        authorized()
        return { addresses: [this.payment, this.ordinals] }
      case 'wallet_renouncePermissions':
        this.disconnect()
        return null
      case 'signMessage': {
        authorized()
        const { address, message } = input
        if (typeof message !== 'string') throw new RpcFailure(ErrorCode.invalidParams, 'message must be a string')
        if (address !== this.payment.address) throw new RpcFailure(ErrorCode.invalidParams, 'The dev wallet signs messages with its payment address')
        await this.#options.approvals.request('bitcoin:signMessage', { address, message })
        const messageHash = bitcoinMessageHash(message)
        const signature = secp256k1.sign(messageHash, this.#paymentKey)
        // BIP-137 header: 39 + recovery id marks a P2WPKH (bech32) address.
        return { address, signature: base64(concat(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes())), messageHash: hex(messageHash) }
      }
      case 'signPsbt':
        authorized()
        return this.#signPsbt(input)
      case 'sendTransfer':
        throw new RpcFailure(ErrorCode.unsupportedMethod, 'The dev wallet has no Bitcoin node to send to')
      default:
        throw new RpcFailure(ErrorCode.unsupportedMethod, `Method not found: ${method}`)
    }
  }

  async #signPsbt(input: Record<string, unknown>): Promise<{ psbt: string }> {
    const { psbt, signInputs, broadcast } = input
    if (broadcast) throw new RpcFailure(ErrorCode.unsupportedMethod, 'The dev wallet has no Bitcoin node to broadcast to')
    if (typeof psbt !== 'string' || typeof signInputs !== 'object' || signInputs === null) throw new RpcFailure(ErrorCode.invalidParams, 'psbt and signInputs are required')
    const keys: Record<string, Uint8Array> = { [this.payment.address]: this.#paymentKey, [this.ordinals.address]: this.#ordinalsKey }
    const tx = btc.Transaction.fromPSBT(fromBase64(psbt))
    const plan = Object.entries(signInputs as Record<string, unknown>).map(([address, indexes]) => {
      const key = keys[address]
      if (!key || !Array.isArray(indexes) || !indexes.every((i) => Number.isInteger(i) && i >= 0 && i < tx.inputsLength)) {
        throw new RpcFailure(ErrorCode.invalidParams, `Cannot sign for ${address} at ${String(indexes)}`)
      }
      return { key, indexes: indexes as number[] }
    })
    await this.#options.approvals.request('bitcoin:signPsbt', { psbt, signInputs })
    for (const { key, indexes } of plan) for (const index of indexes) tx.signIdx(key, index)
    return { psbt: base64(tx.toPSBT()) }
  }
}
