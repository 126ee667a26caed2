import { formatUnits, parseUnits, type Label } from 'portico'
import { onrampViewTexts } from './views/texts'
import type { PaymentCurrency } from './types'

/** Fiat amounts are whole units and cents: at most 2 decimals. */
export const FIAT_DECIMALS = 2

/**
 * What the visitor typed, checked against the payment currency's limits: the amount as exact
 * decimal text (trailing zeros dropped), or the message to show (a reference into the onramp
 * catalogue, shown with `i18n.label` in the current locale).
 *
 * @example
 * checkFiatAmount('25.50', { code: 'USD', min: '10', max: '7500' }) // { ok: true, amount: '25.5' }
 * checkFiatAmount('5', { code: 'USD', min: '10', max: '7500' }) // { ok: false, message: onrampViewTexts.ref('minimum', { limit: '10 USD' }) }: 'The minimum is 10 USD'
 */
export function checkFiatAmount(text: string, currency: PaymentCurrency): { ok: true; amount: string } | { ok: false; message: Label } {
  if (text.trim() === '') return { ok: false, message: onrampViewTexts.ref('enterAmount') }
  let cents: bigint
  try {
    cents = parseUnits(text.trim(), FIAT_DECIMALS)
  } catch {
    return { ok: false, message: onrampViewTexts.ref('amountFormat') }
  }
  if (cents < parseUnits(currency.min, FIAT_DECIMALS)) return { ok: false, message: onrampViewTexts.ref('minimum', { limit: `${currency.min} ${currency.code}` }) }
  if (cents > parseUnits(currency.max, FIAT_DECIMALS)) return { ok: false, message: onrampViewTexts.ref('maximum', { limit: `${currency.max} ${currency.code}` }) }
  return { ok: true, amount: formatUnits(cents, FIAT_DECIMALS) }
}
