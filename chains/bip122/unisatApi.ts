import * as z from 'zod/mini'
import { InvalidWalletResponseError } from 'portico'
import type { BitcoinWalletApi } from './bitcoinWalletApi'
import { fromBase64, fromHex, toBase64, toHex } from './bytes'

/** Unisat's `window.unisat` (the calls Portico makes). */
export type UnisatProvider = {
  requestAccounts(): Promise<unknown>
  getAccounts(): Promise<unknown>
  getPublicKey(): Promise<unknown>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<unknown>
  signPsbt(psbtHex: string, options: { autoFinalized: boolean; toSignInputs: { index: number; address: string; sighashTypes?: number[] | undefined }[] }): Promise<unknown>
  pushPsbt(psbtHex: string): Promise<unknown>
  sendBitcoin(to: string, satoshis: number): Promise<unknown>
  on?(event: 'accountsChanged', listener: () => void): void
  removeListener?(event: 'accountsChanged', listener: () => void): void
}

const addresses = z.array(z.string())
const text = z.string().check(z.minLength(1))
const check = <T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidWalletResponseError(method)
  return parsed.data
}

/**
 * {@link BitcoinWalletApi} over Unisat's `window.unisat`: one payment address
 * (`requestAccounts`, `getAccounts` to restore), `signMessage` ('ecdsa' or 'bip322-simple'),
 * `signPsbt` on hex PSBTs (finalized and pushed with `pushPsbt` when broadcasting) and
 * `sendBitcoin`. Every answer is validated.
 *
 * @example
 * const api = unisatApi(window.unisat)
 * await api.connect() // [{ address: 'bc1q…', purpose: 'payment' }]
 */
export function unisatApi(unisat: UnisatProvider): BitcoinWalletApi {
  const withKey = async (list: string[]) => {
    if (list.length === 0) return []
    const publicKey = check(z.string(), await unisat.getPublicKey(), 'getPublicKey')
    return list.slice(0, 1).map((address) => ({ address, publicKey, purpose: 'payment' as const }))
  }
  return {
    connect: async () => withKey(check(addresses, await unisat.requestAccounts(), 'requestAccounts')),
    accounts: async () => withKey(check(addresses, await unisat.getAccounts(), 'getAccounts')),
    // Unisat has no disconnect request: the site stays authorised until the visitor removes it.
    disconnect: async () => undefined,
    signMessage: async ({ message, protocol }) => ({
      signature: check(text, await unisat.signMessage(message, protocol === 'bip322' ? 'bip322-simple' : 'ecdsa'), 'signMessage'),
    }),
    async signPsbt({ psbt, signInputs, broadcast }) {
      const signed = check(text, await unisat.signPsbt(toHex(fromBase64(psbt)), { autoFinalized: broadcast, toSignInputs: signInputs }), 'signPsbt')
      const result = { psbt: toBase64(fromHex(signed)) }
      return broadcast ? { ...result, txid: check(text, await unisat.pushPsbt(signed), 'pushPsbt') } : result
    },
    async sendTransfer({ recipient, amount }) {
      if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Amount over the Bitcoin supply')
      return { txid: check(text, await unisat.sendBitcoin(recipient, Number(amount)), 'sendBitcoin') }
    },
    onAccountsChanged(listener) {
      unisat.on?.('accountsChanged', listener)
      return () => unisat.removeListener?.('accountsChanged', listener)
    },
  }
}
