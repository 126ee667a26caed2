import { bytesToBase64, bytesToHex, hexToBytes, type DevBitcoinWallet } from './bitcoin.js'
import { invalidParams, rpcError, ErrorCode, unauthorized } from './errors.js'

/** The `window.unisat`-style API of {@link unisatProvider} (the calls dapps make of Unisat). */
export interface DevUnisatProvider {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  getNetwork(): Promise<'livenet' | 'testnet'>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(psbtHex: string, options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address?: string }[] }): Promise<string>
  pushPsbt(psbtHex: string): Promise<string>
  sendBitcoin(to: string, satoshis: number): Promise<string>
  on(event: string, listener: (accounts: string[]) => void): void
  removeListener(event: string, listener: (accounts: string[]) => void): void
}

const noNode = (method: string) => rpcError(ErrorCode.unsupportedMethod, `${method}: the dev wallet has no Bitcoin node`)

/**
 * The dev wallet's Bitcoin keys as Unisat's `window.unisat`: one address, the payment one
 * (`requestAccounts` asks for approval, `getAccounts` answers [] until then), `signMessage`
 * ('ecdsa': BIP-137, 'bip322-simple': BIP-322; base64), `signPsbt` on hex PSBTs (every
 * `toSignInputs` index with the payment key; finalized unless `autoFinalized: false`, as Unisat
 * does) and `accountsChanged` events. `pushPsbt` and `sendBitcoin` are refused: no Bitcoin node.
 * Same keys, approvals and authorisation as the sats-connect face. A test fixture.
 */
export function unisatProvider(wallet: DevBitcoinWallet): DevUnisatProvider {
  const listeners = new Map<(accounts: string[]) => void, () => void>()
  const addresses = () => wallet.accounts.filter((account) => account.purpose === 'payment').map((account) => account.address)
  const connected = () => {
    if (!wallet.isConnected()) throw unauthorized()
  }
  return {
    requestAccounts: async () => (await wallet.connect(['payment'])).map((account) => account.address),
    getAccounts: async () => addresses(),
    async getPublicKey() {
      connected()
      return wallet.payment.publicKey
    },
    getNetwork: async () => (wallet.network === 'testnet' ? 'testnet' : 'livenet'),
    async signMessage(message, type = 'ecdsa') {
      if (type !== 'ecdsa' && type !== 'bip322-simple') throw invalidParams(`unknown signature type ${String(type)}`)
      const signed = await wallet.signMessage(wallet.payment.address, message, type === 'ecdsa' ? 'ecdsa' : 'bip322')
      return bytesToBase64(signed.signature)
    },
    async signPsbt(psbtHex, options = {}) {
      if (typeof psbtHex !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(psbtHex)) throw invalidParams('psbtHex must be hex')
      const indexes = (options.toSignInputs ?? []).map((input) => {
        if (input.address !== undefined && input.address !== wallet.payment.address) throw invalidParams(`not this wallet's address: ${input.address}`)
        return input.index
      })
      const signed = await wallet.signPsbt(hexToBytes(psbtHex), { [wallet.payment.address]: indexes }, { finalize: options.autoFinalized ?? true })
      return bytesToHex(signed)
    },
    pushPsbt: async () => Promise.reject(noNode('pushPsbt')),
    sendBitcoin: async () => Promise.reject(noNode('sendBitcoin')),
    on(event, listener) {
      if (event !== 'accountsChanged' || listeners.has(listener)) return
      listeners.set(listener, wallet.onChange(() => listener(addresses())))
    },
    removeListener(event, listener) {
      if (event !== 'accountsChanged') return
      listeners.get(listener)?.()
      listeners.delete(listener)
    },
  }
}
