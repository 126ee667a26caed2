import { describe, expect, test } from 'vitest'
import { DEFAULT_PAYMENT_CURRENCIES } from './constants'
import { checkFiatAmount } from './fiatAmount'
import { onrampViewTexts } from './views/texts'

const usd = { code: 'USD', min: '10', max: '7500' }

describe('fiat amount and limits per payment currency', () => {
  test('default: USD 10-7500, EUR 10-7000, GBP 10-6000, CAD 15-10000, USD first', () => {
    expect(DEFAULT_PAYMENT_CURRENCIES).toEqual([
      { code: 'USD', min: '10', max: '7500' },
      { code: 'EUR', min: '10', max: '7000' },
      { code: 'GBP', min: '10', max: '6000' },
      { code: 'CAD', min: '15', max: '10000' },
    ])
  })
  test('behavior: exact decimal text in, trailing zeros dropped; the limits are inclusive', () => {
    expect(checkFiatAmount('25.50', usd)).toEqual({ ok: true, amount: '25.5' })
    expect(checkFiatAmount('10', usd)).toEqual({ ok: true, amount: '10' })
    expect(checkFiatAmount('7500.00', usd)).toEqual({ ok: true, amount: '7500' })
    expect(checkFiatAmount(' 100 ', usd)).toEqual({ ok: true, amount: '100' })
    expect(checkFiatAmount('0099.9', usd)).toEqual({ ok: true, amount: '99.9' })
  })
  test('error: below the minimum, above the maximum, each in its currency', () => {
    expect(checkFiatAmount('9.99', usd)).toEqual({ ok: false, message: onrampViewTexts.ref('minimum', { limit: '10 USD' }) })
    expect(checkFiatAmount('7500.01', usd)).toEqual({ ok: false, message: onrampViewTexts.ref('maximum', { limit: '7500 USD' }) })
    expect(checkFiatAmount('12', { code: 'CAD', min: '15', max: '10000' })).toEqual({ ok: false, message: onrampViewTexts.ref('minimum', { limit: '15 CAD' }) })
  })
  test('error: empty, more than cents, floats in disguise and other text', () => {
    expect(checkFiatAmount('', usd)).toEqual({ ok: false, message: onrampViewTexts.ref('enterAmount') })
    for (const text of ['10.001', '1e3', '-20', '20,5', 'abc', '.']) expect(checkFiatAmount(text, usd)).toEqual({ ok: false, message: onrampViewTexts.ref('amountFormat') })
  })
})
