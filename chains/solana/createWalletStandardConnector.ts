import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import {
  base58Decode,
  base58Encode,
  ChainNotSupportedError,
  InvalidRequestParamsError,
  InvalidWalletResponseError,
  isSolanaAddress,
  MethodNotSupportedError,
  NotConnectedError,
  normalizeWalletError,
  type CaipAddress,
  type CaipNetwork,
  type Connector,
  type ConnectorAccount,
  type ConnectorEvent,
} from 'portico'
import { walletStandardInfo } from './walletStandardInfo'
import { SOLANA_TRANSACTION_METHODS, solanaTransactionRequest } from './solanaTransactionRequests'

/** `solana:signMessage`, as in `@solana/wallet-standard-features` (declared here to stay small). */
type SolanaSignMessageMethod = (
  ...inputs: { account: WalletAccount; message: Uint8Array }[]
) => Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>

type Features = {
  connect?: StandardConnectFeature['standard:connect']
  disconnect?: StandardDisconnectFeature['standard:disconnect']
  events?: StandardEventsFeature['standard:events']
  signMessage?: { signMessage: SolanaSignMessageMethod }
}

const featuresOf = (wallet: Wallet): Features => ({
  connect: wallet.features['standard:connect'] as Features['connect'],
  disconnect: wallet.features['standard:disconnect'] as Features['disconnect'],
  events: wallet.features['standard:events'] as Features['events'],
  signMessage: wallet.features['solana:signMessage'] as Features['signMessage'],
})

const isSolanaAccount = (account: WalletAccount) =>
  isSolanaAddress(account.address) && account.chains.some((chain) => chain.startsWith('solana:'))



/**
 * A {@link Connector} over a Wallet Standard wallet with Solana support (`standard:connect`,
 * `standard:disconnect`, `standard:events`, `solana:signMessage`). Accounts become
 * `solana:{reference}:{base58 address}` for the host's selected Solana network; `switchNetwork`
 * only selects the network (the wallet takes the chain per request). `request` serves
 * `solana_signMessage` (`{ message: base58 | Uint8Array, pubkey? }` -> `{ signature: base58 }`) and
 * the transaction methods of `solanaTransactionRequest` (sign, sign all, sign and send).
 *
 * @param parameters `wallet`: the Wallet Standard wallet (untrusted).
 * @returns The connector, of type 'ANNOUNCED'.
 *
 * @example
 * import { solana } from 'portico'
 * import { createWalletStandardConnector } from 'portico/chains/solana'
 * import { getWallets } from '@wallet-standard/app'
 * const [wallet] = getWallets().get()
 * const connector = createWalletStandardConnector({ wallet })
 * await connector.connect({ network: solana }) // [{ caipAddress: 'solana:5eykt4...:7xKX...' }]
 */
export function createWalletStandardConnector(parameters: { wallet: Wallet }): Connector {
  const { wallet } = parameters
  const features = featuresOf(wallet)
  const info = walletStandardInfo(wallet)
  let network: CaipNetwork | undefined
  let authorized: readonly WalletAccount[] = []
  const unsubscribers = new Set<() => void>()

  const toAccounts = (accounts: readonly WalletAccount[]): ConnectorAccount[] => {
    authorized = accounts.filter(isSolanaAccount)
    const current = network
    if (!current) return []
    return authorized.map((account) => ({
      namespace: 'solana',
      caipAddress: `${current.caipNetworkId}:${account.address}` as CaipAddress,
      accountType: 'eoa',
      networkId: current.caipNetworkId,
    }))
  }
  const select = (target: CaipNetwork) => {
    if (target.chainNamespace !== 'solana') throw new ChainNotSupportedError({ chain: target.caipNetworkId })
    network = target
  }
  const connectWith = async (silent: boolean) => {
    if (!features.connect) throw new MethodNotSupportedError('standard:connect')
    try {
      const output = await features.connect.connect(silent ? { silent: true } : undefined)
      return output.accounts
    } catch (error) {
      throw normalizeWalletError(error)
    }
  }

  return {
    info,
    async connect({ network: target }) {
      select(target)
      return toAccounts(await connectWith(false))
    },
    async reconnect({ network: target }) {
      select(target)
      const existing = wallet.accounts.filter(isSolanaAccount)
      return toAccounts(existing.length > 0 ? existing : await connectWith(true))
    },
    async disconnect() {
      for (const unsubscribe of [...unsubscribers]) unsubscribe()
      authorized = []
      try {
        await features.disconnect?.disconnect()
      } catch {
        // Best effort: the wallet forgets the site on its side or not; we are disconnected.
      }
    },
    async switchNetwork(target) {
      select(target)
    },
    async request({ method, params }) {
      if ((SOLANA_TRANSACTION_METHODS as readonly string[]).includes(method)) {
        const account = authorized[0]
        if (!account || !network) throw new NotConnectedError('solana')
        return solanaTransactionRequest({ wallet, account, network, method: method as (typeof SOLANA_TRANSACTION_METHODS)[number], params })
      }
      if (method !== 'solana_signMessage' || !features.signMessage) throw new MethodNotSupportedError(method)
      const input = (typeof params === 'object' && params !== null ? params : {}) as { message?: unknown; pubkey?: unknown }
      const account = authorized.find((a) => input.pubkey === undefined || a.address === input.pubkey)
      if (!account) throw new NotConnectedError('solana')
      const message =
        input.message instanceof Uint8Array ? input.message : typeof input.message === 'string' ? base58Decode(input.message) : undefined
      if (!message) throw new InvalidRequestParamsError('solana_signMessage')
      let outputs: readonly { signature: Uint8Array }[]
      try {
        outputs = await features.signMessage.signMessage({ account, message })
      } catch (error) {
        throw normalizeWalletError(error)
      }
      const signature = outputs[0]?.signature
      if (!(signature instanceof Uint8Array)) throw new InvalidWalletResponseError('solana:signMessage')
      return { signature: base58Encode(signature) }
    },
    subscribe(listener: (event: ConnectorEvent) => void) {
      const off = features.events?.on('change', ({ accounts }) => {
        if (accounts === undefined) return
        const next = toAccounts(accounts)
        if (next.length === 0) listener({ type: 'disconnect', namespace: 'solana' })
        else listener({ type: 'accountsChanged', namespace: 'solana', accounts: next })
      })
      const unsubscribe = () => {
        unsubscribers.delete(unsubscribe)
        off?.()
      }
      unsubscribers.add(unsubscribe)
      return unsubscribe
    },
  }
}
