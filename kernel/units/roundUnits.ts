import { assertDecimals } from './assertDecimals.js'

/** How {@link roundUnits} drops digits. Internal. */
export type RoundingMode = 'floor' | 'halfExpand'

/** Parameters of {@link roundUnits}. Internal. */
export type RoundUnitsParameters = {
  /** Base units. */
  value: bigint
  /** The token's decimals. */
  decimals: number
  /** Fraction digits to keep. */
  places: number
  /** `floor`: toward negative infinity. `halfExpand`: to nearest, ties away from zero. */
  mode: RoundingMode
  /** Keep exactly `places` fraction digits (`true`) or drop trailing zeros (`false`). */
  fixed: boolean
}

/**
 * Rounds base units to `places` fraction digits and writes them as decimal text, in bigint
 * arithmetic only. Internal helper of the display formatters.
 */
export function roundUnits({ value, decimals, places, mode, fixed }: RoundUnitsParameters): string {
  assertDecimals(decimals)
  let scaled: bigint
  if (places >= decimals) {
    scaled = value * 10n ** BigInt(places - decimals)
  } else {
    const divisor = 10n ** BigInt(decimals - places)
    // bigint division truncates toward zero; adjust to the requested mode.
    const quotient = value / divisor
    const remainder = value % divisor
    if (mode === 'floor') scaled = remainder < 0n ? quotient - 1n : quotient
    else {
      const twice = (remainder < 0n ? -remainder : remainder) * 2n
      scaled = twice >= divisor ? quotient + (value < 0n ? -1n : 1n) : quotient
    }
  }
  const negative = scaled < 0n
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0')
  const integer = digits.slice(0, digits.length - places)
  const rawFraction = digits.slice(digits.length - places)
  const fraction = fixed ? rawFraction : rawFraction.replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
