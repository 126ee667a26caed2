import { assertDecimals } from './assertDecimals.js'
import { InvalidDecimalsError } from './errors.js'

/**
 * Reads a token's `decimals`, given as text (spec section 3: "decimals as text") or as a
 * number, and checks it is an integer from 0 to {@link MAX_DECIMALS}. Text must be plain
 * digits: no sign, no fraction, no exponent, no spaces.
 *
 * @throws {InvalidDecimalsError}
 *
 * @example
 * import { parseDecimals } from 'portico'
 * parseDecimals('18') // 18
 * parseDecimals(6) // 6
 * parseDecimals('1e1') // throws InvalidDecimalsError
 */
export function parseDecimals(value: string | number): number {
  if (typeof value === 'string' && !/^\d{1,3}$/.test(value)) throw new InvalidDecimalsError(value)
  const decimals = typeof value === 'string' ? Number.parseInt(value, 10) : value
  assertDecimals(decimals, value)
  return decimals
}
