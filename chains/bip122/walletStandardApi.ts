import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { MethodNotSupportedError } from 'portico'
import type { BitcoinPurpose, BitcoinSignInput, BitcoinWalletAccount, BitcoinWalletApi } from './bitcoinWalletApi'
import { isTaprootAddress } from './bitcoinNetworkOf'
import { fromBase64, toBase64, toHex } from './bytes'

/** The Wallet Standard bitcoin features (as Exodus, Leather and others publish them), declared here to stay small. */
type InputToSign = { account: WalletAccount; signingIndexes: number[]; sigHash?: number | undefined }
type BitcoinFeatures = {
  'bitcoin:connect'?: { connect(input: { purposes: BitcoinPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }> }
  'bitcoin:signMessage'?: { signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array | string }[]> }
  'bitcoin:signTransaction'?: { signTransaction(...inputs: { psbt: Uint8Array; inputsToSign: InputToSign[] }[]): Promise<readonly { signedPsbt: Uint8Array }[]> }
  'bitcoin:signAndSendTransaction'?: {
    signAndSendTransaction(...inputs: { psbt: Uint8Array; inputsToSign: InputToSign[]; chain: string }[]): Promise<readonly { txId: string }[]>
  }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: { on(event: 'change', listener: () => void): () => void }
}

const PURPOSES: BitcoinPurpose[] = ['payment', 'ordinals']

/**
 * The Wallet Standard chain id of the network an address is for (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`).
 */
const chainOf = (address: string) => (/^bcrt1/i.test(address) ? 'bitcoin:regtest' : /^(bc1|[13])/i.test(address) ? 'bitcoin:mainnet' : 'bitcoin:testnet')

/**
 * The accounts as payment and ordinals addresses: with two or more, a taproot address is the
 * ordinals one (where inscriptions live); a lone address is for payments.
 */
function toWalletAccounts(accounts: readonly WalletAccount[]): BitcoinWalletAccount[] {
  const several = accounts.length > 1
  return accounts.map((account) => ({
    address: account.address,
    publicKey: account.publicKey instanceof Uint8Array ? toHex(account.publicKey) : '',
    purpose: several && isTaprootAddress(account.address) ? 'ordinals' : 'payment',
  }))
}

/**
 * {@link BitcoinWalletApi} over a Wallet Standard wallet with the bitcoin features:
 * `bitcoin:connect` (payment and ordinals purposes), `bitcoin:signMessage`,
 * `bitcoin:signTransaction` for PSBTs and, when the wallet offers it,
 * `bitcoin:signAndSendTransaction` (a PSBT with `broadcast`); `standard:events` for changes.
 *
 * @example
 * const api = walletStandardBitcoinApi(wallet)
 * await api.connect() // [{ address: 'bc1q…', purpose: 'payment' }, { address: 'bc1p…', purpose: 'ordinals' }]
 */
export function walletStandardBitcoinApi(wallet: Wallet): BitcoinWalletApi {
  const features = wallet.features as BitcoinFeatures
  const feature = <K extends keyof BitcoinFeatures>(name: K): NonNullable<BitcoinFeatures[K]> => {
    const found = features[name]
    if (!found) throw new MethodNotSupportedError(name)
    return found
  }
  let authorized: readonly WalletAccount[] = []
  const accountOf = (address: string) => {
    const account = authorized.find((a) => a.address === address) ?? wallet.accounts.find((a) => a.address === address)
    if (!account) throw new MethodNotSupportedError(`bitcoin account ${address}`)
    return account
  }
  const inputsToSign = (signInputs: BitcoinSignInput[]): InputToSign[] => {
    const byAddress = new Map<string, InputToSign>()
    for (const { address, index, sighashTypes } of signInputs) {
      const entry = byAddress.get(address) ?? { account: accountOf(address), signingIndexes: [], sigHash: sighashTypes?.[0] }
      entry.signingIndexes.push(index)
      byAddress.set(address, entry)
    }
    return [...byAddress.values()]
  }

  return {
    async connect() {
      authorized = (await feature('bitcoin:connect').connect({ purposes: PURPOSES })).accounts
      return toWalletAccounts(authorized)
    },
    async accounts() {
      authorized = wallet.accounts
      return toWalletAccounts(authorized)
    },
    async disconnect() {
      authorized = []
      await features['standard:disconnect']?.disconnect()
    },
    async signMessage({ address, message }) {
      const [output] = await feature('bitcoin:signMessage').signMessage({ account: accountOf(address), message: new TextEncoder().encode(message) })
      if (!output) throw new MethodNotSupportedError('bitcoin:signMessage')
      return { signature: typeof output.signature === 'string' ? output.signature : toBase64(output.signature) }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const bytes = fromBase64(psbt)
      if (broadcast) {
        const chain = chainOf(signInputs[0]?.address ?? authorized[0]?.address ?? '')
        const [output] = await feature('bitcoin:signAndSendTransaction').signAndSendTransaction({ psbt: bytes, inputsToSign: inputsToSign(signInputs), chain })
        return { txid: output?.txId }
      }
      const [output] = await feature('bitcoin:signTransaction').signTransaction({ psbt: bytes, inputsToSign: inputsToSign(signInputs) })
      if (!output) throw new MethodNotSupportedError('bitcoin:signTransaction')
      return { psbt: toBase64(output.signedPsbt) }
    },
    onAccountsChanged: (listener) => features['standard:events']?.on('change', listener) ?? (() => undefined),
  }
}
