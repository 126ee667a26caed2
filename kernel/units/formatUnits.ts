import { assertDecimals } from './assertDecimals.js'

/**
 * Writes base units as an exact decimal text, without trailing fraction zeros, the same
 * output as viem's `formatUnits`: `formatUnits(1500000n, 6)` is `'1.5'`. No rounding, no
 * thousands separators (grouping for display is the view's job).
 *
 * @param value - Base units.
 * @param decimals - The token's decimals, an integer from 0 to 255.
 * @throws {InvalidDecimalsError}
 *
 * @example
 * import { formatUnits } from 'portico'
 * formatUnits(1500000000000000000n, 18) // '1.5'
 * formatUnits(-1n, 2) // '-0.01'
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
