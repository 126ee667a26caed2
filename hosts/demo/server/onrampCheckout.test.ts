import { describe, expect, test } from 'vitest'
import { CHECKOUT_FEE_BPS, localCheckoutQuote, USD_PER_FIAT } from './onrampCheckout'

describe('local checkout quote (exact, 1% fee)', () => {
  test('default: the fee is 1%, inside the providers 1-2% range (spec section 9)', () => {
    expect(CHECKOUT_FEE_BPS).toBe(100n)
    expect(Object.keys(USD_PER_FIAT)).toEqual(['USD', 'EUR', 'GBP', 'CAD'])
  })
  test('behavior: base units rounded down, no float anywhere', () => {
    expect(localCheckoutQuote({ fiatAmount: '25', fiatCurrency: 'USD', usdPerToken: '3000', decimals: 18 })).toBe(8_250_000_000_000_000n)
    expect(localCheckoutQuote({ fiatAmount: '100', fiatCurrency: 'USD', usdPerToken: '1', decimals: 6 })).toBe(99_000_000n)
    expect(localCheckoutQuote({ fiatAmount: '0.01', fiatCurrency: 'USD', usdPerToken: '3000', decimals: 18 })).toBe(3_300_000_000_000n)
    expect(localCheckoutQuote({ fiatAmount: '10.5', fiatCurrency: 'EUR', usdPerToken: '1', decimals: 6 })).toBe(11_226_600n) // 10.5 * 1.08 * 0.99
    expect(localCheckoutQuote({ fiatAmount: '1', fiatCurrency: 'CAD', usdPerToken: '3000', decimals: 18 })).toBe(240_900_000_000_000n) // 0.73 * 0.99 / 3000 = 0.0002409
    expect(localCheckoutQuote({ fiatAmount: '1', fiatCurrency: 'USD', usdPerToken: '3', decimals: 0 })).toBe(0n) // 0.33: rounded down
  })
  test('error: a currency the checkout does not take', () => {
    expect(() => localCheckoutQuote({ fiatAmount: '1', fiatCurrency: 'JPY', usdPerToken: '1', decimals: 6 })).toThrow('The local checkout does not take JPY')
  })
})
