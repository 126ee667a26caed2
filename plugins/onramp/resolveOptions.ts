import { CHAIN_NAMESPACES, parseUnits } from 'portico'
import { DEFAULT_PAYMENT_CURRENCIES } from './constants'
import { OnrampOptionsError } from './errors'
import { FIAT_DECIMALS } from './fiatAmount'
import { coinbase } from './providers/coinbase'
import { meld } from './providers/meld'
import type { FundingOption, OnrampOptions, OnrampProvider, PaymentCurrency } from './types'

/** The options with their defaults, checked. */
export type ResolvedOnrampOptions = {
  providers: readonly OnrampProvider[]
  paymentCurrencies: readonly PaymentCurrency[]
  countryCode: string | undefined
  fundingOptions: readonly FundingOption[]
}

const AMOUNT = /^\d+(\.\d{1,2})?$/
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

function check(ok: boolean, path: string): void {
  if (!ok) throw new OnrampOptionsError(path)
}

function checkProvider(provider: OnrampProvider, path: string): void {
  check(typeof provider === 'object' && provider !== null, path)
  check(isText(provider.name) && isText(provider.label) && typeof provider.feeRange === 'string' && typeof provider.getUrl === 'function', path)
  check(Array.isArray(provider.namespaces) && provider.namespaces.every((n) => (CHAIN_NAMESPACES as readonly string[]).includes(n)), `${path}.namespaces`)
  check(provider.chains === undefined || Array.isArray(provider.chains), `${path}.chains`)
  check(provider.fiatCurrencies === undefined || Array.isArray(provider.fiatCurrencies), `${path}.fiatCurrencies`)
}

function checkCurrency(currency: PaymentCurrency, path: string): void {
  check(/^[A-Z]{3}$/.test(currency?.code), `${path}.code`)
  check(AMOUNT.test(currency.min) && parseUnits(currency.min, FIAT_DECIMALS) > 0n, `${path}.min`)
  check(AMOUNT.test(currency.max) && parseUnits(currency.max, FIAT_DECIMALS) >= parseUnits(currency.min, FIAT_DECIMALS), `${path}.max`)
}

function checkFundingOption(option: FundingOption, path: string): void {
  check(isText(option?.id) && isText(option.label), path)
  const link = typeof option.href === 'string' && URL.canParse(option.href) && new URL(option.href).protocol === 'https:'
  check(link !== (typeof option.onSelect === 'function'), `${path}.href`)
}

/**
 * Checks the host's options (throws {@link OnrampOptionsError} naming the first bad one) and
 * fills the defaults: Coinbase and Meld as providers (unavailable until configured), and
 * {@link DEFAULT_PAYMENT_CURRENCIES}.
 *
 * @example
 * resolveOnrampOptions({}).providers.map((p) => p.name) // ['coinbase', 'meld']
 */
export function resolveOnrampOptions(options: OnrampOptions): ResolvedOnrampOptions {
  const providers = options.providers ?? [coinbase(), meld()]
  check(Array.isArray(providers) && new Set(providers.map((p) => p?.name)).size === providers.length, 'providers')
  providers.forEach((provider, index) => checkProvider(provider, `providers[${index}]`))
  const paymentCurrencies = options.paymentCurrencies ?? DEFAULT_PAYMENT_CURRENCIES
  check(Array.isArray(paymentCurrencies) && paymentCurrencies.length > 0, 'paymentCurrencies')
  paymentCurrencies.forEach((currency, index) => checkCurrency(currency, `paymentCurrencies[${index}]`))
  check(options.countryCode === undefined || /^[A-Z]{2}$/.test(options.countryCode), 'countryCode')
  const fundingOptions = options.fundingOptions ?? []
  check(Array.isArray(fundingOptions), 'fundingOptions')
  fundingOptions.forEach((option, index) => checkFundingOption(option, `fundingOptions[${index}]`))
  const restricted = options.restrictedTimeZones
  check(restricted === undefined || restricted === false || typeof restricted === 'function', 'restrictedTimeZones')
  return { providers, paymentCurrencies, countryCode: options.countryCode, fundingOptions }
}
