import { DISPLAY_PLACES } from './constants.js'
import { roundUnits } from './roundUnits.js'

/**
 * Formats the amount of a past transfer (spec section 9: "transfer amounts 3"): rounded to
 * the nearest value with at most 3 fraction digits (ties away from zero), trailing zeros
 * dropped. A transfer is a fact, not a spending limit, so it rounds to nearest rather than
 * down. Exact bigint arithmetic; no grouping.
 *
 * @param value - Base units.
 * @param decimals - The token's decimals.
 * @throws {InvalidDecimalsError}
 *
 * @example
 * import { formatTransferAmount } from 'portico'
 * formatTransferAmount(1_234_500n, 6) // '1.235'
 * formatTransferAmount(2_000_000n, 6) // '2'
 */
export function formatTransferAmount(value: bigint, decimals: number): string {
  return roundUnits({ value, decimals, places: DISPLAY_PLACES.transferAmount, mode: 'halfExpand', fixed: false })
}
