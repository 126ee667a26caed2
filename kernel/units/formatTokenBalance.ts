import { DISPLAY_PLACES } from './constants.js'
import { roundUnits } from './roundUnits.js'

/**
 * Formats a token balance for a token list (spec section 9: "token balance fixed at 2"):
 * always exactly 2 fraction digits, rounded down like {@link formatBalance} so a balance is
 * never overstated (`0.999` shows `0.99`, not `1.00`). Exact bigint arithmetic; no grouping.
 *
 * @param value - Base units.
 * @param decimals - The token's decimals.
 * @throws {InvalidDecimalsError}
 *
 * @example
 * import { formatTokenBalance } from 'portico'
 * formatTokenBalance(1_500_000n, 6) // '1.50'
 * formatTokenBalance(999_999n, 6) // '0.99'
 * formatTokenBalance(0n, 18) // '0.00'
 */
export function formatTokenBalance(value: bigint, decimals: number): string {
  return roundUnits({ value, decimals, places: DISPLAY_PLACES.tokenBalance, mode: 'floor', fixed: true })
}
