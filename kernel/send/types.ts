import type { TokenBalance } from '../balances/types'
import type { ChainNamespace } from '../caip/types'
import type { CaipNetwork } from '../networks/types'
import type { AccountType } from '../store/connectionsSlice'

/**
 * View names of the Send flow (registered as lazily loaded built-in views). Send plugins
 * (`send-evm`, `send-solana`) push `WalletSend` from their `accountFeatures` entry.
 *
 * @example
 * import { SEND_VIEWS } from 'portico'
 * portico.router.push(SEND_VIEWS.send)
 */
export const SEND_VIEWS = {
  send: 'WalletSend',
  selectToken: 'WalletSendSelectToken',
  preview: 'WalletSendPreview',
  /** Shown on top of Account after a successful send (hash, explorer link). */
  done: 'WalletSendDone',
} as const

/** One of {@link SEND_VIEWS}. */
export type SendViewName = (typeof SEND_VIEWS)[keyof typeof SEND_VIEWS]

/**
 * A token as the send state holds it: a {@link TokenBalance} whose exact `amount` is kept as a
 * decimal text of base units (the store holds only serializable data; convert with `BigInt`).
 *
 * @example
 * import type { SendToken } from 'portico'
 * const usdc: SendToken = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: '0xa0b8…', value: 0, price: 0,
 *   quantity: { decimals: '6', numeric: '12.5' }, amount: '12500000', decimals: 6 }
 */
export type SendToken = Omit<TokenBalance, 'amount'> & {
  /** Exact balance in base units, as decimal digits. */
  readonly amount: string
}

/**
 * The Send state (spec section 3), exactly these fields. Amounts are text: `sendTokenAmount`
 * is the decimal text the user typed (converted with `parseUnits`, never a float) and
 * `gasPrice` base units per gas (wei / lamports) as decimal digits.
 *
 * @example
 * import type { SendState } from 'portico'
 * const sending = (state: SendState) => state.loading
 */
export type SendState = {
  /** The token being sent; absent until one is picked. */
  token: SendToken | undefined
  /** Decimal text as typed, e.g. '1.5'. */
  sendTokenAmount: string | undefined
  /** The receiver as typed: an address or a name (resolved through identity). */
  receiverAddress: string | undefined
  /** Avatar of a resolved name (`data:image/...` or `https:` only). */
  receiverProfileImageUrl: string | undefined
  /** The name the receiver was resolved from, e.g. 'alice.eth'. */
  receiverProfileName: string | undefined
  /** Gas price in base units of the native currency, as decimal digits. */
  gasPrice: string | undefined
  /** Fee value in USD for display; undefined without a price. */
  gasPriceInUSD: number | undefined
  /** Native balance value in USD for display; undefined without a price. */
  networkBalanceInUSD: number | undefined
  /** True while a send is in flight (a second submit sends nothing). */
  loading: boolean
  /** The account's balances on the active network, native first. */
  tokenBalances: SendToken[]
  /** Time (ms) of the last balance failure; no refetch within 30 s (spec section 5). */
  lastRetry: number | undefined
}

/**
 * The network fee of a draft send, as the namespace's `estimateFee` tap answers it, with the
 * chain's gas-funds verdict (spec section 5).
 *
 * @example
 * import type { SendFee } from 'portico'
 * const shown = (fee: SendFee) => (fee.gasInsufficient ? 'Insufficient funds for gas' : `${fee.total} wei`)
 */
export type SendFee = {
  /** Base units of the native currency per gas unit (wei); lamports per signature on Solana. */
  gasPrice: bigint
  /** Gas units (EVM) or signatures (Solana). */
  gasLimit: bigint
  /**
   * What the send costs in base units of the native currency besides the amount: gasPrice *
   * gasLimit plus `deposit`.
   */
  total: bigint
  /** A one-off deposit the send pays, included in `total` (Solana: the rent of the receiver's new token account). */
  deposit?: bigint | undefined
  /** True when the chain's gas rule says the account cannot pay `total` (never for a smart account). */
  gasInsufficient: boolean
}

/**
 * A send being drafted: what the fee of a send depends on, without the gas fields.
 *
 * @example
 * import type { SendDraft } from 'portico'
 * const draft: SendDraft = { namespace: 'eip155', network: mainnet, from: '0xf39F…', to: '0x7099…', amount: 1n, decimals: 18 }
 */
export type SendDraft = {
  namespace: ChainNamespace
  network: CaipNetwork
  /** Sender address (no CAIP prefix). */
  from: string
  /** Receiver address (no CAIP prefix). */
  to: string
  /** Base units. */
  amount: bigint
  /** Token contract or mint; absent for the native currency. */
  tokenAddress?: string | undefined
  decimals: number
}

/**
 * What an `estimateFee` tap receives: the draft, plus what the gas rule needs (the native
 * balance the form shows and the account type).
 *
 * @example
 * import type { FeeEstimateRequest } from 'portico'
 * const request: FeeEstimateRequest = { ...draft, nativeBalance: 10n ** 18n, accountType: 'eoa' }
 */
export type FeeEstimateRequest = SendDraft & {
  /** The sender's native balance in base units (0n when unknown). */
  nativeBalance: bigint
  /** 'eoa' | 'smartAccount' | 'payment'; undefined when the connector does not say. */
  accountType: AccountType | undefined
}
