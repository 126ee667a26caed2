import { blake2b } from '@noble/hashes/blake2.js'
import * as sr25519 from '@scure/sr25519'
import type { ApprovalQueue } from './approvals.js'
import { base58Encode } from './base58.js'
import { invalidParams, unauthorized } from './errors.js'
import type { WalletStore } from './storage.js'

/** Options of {@link DevPolkadotExtension}. */
export interface PolkadotExtensionOptions {
  /** 32-byte sr25519 seed (hex). Default: generated once and kept in storage. */
  seed?: string
  approvals: ApprovalQueue
  store: WalletStore
  /** The page origin authorisations are recorded for. */
  origin: string
}

/** An extension account, as `accounts.get()` answers it. */
export interface DevPolkadotAccount {
  readonly address: string
  readonly name: string
  readonly type: 'sr25519'
  readonly genesisHash: null
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
const fromHex = (text: string) => Uint8Array.from(text.replace(/^0x/, '').match(/../g) ?? [], (b) => parseInt(b, 16))
const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]))

/** The generic Substrate SS58 address (format 42) of a public key, as extensions report accounts. */
export function genericSs58(publicKey: Uint8Array): string {
  const body = concat(Uint8Array.of(42), publicKey)
  return base58Encode(concat(body, blake2b(concat(utf8('SS58PRE'), body), { dkLen: 64 }).subarray(0, 2)))
}

/**
 * The bytes `signRaw` signs for `data` (hex, or text): wrapped in `<Bytes>…</Bytes>`, as the
 * polkadot-js extension does, so a signed message can never be a valid extrinsic.
 */
export function wrapBytes(data: string): Uint8Array {
  const body = /^0x([0-9a-fA-F]{2})*$/.test(data) ? fromHex(data) : utf8(data)
  return concat(utf8('<Bytes>'), body, utf8('</Bytes>'))
}

/**
 * A Polkadot browser extension over one local sr25519 key, injected as
 * `window.injectedWeb3['portico-dev-wallet']` (the extension protocol): `enable(appName)` asks
 * for approval unless the page's origin is authorised, then answers `accounts` (`get`,
 * `subscribe`) and `signer.signRaw` (approval, then an sr25519 signature of the
 * `<Bytes>`-wrapped data). `signPayload` is not offered: signing an extrinsic needs the chain's
 * metadata, which a dev wallet without a node does not have. A test fixture.
 */
export class DevPolkadotExtension {
  readonly version = '0.1.0'
  readonly account: DevPolkadotAccount
  readonly #secret: Uint8Array
  readonly #options: PolkadotExtensionOptions
  readonly #listeners = new Set<(accounts: DevPolkadotAccount[]) => void>()

  /** @param options - see {@link PolkadotExtensionOptions} */
  constructor(options: PolkadotExtensionOptions) {
    this.#options = options
    const seed = options.seed ?? options.store.read().polkadotSeed ?? hex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
    if (!/^(0x)?[0-9a-fA-F]{64}$/.test(seed)) throw new TypeError('A Polkadot seed must be 32 bytes of hex')
    if (!options.seed) options.store.update((state) => void (state.polkadotSeed = seed))
    this.#secret = sr25519.secretFromSeed(fromHex(seed))
    this.account = Object.freeze({ address: genericSs58(sr25519.getPublicKey(this.#secret)), name: 'Dev account', type: 'sr25519', genesisHash: null })
  }

  /** Whether the origin is authorised. */
  isConnected(): boolean {
    return this.#options.store.isAuthorized('polkadot', this.#options.origin)
  }

  /** The extension protocol's `enable`: the injected accounts and signer. */
  async enable(appName: string) {
    if (!this.isConnected()) {
      await this.#options.approvals.request('polkadot:enable', { appName: String(appName) })
      this.#options.store.setAuthorized('polkadot', this.#options.origin, true)
    }
    return {
      accounts: {
        get: async () => this.#accounts(),
        subscribe: (listener: (accounts: DevPolkadotAccount[]) => void) => {
          this.#listeners.add(listener)
          listener(this.#accounts())
          return () => void this.#listeners.delete(listener)
        },
      },
      signer: { signRaw: (payload: { address: string; data: string; type: string }) => this.#signRaw(payload) },
    }
  }

  /** Revokes the origin: the accounts subscription gets none. */
  disconnect(): void {
    this.#options.store.setAuthorized('polkadot', this.#options.origin, false)
    for (const listener of [...this.#listeners]) listener([])
  }

  #accounts(): DevPolkadotAccount[] {
    return this.isConnected() ? [this.account] : []
  }

  async #signRaw(payload: { address: string; data: string; type: string }): Promise<{ id: number; signature: string }> {
    if (!this.isConnected()) throw unauthorized()
    if (payload?.address !== this.account.address) throw invalidParams('unknown address')
    if (payload.type !== 'bytes' || typeof payload.data !== 'string') throw invalidParams('signRaw signs bytes')
    await this.#options.approvals.request('polkadot:signRaw', { address: payload.address, data: payload.data })
    return { id: 1, signature: `0x${hex(sr25519.sign(this.#secret, wrapBytes(payload.data)))}` }
  }
}
