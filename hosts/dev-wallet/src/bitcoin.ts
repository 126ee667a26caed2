import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import * as btc from '@scure/btc-signer'
import type { ApprovalQueue } from './approvals.js'
import { bip322MessageHash, signBip322Simple } from './bip322.js'
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
/** Byte helpers the other Bitcoin faces (Wallet Standard, Unisat) share. */
export { base64 as bytesToBase64, fromHex as hexToBytes, hex as bytesToHex }
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

/** How a message is signed: BIP-137 ECDSA ("Bitcoin Signed Message", payment address only) or BIP-322 "simple". */
export type BitcoinMessageProtocol = 'ecdsa' | 'bip322'

/** A message signature: the raw signature (BIP-137's 65 bytes or BIP-322's witness) and the hash that was committed to. */
export type BitcoinMessageSignature = { signature: Uint8Array; messageHash: Uint8Array; protocol: BitcoinMessageProtocol }

/** sats-connect's `protocol` names. */
const SATS_CONNECT_PROTOCOLS: Record<string, BitcoinMessageProtocol> = { ECDSA: 'ecdsa', BIP322: 'bip322' }

/**
 * A Bitcoin wallet over two local secp256k1 keys: a payment address (P2WPKH) and an ordinals
 * address (P2TR, BIP-86 key path). Its operations ({@link connect}, {@link signMessage},
 * {@link signPsbt}) ask the approval queue and are offered three ways: the sats-connect request
 * API here ({@link request}, as Xverse does: `window.btc_providers` lists it), a Wallet Standard
 * wallet with the bitcoin features (`bitcoinWalletStandard.ts`) and a `window.unisat`-style API
 * (`bitcoinUnisat.ts`). It has no Bitcoin node: sending and broadcasting are refused. A test fixture.
 */
export class DevBitcoinWallet {
  readonly payment: DevBitcoinAccount
  readonly ordinals: DevBitcoinAccount
  readonly network: DevBitcoinNetwork
  readonly #keys: Record<'payment' | 'ordinals', Uint8Array>
  readonly #options: BitcoinWalletOptions
  readonly #listeners = new Set<() => void>()

  /** @param options - see {@link BitcoinWalletOptions} */
  constructor(options: BitcoinWalletOptions) {
    this.#options = options
    this.network = options.network ?? 'mainnet'
    const seed = options.seed ?? options.store.read().bitcoinSeed ?? hex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
    if (!/^[0-9a-fA-F]{64}$/.test(seed)) throw new TypeError('A Bitcoin seed must be 32 bytes of hex')
    if (!options.seed) options.store.update((state) => void (state.bitcoinSeed = seed))
    this.#keys = { payment: sha256(concat(utf8('payment'), fromHex(seed))), ordinals: sha256(concat(utf8('ordinals'), fromHex(seed))) }
    const network = this.network === 'testnet' ? btc.TEST_NETWORK : btc.NETWORK
    const paymentPublic = secp256k1.getPublicKey(this.#keys.payment, true)
    const ordinalsPublic = secp256k1.getPublicKey(this.#keys.ordinals, true).subarray(1)
    this.payment = { address: btc.p2wpkh(paymentPublic, network).address ?? '', publicKey: hex(paymentPublic), purpose: 'payment', addressType: 'p2wpkh' }
    this.ordinals = { address: btc.p2tr(ordinalsPublic, undefined, network).address ?? '', publicKey: hex(ordinalsPublic), purpose: 'ordinals', addressType: 'p2tr' }
  }

  /** Whether the origin is authorised. */
  isConnected(): boolean {
    return this.#options.store.isAuthorized('bitcoin', this.#options.origin)
  }

  /** The authorised addresses (payment, ordinals), or none. */
  get accounts(): DevBitcoinAccount[] {
    return this.isConnected() ? [this.payment, this.ordinals] : []
  }

  /** Asks for approval unless authorised, then answers the accounts of `purposes`. */
  async connect(purposes: readonly string[]): Promise<DevBitcoinAccount[]> {
    if (!this.isConnected()) {
      await this.#options.approvals.request('bitcoin:getAccounts', { purposes })
      this.#options.store.setAuthorized('bitcoin', this.#options.origin, true)
      this.#emit()
    }
    return this.accounts.filter((account) => purposes.includes(account.purpose))
  }

  /** Calls `listener` when the accounts change (connect, disconnect); returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** Revokes the origin (also the wallet-side disconnect). */
  disconnect(): void {
    this.#options.store.setAuthorized('bitcoin', this.#options.origin, false)
    this.#emit()
  }

  /**
   * Signs a message with one of the addresses, after approval. The protocol defaults to what the
   * address can prove: BIP-137 for payment, BIP-322 for ordinals (no ECDSA form proves a taproot address).
   */
  async signMessage(address: unknown, message: unknown, protocol?: BitcoinMessageProtocol): Promise<BitcoinMessageSignature> {
    this.#authorized()
    if (typeof message !== 'string') throw new RpcFailure(ErrorCode.invalidParams, 'message must be a string')
    const purpose = this.#purposeOf(address)
    const chosen = protocol ?? (purpose === 'payment' ? 'ecdsa' : 'bip322')
    if (chosen === 'ecdsa' && purpose === 'ordinals') throw new RpcFailure(ErrorCode.invalidParams, 'ECDSA cannot prove a taproot address: use BIP-322')
    await this.#options.approvals.request('bitcoin:signMessage', { address, message, protocol: chosen })
    const key = this.#keys[purpose]
    if (chosen === 'bip322') {
      const output = purpose === 'payment' ? btc.p2wpkh(fromHex(this.payment.publicKey)) : btc.p2tr(fromHex(this.ordinals.publicKey))
      return { signature: signBip322Simple(key, output, message), messageHash: bip322MessageHash(message), protocol: chosen }
    }
    const messageHash = bitcoinMessageHash(message)
    const signature = secp256k1.sign(messageHash, key)
    // BIP-137 header: 39 + recovery id marks a P2WPKH (bech32) address.
    return { signature: concat(Uint8Array.of(39 + signature.recovery), signature.toCompactRawBytes()), messageHash, protocol: chosen }
  }

  /**
   * Signs the inputs `signInputs` names (address -> input indexes) with the key of each address,
   * after approval; `finalize` also finalizes them (a complete witness, as Unisat's `autoFinalized`).
   */
  async signPsbt(psbt: Uint8Array, signInputs: unknown, options: { finalize?: boolean } = {}): Promise<Uint8Array> {
    this.#authorized()
    if (typeof signInputs !== 'object' || signInputs === null) throw new RpcFailure(ErrorCode.invalidParams, 'signInputs is required')
    let tx: btc.Transaction
    try {
      tx = btc.Transaction.fromPSBT(psbt)
    } catch (error) {
      throw new RpcFailure(ErrorCode.invalidParams, `Not a PSBT: ${error instanceof Error ? error.message : String(error)}`)
    }
    const plan = Object.entries(signInputs as Record<string, unknown>).map(([address, indexes]) => {
      if (!Array.isArray(indexes) || !indexes.every((i) => Number.isInteger(i) && i >= 0 && i < tx.inputsLength)) {
        throw new RpcFailure(ErrorCode.invalidParams, `Cannot sign for ${address} at ${String(indexes)}`)
      }
      return { key: this.#keys[this.#purposeOf(address)], indexes: indexes as number[] }
    })
    await this.#options.approvals.request('bitcoin:signPsbt', { psbt: base64(psbt), signInputs })
    for (const { key, indexes } of plan) {
      for (const index of indexes) {
        tx.signIdx(key, index)
        if (options.finalize) tx.finalizeIdx(index)
      }
    }
    return tx.toPSBT()
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
    return event === 'accountChange' ? this.onChange(listener) : () => undefined
  }

  async #handle(method: string, params: unknown): Promise<unknown> {
    const input = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
    switch (method) {
      case 'getAccounts':
        return this.connect(Array.isArray(input.purposes) ? input.purposes : ['payment'])
      case 'wallet_getAccount':
        this.#authorized()
        return { addresses: this.accounts }
      case 'wallet_renouncePermissions':
        this.disconnect()
        return null
      case 'signMessage': {
        const { address, message, protocol } = input
        if (protocol !== undefined && !Object.hasOwn(SATS_CONNECT_PROTOCOLS, String(protocol))) throw new RpcFailure(ErrorCode.invalidParams, `Unknown protocol: ${String(protocol)}`)
        const signed = await this.signMessage(address, message, protocol === undefined ? undefined : SATS_CONNECT_PROTOCOLS[String(protocol)])
        return { address, signature: base64(signed.signature), messageHash: hex(signed.messageHash), protocol: signed.protocol.toUpperCase() }
      }
      case 'signPsbt': {
        const { psbt, signInputs, broadcast } = input
        if (broadcast) throw new RpcFailure(ErrorCode.unsupportedMethod, 'The dev wallet has no Bitcoin node to broadcast to')
        if (typeof psbt !== 'string') throw new RpcFailure(ErrorCode.invalidParams, 'psbt must be base64')
        return { psbt: base64(await this.signPsbt(fromBase64(psbt), signInputs)) }
      }
      case 'sendTransfer':
        throw new RpcFailure(ErrorCode.unsupportedMethod, 'The dev wallet has no Bitcoin node to send to')
      default:
        throw new RpcFailure(ErrorCode.unsupportedMethod, `Method not found: ${method}`)
    }
  }

  #authorized(): void {
    if (!this.isConnected()) throw new RpcFailure(ErrorCode.unauthorized, 'The origin is not connected')
  }

  #purposeOf(address: unknown): 'payment' | 'ordinals' {
    if (address === this.payment.address) return 'payment'
    if (address === this.ordinals.address) return 'ordinals'
    throw new RpcFailure(ErrorCode.invalidParams, `Not an address of this wallet: ${String(address)}`)
  }

  #emit(): void {
    for (const listener of [...this.#listeners]) listener()
  }
}
