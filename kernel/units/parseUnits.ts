import { InvalidAmountError } from './errors.js'
import { assertDecimals } from './assertDecimals.js'

/** Options of {@link parseUnits}. */
export type ParseUnitsOptions = {
  /** Accept a leading `-` (default `false`: amounts a person types are never negative). */
  signed?: boolean | undefined
}

/**
 * Converts a decimal text into exact base units (spec section 9: money is bigint base
 * units, never a float): `parseUnits('1.5', 6)` is `1500000n`.
 *
 * Accepted: digits with at most one `.`, either side may be empty but not both (`'.5'`,
 * `'5.'`), leading zeros, and a leading `-` only with `{ signed: true }`.
 * Rejected with {@link InvalidAmountError} (input is never trimmed or rounded):
 * non-strings, `''`, `'+1'`, `'-1'` unless signed, exponent notation (`'1e18'`), any other
 * character including spaces and `,`, several dots, and a fraction that has a non-zero digit
 * beyond `decimals` places: too precise is an error, not silent rounding. Extra trailing
 * zeros (`'1.500'` at 2 decimals) lose nothing and are accepted.
 *
 * @param value - The amount as text, e.g. from an input field.
 * @param decimals - The token's decimals, an integer from 0 to 255.
 * @throws {InvalidAmountError | InvalidDecimalsError}
 *
 * @example
 * import { parseUnits } from 'portico'
 * parseUnits('1.5', 18) // 1500000000000000000n
 * parseUnits('0.0000001', 6) // throws InvalidAmountError (reason 'precision')
 */
export function parseUnits(value: string, decimals: number, options: ParseUnitsOptions = {}): bigint {
  assertDecimals(decimals)
  if (typeof value !== 'string') throw new InvalidAmountError(value, 'type')
  if (value === '') throw new InvalidAmountError(value, 'empty')
  if (value.startsWith('+')) throw new InvalidAmountError(value, 'sign')
  const negative = value.startsWith('-')
  if (negative && !options.signed) throw new InvalidAmountError(value, 'negative')
  const unsigned = negative ? value.slice(1) : value
  if (/^\d*\.?\d*[eE]/.test(unsigned)) throw new InvalidAmountError(value, 'exponent')
  const match = /^(\d*)(?:\.(\d*))?$/.exec(unsigned)
  const integer = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (!match || integer + fraction === '') throw new InvalidAmountError(value, 'format')
  if (/[1-9]/.test(fraction.slice(decimals))) throw new InvalidAmountError(value, 'precision', decimals)
  const units = BigInt(`${integer}${fraction.slice(0, decimals).padEnd(decimals, '0')}` || '0')
  return negative ? -units : units
}
