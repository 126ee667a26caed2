import type { CaipNetwork, CaipNetworkId, ChainNamespace } from 'portico'

/**
 * What a visitor buys: the network's native currency (no `address`) or one of its tokens.
 *
 * @example
 * import type { OnrampAsset } from 'portico/plugins/onramp'
 * const usdc: OnrampAsset = { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
 */
export type OnrampAsset = {
  symbol: string
  name: string
  /** Decimals of the base unit. */
  decimals: number
  /** Token contract (EVM) or mint (Solana); absent for the native currency. */
  address?: string | undefined
}

/**
 * One purchase as the visitor set it up, handed to {@link OnrampProvider.getUrl}.
 *
 * @example
 * import type { OnrampContext } from 'portico/plugins/onramp'
 * import { mainnet } from 'portico'
 * const context: OnrampContext = {
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network: mainnet,
 *   asset: { symbol: 'ETH', name: 'Ether', decimals: 18 }, fiatAmount: '100', fiatCurrency: 'USD',
 * }
 */
export type OnrampContext = {
  /** The account that receives the purchase, without a CAIP prefix. */
  address: string
  /** The connected network. */
  network: CaipNetwork
  /** What is bought. */
  asset: OnrampAsset
  /** The fiat amount as exact decimal text (`'100'`, `'25.5'`), never a float. */
  fiatAmount: string
  /** ISO 4217 code of the payment currency, upper case (`'USD'`). */
  fiatCurrency: string
  /** ISO 3166-1 alpha-2 country of the visitor when the host knows it (`onramp({ countryCode })`). */
  countryCode?: string | undefined
}

/**
 * A place to buy crypto (spec section 9: Coinbase, Meld). The plugin lists the providers of the
 * connected namespace with their fee range and opens the chosen one's checkout in a popup.
 *
 * Contract: `getUrl` MUST answer the checkout page of exactly this purchase (account, network,
 * asset, amount, currency) as an `https:` URL (`http:` only on `localhost` / `127.0.0.1`), or
 * reject with an error whose `shortMessage` (or `message`) the visitor can read; it MAY call the
 * host's server (it runs after the click, while the popup waits on a blank page). A provider that
 * cannot work at all sets `unavailable`: it is listed with that reason and never opened.
 *
 * @example
 * import type { OnrampProvider } from 'portico/plugins/onramp'
 * const myRamp: OnrampProvider = {
 *   name: 'my-ramp', label: 'My Ramp', feeRange: '1%', namespaces: ['eip155'],
 *   getUrl: async ({ address, fiatAmount }) => `https://ramp.example/buy?to=${address}&usd=${fiatAmount}`,
 * }
 */
export type OnrampProvider = {
  /** Identifier (`'coinbase'`, `'meld'`, `'local'`); also the `onramp` param of a history fetch. */
  name: string
  /** Display name. */
  label: string
  /** Fee range shown beside the name (`'1-2%'`). */
  feeRange: string
  /** Namespaces it can deliver on; it is listed only while one of them is connected. */
  namespaces: readonly ChainNamespace[]
  /** CAIP-2 networks it serves; absent: every network of its namespaces. */
  chains?: readonly CaipNetworkId[] | undefined
  /** ISO 4217 payment currencies it takes; absent: all of them. */
  fiatCurrencies?: readonly string[] | undefined
  /** Set when it cannot be used at all (a missing key): it is listed with this reason, never opened. */
  unavailable?: string | undefined
  /** The checkout URL of one purchase; see the contract above. */
  getUrl(context: OnrampContext): Promise<string>
}

/**
 * A payment currency and the amounts a visitor may pay in it in one purchase, as exact decimal
 * text in whole units (at most 2 decimals).
 *
 * @example
 * import type { PaymentCurrency } from 'portico/plugins/onramp'
 * const usd: PaymentCurrency = { code: 'USD', min: '10', max: '7500' }
 */
export type PaymentCurrency = { code: string; min: string; max: string }

/**
 * An extra entry of the Fund wallet view, after Buy crypto and Receive: a link (opened in a new
 * tab, `https:` only) or a callback.
 *
 * @example
 * import type { FundingOption } from 'portico/plugins/onramp'
 * const exchange: FundingOption = { id: 'exchange', label: 'Deposit from an exchange', href: 'https://dapp.example/deposit' }
 */
export type FundingOption = { id: string; label: string } & ({ href: string; onSelect?: undefined } | { onSelect: () => void; href?: undefined })

/**
 * Options of the onramp plugin.
 *
 * @example
 * import type { OnrampOptions } from 'portico/plugins/onramp'
 * import { coinbase, meld } from 'portico/plugins/onramp'
 * const options: OnrampOptions = { providers: [coinbase({ getSessionToken: async () => 'token' }), meld({ publicKey: 'pk' })] }
 */
export type OnrampOptions = {
  /** The providers, in display order. Default `[coinbase(), meld()]`: listed unavailable until configured. */
  providers?: readonly OnrampProvider[] | undefined
  /** Payment currencies and their limits, the first preselected. Default {@link DEFAULT_PAYMENT_CURRENCIES}. */
  paymentCurrencies?: readonly PaymentCurrency[] | undefined
  /**
   * Who may not see onramp, by the visitor's IANA time zone. Default: the spec's restricted time
   * zones ({@link isRestrictedTimeZone}); `false` turns the rule off; a function is the host's rule.
   */
  restrictedTimeZones?: false | ((timeZone: string) => boolean) | undefined
  /** The visitor's ISO 3166-1 alpha-2 country when the host knows it (passed to providers). */
  countryCode?: string | undefined
  /** Extra entries of the Fund wallet view. */
  fundingOptions?: readonly FundingOption[] | undefined
}
