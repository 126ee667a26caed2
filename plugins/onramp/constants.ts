import type { ChainNamespace } from 'portico'
import type { PaymentCurrency } from './types'

/** The plugin's id: its tap name on every hook. */
export const PLUGIN_ID = 'onramp'

/** The Fund wallet view (Buy crypto, Receive, the host's extra entries), opened by the Account view's 'Buy' button. */
export const FUND_WALLET_VIEW = 'FundWallet'
/** The providers view: amount, payment currency, token, and the providers of the connected namespace. */
export const ONRAMP_PROVIDERS_VIEW = 'OnRampProviders'
/** The purchase in its popup: waiting, failed, or done. */
export const BUY_IN_PROGRESS_VIEW = 'BuyInProgress'

/** Namespaces onramp works on (spec section 9). */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** Fee range of Coinbase and Meld (spec section 9). */
export const PROVIDER_FEE_RANGE = '1-2%'

/** How often the purchase's balance (and history) is read while waiting: the spec's poll interval, 4 s (section 9). */
export const BUY_POLL_INTERVAL_MS = 4_000
/** How often the popup is checked for being closed. */
export const POPUP_CHECK_INTERVAL_MS = 500
/** After this long without the purchase landing, the view says it is still waiting. */
export const BUY_WAIT_NOTICE_MS = 3 * 60_000

/**
 * Payment currencies and their per-purchase limits when the host sets none: card limits of the
 * providers' guest checkouts, in whole units. The first is preselected.
 *
 * @example
 * import { DEFAULT_PAYMENT_CURRENCIES } from 'portico/plugins/onramp'
 * DEFAULT_PAYMENT_CURRENCIES[0] // { code: 'USD', min: '10', max: '7500' }
 */
export const DEFAULT_PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  { code: 'USD', min: '10', max: '7500' },
  { code: 'EUR', min: '10', max: '7000' },
  { code: 'GBP', min: '10', max: '6000' },
  { code: 'CAD', min: '15', max: '10000' },
]
