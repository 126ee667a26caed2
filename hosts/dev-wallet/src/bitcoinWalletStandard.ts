import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners, StandardEventsNames } from '@wallet-standard/features'
import { hexToBytes, type DevBitcoinAccount, type DevBitcoinWallet } from './bitcoin.js'
import { invalidParams } from './errors.js'
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from './icon.js'

/** `bitcoin:signTransaction` input (the Wallet Standard bitcoin features, as Exodus and Leather publish them). */
export interface BitcoinSignTransactionInput {
  readonly psbt: Uint8Array
  readonly inputsToSign: readonly { readonly account: WalletAccount; readonly signingIndexes: readonly number[]; readonly sigHash?: number }[]
}

/** `bitcoin:signMessage` input. */
export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
}

const ACCOUNT_FEATURES = Object.freeze(['bitcoin:signMessage', 'bitcoin:signTransaction'] as const)

/**
 * The dev wallet's Bitcoin keys as a Wallet Standard wallet with the bitcoin features:
 * `bitcoin:connect` (`{ purposes }` -> the payment and ordinals accounts), `bitcoin:signMessage`
 * (BIP-137 for payment, BIP-322 for ordinals), `bitcoin:signTransaction` (PSBT bytes, the
 * `signingIndexes` of each account), `standard:disconnect` and `standard:events`. No
 * `bitcoin:signAndSendTransaction`: the dev wallet has no Bitcoin node to broadcast to. Same keys,
 * approvals and authorisation as the sats-connect face. A test fixture.
 */
export class DevBitcoinStandardWallet implements Wallet {
  readonly version = '1.0.0' as const
  readonly name = DEV_WALLET_NAME
  readonly icon = DEV_WALLET_ICON
  readonly chains: readonly IdentifierString[]
  readonly features: Wallet['features']
  readonly #wallet: DevBitcoinWallet

  /** @param wallet - the keys, approvals and authorisation */
  constructor(wallet: DevBitcoinWallet) {
    this.#wallet = wallet
    this.chains = Object.freeze([wallet.network === 'testnet' ? 'bitcoin:testnet' : 'bitcoin:mainnet'] as const)
    this.features = Object.freeze({
      'bitcoin:connect': { version: '1.0.0', connect: (input?: { purposes?: readonly string[] }) => this.connect(input) },
      'bitcoin:signMessage': { version: '1.0.0', signMessage: (...inputs: readonly BitcoinSignMessageInput[]) => this.signMessage(...inputs) },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction: (...inputs: readonly BitcoinSignTransactionInput[]) => this.signTransaction(...inputs) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => wallet.disconnect() },
      'standard:events': { version: '1.0.0', on: <E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]) => this.on(event, listener) },
    })
  }

  /** The authorised accounts: payment then ordinals, or none. */
  get accounts(): readonly WalletAccount[] {
    return this.#wallet.accounts.map((account) => this.#toWalletAccount(account))
  }

  /** `bitcoin:connect`: asks for approval unless authorised; answers the accounts of the purposes (default payment). */
  async connect(input?: { purposes?: readonly string[] }): Promise<{ readonly accounts: readonly WalletAccount[] }> {
    const accounts = await this.#wallet.connect(input?.purposes ?? ['payment'])
    return { accounts: accounts.map((account) => this.#toWalletAccount(account)) }
  }

  /** `standard:events`: `change` carries the new accounts. */
  on<E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]): () => void {
    if (event !== 'change') return () => undefined
    return this.#wallet.onChange(() => listener({ accounts: this.accounts }))
  }

  /** `bitcoin:signMessage`: each UTF-8 message signed by its account (one approval each). */
  async signMessage(...inputs: readonly BitcoinSignMessageInput[]): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]> {
    const outputs = []
    for (const { account, message } of inputs) {
      if (!(message instanceof Uint8Array)) throw invalidParams('message must be a Uint8Array')
      const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
      outputs.push({ signedMessage: message, signature: (await this.#wallet.signMessage(account?.address, text)).signature })
    }
    return outputs
  }

  /** `bitcoin:signTransaction`: each PSBT's `signingIndexes` signed with their account's key (not finalized). */
  async signTransaction(...inputs: readonly BitcoinSignTransactionInput[]): Promise<readonly { signedPsbt: Uint8Array }[]> {
    const outputs = []
    for (const { psbt, inputsToSign } of inputs) {
      if (!(psbt instanceof Uint8Array) || !Array.isArray(inputsToSign)) throw invalidParams('psbt (bytes) and inputsToSign are required')
      const signInputs: Record<string, number[]> = {}
      for (const { account, signingIndexes, sigHash } of inputsToSign) {
        // Only the default hash type: signing another than the one asked for would be a silent change.
        if (sigHash !== undefined) throw invalidParams('the dev wallet signs with the default sighash only')
        ;(signInputs[String(account?.address)] ??= []).push(...signingIndexes)
      }
      outputs.push({ signedPsbt: await this.#wallet.signPsbt(psbt, signInputs) })
    }
    return outputs
  }

  #toWalletAccount(account: DevBitcoinAccount): WalletAccount {
    return Object.freeze({ address: account.address, publicKey: hexToBytes(account.publicKey), chains: this.chains, features: ACCOUNT_FEATURES })
  }
}
