import { describe, expect, test } from 'vitest'
import { DEFAULT_PAYMENT_CURRENCIES } from './constants'
import type { OnrampOptionsError } from './errors'
import { coinbase } from './providers/coinbase'
import { localOnramp } from './providers/localOnramp'
import { resolveOnrampOptions } from './resolveOptions'
import type { OnrampOptions } from './types'

const errorOf = (options: unknown) => {
  try {
    resolveOnrampOptions(options as OnrampOptions)
  } catch (error) {
    return error as OnrampOptionsError
  }
  throw new Error('expected an OnrampOptionsError')
}

describe('onramp options', () => {
  test('default: Coinbase then Meld (spec section 9 order), the default payment currencies, no extras', () => {
    const resolved = resolveOnrampOptions({})
    expect(resolved.providers.map((p) => [p.name, p.unavailable !== undefined])).toEqual([['coinbase', true], ['meld', true]])
    expect(resolved.paymentCurrencies).toBe(DEFAULT_PAYMENT_CURRENCIES)
    expect(resolved.fundingOptions).toEqual([])
  })
  test('args: the host list is kept as given', () => {
    const local = localOnramp({ checkoutUrl: 'http://127.0.0.1/c', chains: ['eip155:31337'] })
    const currencies = [{ code: 'JPY', min: '1500', max: '100000' }]
    const resolved = resolveOnrampOptions({ providers: [local], paymentCurrencies: currencies, countryCode: 'JP', fundingOptions: [{ id: 'x', label: 'Exchange', href: 'https://dapp.example/x' }] })
    expect(resolved.providers).toEqual([local])
    expect(resolved.paymentCurrencies).toBe(currencies)
    expect(resolved.countryCode).toBe('JP')
  })
  test('error: each bad option is named', () => {
    expect(errorOf({ providers: [coinbase(), coinbase()] }).shortMessage).toBe('onramp: providers: Invalid input')
    expect(errorOf({ providers: [{ name: 'x', label: 'X', feeRange: '1%', namespaces: ['cosmos'], getUrl: async () => '' }] }).shortMessage).toBe('onramp: providers[0].namespaces: Invalid input')
    expect(errorOf({ providers: [{ name: 'x' }] }).shortMessage).toBe('onramp: providers[0]: Invalid input')
    expect(errorOf({ paymentCurrencies: [] }).shortMessage).toBe('onramp: paymentCurrencies: Invalid input')
    expect(errorOf({ paymentCurrencies: [{ code: 'usd', min: '1', max: '2' }] }).shortMessage).toBe('onramp: paymentCurrencies[0].code: Invalid input')
    expect(errorOf({ paymentCurrencies: [{ code: 'USD', min: '0', max: '2' }] }).shortMessage).toBe('onramp: paymentCurrencies[0].min: Invalid input')
    expect(errorOf({ paymentCurrencies: [{ code: 'USD', min: '10', max: '9.99' }] }).shortMessage).toBe('onramp: paymentCurrencies[0].max: Invalid input')
    expect(errorOf({ paymentCurrencies: [{ code: 'USD', min: '1.005', max: '9' }] }).shortMessage).toBe('onramp: paymentCurrencies[0].min: Invalid input')
    expect(errorOf({ countryCode: 'usa' }).shortMessage).toBe('onramp: countryCode: Invalid input')
    expect(errorOf({ fundingOptions: [{ id: 'x', label: 'X', href: 'javascript:alert(1)' }] }).shortMessage).toBe('onramp: fundingOptions[0].href: Invalid input')
    expect(errorOf({ fundingOptions: [{ id: 'x', label: 'X' }] }).shortMessage).toBe('onramp: fundingOptions[0].href: Invalid input')
    expect(errorOf({ restrictedTimeZones: true }).shortMessage).toBe('onramp: restrictedTimeZones: Invalid input')
  })
})
