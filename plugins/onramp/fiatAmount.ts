import { formatUnits, parseUnits } from 'portico'
import type { PaymentCurrency } from './types'

/** Fiat amounts are whole units and cents: at most 2 decimals. */
export const FIAT_DECIMALS = 2

/**
 * What the visitor typed, checked against the payment currency's limits: the amount as exact
 * decimal text (trailing zeros dropped), or the message to show.
 *
 * @example
 * checkFiatAmount('25.50', { code: 'USD', min: '10', max: '7500' }) // { ok: true, amount: '25.5' }
 * checkFiatAmount('5', { code: 'USD', min: '10', max: '7500' }) // { ok: false, message: 'The minimum is 10 USD' }
 */
export function checkFiatAmount(text: string, currency: PaymentCurrency): { ok: true; amount: string } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: 'Enter an amount' }
  let cents: bigint
  try {
    cents = parseUnits(text.trim(), FIAT_DECIMALS)
  } catch {
    return { ok: false, message: 'Enter an amount like 100 or 25.50' }
  }
  if (cents < parseUnits(currency.min, FIAT_DECIMALS)) return { ok: false, message: `The minimum is ${currency.min} ${currency.code}` }
  if (cents > parseUnits(currency.max, FIAT_DECIMALS)) return { ok: false, message: `The maximum is ${currency.max} ${currency.code}` }
  return { ok: true, amount: formatUnits(cents, FIAT_DECIMALS) }
}
