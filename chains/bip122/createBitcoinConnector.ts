import * as z from 'zod/mini'
import {
  ChainNotSupportedError, InvalidRequestParamsError, MethodNotSupportedError, NotConnectedError, isBitcoinAddress, normalizeWalletError,
  type CaipAddress, type CaipNetworkId, type Connector, type ConnectorAccount, type ConnectorEvent, type ConnectorInfo,
} from 'portico'
import type { BitcoinWalletAccount, BitcoinWalletApi } from './bitcoinWalletApi'
import { bitcoinNetworkOf, isTaprootAddress } from './bitcoinNetworkOf'

/** WalletConnect's bip122 methods (spec section 7), the ones `request` serves. */
export const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const

const address = z.string().check(z.refine(isBitcoinAddress))
const schemas = {
  getAccountAddresses: z.optional(z.looseObject({ account: z.optional(z.string()), intentions: z.optional(z.array(z.enum(['payment', 'ordinal']))) })),
  signMessage: z.looseObject({
    message: z.string().check(z.maxLength(10_000)),
    address: z.optional(address),
    account: z.optional(address),
    protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
  }),
  signPsbt: z.looseObject({
    psbt: z.string().check(z.minLength(1), z.regex(/^[A-Za-z0-9+/]+={0,2}$/)),
    signInputs: z.array(z.object({ address, index: z.number().check(z.int(), z.gte(0)), sighashTypes: z.optional(z.array(z.number().check(z.int()))) })),
    broadcast: z.optional(z.boolean()),
  }),
  sendTransfer: z.looseObject({
    recipientAddress: address,
    /** Satoshis as a decimal string: never a float. */
    amount: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/)),
  }),
}

const intentionOf = (account: BitcoinWalletAccount) => (account.purpose === 'payment' ? 'payment' : 'ordinal')

/**
 * A {@link Connector} for a browser Bitcoin wallet, over any protocol brought to
 * {@link BitcoinWalletApi}. Its accounts are the payment address (first: account type 'payment')
 * and the ordinals address ('ordinal'), on the network their form says (`bc1`: mainnet, `tb1`:
 * testnet...). `request` serves WalletConnect's bip122 methods (spec section 7):
 * `getAccountAddresses` (`{ intentions? }` -> `[{ address, publicKey, intention }]`),
 * `signMessage` (`{ address?, message, protocol? }` -> `{ address, signature: base64 }`; a taproot
 * address signs with BIP-322 unless `protocol` says otherwise),
 * `signPsbt` (`{ psbt: base64, signInputs: [{ address, index }], broadcast? }` -> `{ psbt, txid? }`)
 * and `sendTransfer` (`{ recipientAddress, amount: satoshis as a string }` -> `{ txid }`).
 * Params are validated; a wallet's code 4001 becomes `UserRejectedRequestError`.
 *
 * @example
 * const connector = createBitcoinConnector({ info, api: await satsConnectApi(provider) })
 * await connector.connect({ network: bitcoin }) // payment then ordinals account
 */
export function createBitcoinConnector(parameters: { info: ConnectorInfo; api: BitcoinWalletApi }): Connector {
  const { info, api } = parameters
  let accounts: BitcoinWalletAccount[] = []
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let stopWatching: (() => void) | undefined
  let lastNetworkId: CaipNetworkId | undefined

  const wallet = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw normalizeWalletError(error)
    }
  }
  /** Keeps the valid addresses, payment first; each on the network its form says (else `fallback`). */
  const toAccounts = (fallback: CaipNetworkId, list: BitcoinWalletAccount[]): ConnectorAccount[] => {
    accounts = list.filter((a) => isBitcoinAddress(a.address)).sort((a, b) => Number(b.purpose === 'payment') - Number(a.purpose === 'payment'))
    lastNetworkId = fallback
    return accounts.map((account) => {
      const networkId = bitcoinNetworkOf(account.address) ?? fallback
      return { namespace: 'bip122', caipAddress: `${networkId}:${account.address}` as CaipAddress, accountType: intentionOf(account), networkId }
    })
  }
  const own = (candidate: string | undefined) => {
    const first = accounts[0]
    if (!first) throw new NotConnectedError('bip122')
    if (candidate === undefined) return first
    const found = accounts.find((a) => a.address === candidate)
    if (!found) throw new InvalidRequestParamsError('bip122: not an account of this wallet')
    return found
  }
  const watch = () => {
    if (stopWatching || listeners.size === 0) return
    stopWatching = api.onAccountsChanged(() => {
      void api.accounts().then(
        (list) => {
          if (!lastNetworkId) return
          const next = toAccounts(lastNetworkId, list)
          for (const listener of listeners) listener({ type: 'accountsChanged', namespace: 'bip122', accounts: next })
        },
        () => undefined, // the next change event tries again
      )
    })
  }

  return {
    info,
    connect: async ({ network }) => toAccounts(network.caipNetworkId, await wallet(() => api.connect())),
    reconnect: async ({ network }) => toAccounts(network.caipNetworkId, await wallet(() => api.accounts())),
    async disconnect() {
      accounts = []
      await api.disconnect()
    },
    async switchNetwork(network) {
      // A dapp cannot move a Bitcoin wallet: its addresses are for one network.
      const current = accounts[0] && bitcoinNetworkOf(accounts[0].address)
      if (network.chainNamespace !== 'bip122' || (current !== undefined && current !== network.caipNetworkId)) {
        throw new ChainNotSupportedError({ chain: network.caipNetworkId })
      }
    },
    async request({ method, params }) {
      const parse = <T>(schema: z.ZodMiniType<T>): T => {
        const parsed = schema.safeParse(params)
        if (!parsed.success) throw new InvalidRequestParamsError(method)
        return parsed.data
      }
      switch (method) {
        case 'getAccountAddresses': {
          const intentions = parse(schemas.getAccountAddresses)?.intentions
          own(undefined)
          return accounts
            .filter((a) => !intentions || intentions.includes(intentionOf(a)))
            .map((a) => ({ address: a.address, publicKey: a.publicKey, intention: intentionOf(a) }))
        }
        case 'signMessage': {
          const { message, address: requested, account, protocol } = parse(schemas.signMessage)
          const signer = own(requested ?? account)
          // No ECDSA signature proves a taproot address: BIP-322 unless the caller chose.
          const chosen = protocol ?? (isTaprootAddress(signer.address) ? 'bip322' : undefined)
          const { signature } = await wallet(() => api.signMessage({ address: signer.address, message, protocol: chosen }))
          return { address: signer.address, signature }
        }
        case 'signPsbt': {
          const { psbt, signInputs, broadcast = false } = parse(schemas.signPsbt)
          for (const input of signInputs) own(input.address)
          return wallet(() => api.signPsbt({ psbt, signInputs, broadcast }))
        }
        case 'sendTransfer': {
          const { sendTransfer } = api
          if (!sendTransfer) throw new MethodNotSupportedError(method)
          const { recipientAddress, amount } = parse(schemas.sendTransfer)
          own(undefined)
          return wallet(() => sendTransfer({ recipient: recipientAddress, amount: BigInt(amount) }))
        }
        default:
          throw new MethodNotSupportedError(method)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      watch()
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) {
          stopWatching?.()
          stopWatching = undefined
        }
      }
    },
  }
}
