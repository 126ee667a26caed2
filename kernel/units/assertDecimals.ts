import { InvalidDecimalsError, MAX_DECIMALS } from './errors.js'

/**
 * Throws {@link InvalidDecimalsError} unless `decimals` is an integer from 0 to 255.
 * `original` is the input to quote in the error when `decimals` was parsed from it. Internal.
 */
export function assertDecimals(decimals: unknown, original: unknown = decimals): asserts decimals is number {
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidDecimalsError(original)
  }
}
