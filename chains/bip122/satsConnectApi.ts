import * as z from 'zod/mini'
import { InvalidWalletResponseError, USER_REJECTED_CODE } from 'portico'
import type { BitcoinWalletAccount, BitcoinWalletApi } from './bitcoinWalletApi'

/** sats-connect's `RpcErrorCode.USER_REJECTION`. */
const SATS_CONNECT_USER_REJECTION = -32000

/** A sats-connect provider (`window.XverseProviders.BitcoinProvider` and those `window.btc_providers` lists). */
export type SatsConnectProvider = {
  request(method: string, params: unknown): Promise<unknown>
  addListener?(event: string, listener: () => void): (() => void) | void
}

const account = z.object({ address: z.string(), publicKey: z.optional(z.string()), purpose: z.optional(z.string()) })
const accounts = z.array(account)
const walletAccount = z.object({ addresses: accounts })
const signature = z.object({ signature: z.string().check(z.minLength(1)) })
const psbt = z.object({ psbt: z.optional(z.string()), txid: z.optional(z.string()) })
const txid = z.object({ txid: z.string().check(z.minLength(1)) })
/** sats-connect answers `{ result }` or `{ error }` (JSON-RPC); older providers answer the bare result. */
const response = z.union([z.object({ error: z.looseObject({ code: z.optional(z.number()), message: z.optional(z.string()) }) }), z.object({ result: z.unknown() })])

const toAccounts = (list: z.infer<typeof accounts>): BitcoinWalletAccount[] =>
  list.flatMap((a) =>
    a.purpose === 'payment' || a.purpose === 'ordinals' ? [{ address: a.address, publicKey: a.publicKey ?? '', purpose: a.purpose }] : [],
  )

/**
 * {@link BitcoinWalletApi} over the sats-connect request API (Xverse and the wallets that
 * follow it): `getAccounts` with the payment and ordinals purposes, `wallet_getAccount` to
 * restore without a prompt, `signMessage` (ECDSA or BIP-322), `signPsbt` (`signInputs` by
 * address) and `sendTransfer` (satoshis). Every answer is validated.
 *
 * @example
 * const api = satsConnectApi(window.XverseProviders.BitcoinProvider)
 * await api.connect()
 */
export function satsConnectApi(provider: SatsConnectProvider): BitcoinWalletApi {
  const call = async <T>(method: string, params: unknown, schema: z.ZodMiniType<T>): Promise<T> => {
    const raw = await provider.request(method, params)
    const answer = response.safeParse(raw)
    if (answer.success && 'error' in answer.data) {
      const { code, message } = answer.data.error
      // sats-connect's USER_REJECTION (-32000) is EIP-1193's 4001.
      throw Object.assign(new Error(message ?? method), { code: code === SATS_CONNECT_USER_REJECTION ? USER_REJECTED_CODE : code })
    }
    const parsed = schema.safeParse(answer.success && 'result' in answer.data ? answer.data.result : raw)
    if (!parsed.success) throw new InvalidWalletResponseError(method)
    return parsed.data
  }
  return {
    connect: async () => toAccounts(await call('getAccounts', { purposes: ['payment', 'ordinals'] }, accounts)),
    async accounts() {
      try {
        return toAccounts((await call('wallet_getAccount', null, walletAccount)).addresses)
      } catch {
        return [] // not connected yet (the provider answers an error): nothing to restore
      }
    },
    disconnect: async () => void (await provider.request('wallet_renouncePermissions', null).catch(() => undefined)),
    signMessage: ({ address, message, protocol }) =>
      call('signMessage', { address, message, ...(protocol && { protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA' }) }, signature),
    signPsbt({ psbt: base64, signInputs, broadcast }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) (byAddress[address] ??= []).push(index)
      return call('signPsbt', { psbt: base64, signInputs: byAddress, broadcast }, psbt)
    },
    sendTransfer: ({ recipient, amount }) => {
      // JSON has no bigint; every satoshi amount (at most 2.1e15) is a safe integer.
      if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Amount over the Bitcoin supply')
      return call('sendTransfer', { recipients: [{ address: recipient, amount: Number(amount) }] }, txid)
    },
    onAccountsChanged: (listener) => provider.addListener?.('accountChange', listener) ?? (() => undefined),
  }
}
