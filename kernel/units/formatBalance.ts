import { DISPLAY_PLACES } from './constants.js'
import { roundUnits } from './roundUnits.js'

/**
 * Formats a balance for display (spec section 9: "balance floors to 3 decimals"): rounds
 * down (toward negative infinity) to at most 3 fraction digits and drops trailing zeros, so
 * the text never shows more than is held. Exact bigint arithmetic; no grouping.
 *
 * @param value - Base units.
 * @param decimals - The token's decimals.
 * @throws {InvalidDecimalsError}
 *
 * @example
 * import { formatBalance } from 'portico'
 * formatBalance(1_999_900_000_000_000_000n, 18) // '1.999'
 * formatBalance(1_500_000n, 6) // '1.5'
 * formatBalance(400n, 6) // '0'
 */
export function formatBalance(value: bigint, decimals: number): string {
  return roundUnits({ value, decimals, places: DISPLAY_PLACES.balance, mode: 'floor', fixed: false })
}
