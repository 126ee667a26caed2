import { formatUnits } from 'portico'

const SIGNIFICANT_DIGITS = 6
const PRECISION = 18

/**
 * An amount for display, truncated (never rounded up) to 6 significant digits; the whole part is
 * always kept. Exact bigint arithmetic.
 *
 * @example
 * formatAmount(2_990_123_456n, 6) // '2990.12'
 * formatAmount(333_444_555n, 18) // '0.000000000333444'
 */
export function formatAmount(value: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const used = /^-?0$/.test(whole) ? 0 : whole.replace('-', '').length
  if (used >= SIGNIFICANT_DIGITS) return whole
  const leadingZeros = used === 0 ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  const kept = fraction.slice(0, leadingZeros + SIGNIFICANT_DIGITS - used).replace(/0+$/, '')
  return kept ? `${whole}.${kept}` : whole
}

/**
 * How much of the bought token one whole sold token gets ({@link formatAmount} digits).
 *
 * @example
 * formatRate(10n ** 18n, 18, 2_990_123_456n, 6) // '2990.12'
 */
export function formatRate(sellAmount: bigint, sellDecimals: number, buyAmount: bigint, buyDecimals: number): string {
  if (sellAmount === 0n) return '0'
  const scaled = (buyAmount * 10n ** BigInt(sellDecimals + PRECISION)) / sellAmount
  return formatAmount(scaled, buyDecimals + PRECISION)
}
