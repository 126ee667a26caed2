import { BaseError } from '../errors/base.js'

/**
 * Why {@link parseUnits} rejected an amount.
 *
 * @example
 * import type { InvalidAmountReason } from 'portico'
 * const reason: InvalidAmountReason = 'precision'
 */
export type InvalidAmountReason = 'type' | 'empty' | 'sign' | 'negative' | 'exponent' | 'format' | 'precision'

/** Largest accepted `decimals` (ERC-20 and SPL tokens store decimals in a uint8). */
export const MAX_DECIMALS = 255

/**
 * Texts thrown by `kernel/units`. The spec's catalogue quotes no text for a malformed amount,
 * so they live here rather than in `kernel/errors/messages.ts`.
 *
 * @example
 * import { unitsMessages } from 'portico'
 * unitsMessages.invalidAmount('1e18', 'exponent')
 * // 'Invalid amount "1e18": exponent notation is not supported'
 */
export const unitsMessages = {
  invalidAmount: (value: string, reason: InvalidAmountReason, decimals?: number) =>
    `Invalid amount ${JSON.stringify(value)}: ${amountReasons[reason](decimals ?? 0)}`,
  invalidDecimals: (value: string) => `Invalid decimals: ${value} (expected an integer from 0 to ${MAX_DECIMALS})`,
} as const

const amountReasons: Readonly<Record<InvalidAmountReason, (decimals: number) => string>> = {
  type: () => 'expected a decimal string',
  empty: () => 'the amount is empty',
  sign: () => 'a leading "+" is not allowed',
  negative: () => 'negative amounts are not allowed',
  exponent: () => 'exponent notation is not supported',
  format: () => 'use digits with at most one decimal point, e.g. "1.5"',
  precision: (decimals) =>
    decimals === 0 ? 'this token has no decimal places' : `at most ${decimals} decimal places are allowed`,
}

/**
 * Thrown by {@link parseUnits} when a text is not an exact decimal amount for the token.
 * `reason` says which rule failed; the input is never rounded or trimmed.
 *
 * @example
 * import { InvalidAmountError, parseUnits } from 'portico'
 * try { parseUnits('1.2.3', 18) } catch (e) {
 *   if (e instanceof InvalidAmountError) e.reason // 'format'
 * }
 */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  /** The rejected input, as text. */
  readonly value: string
  /** Which rule the input broke. */
  readonly reason: InvalidAmountReason

  constructor(value: unknown, reason: InvalidAmountReason, decimals?: number) {
    const text = typeof value === 'string' ? value : String(value)
    super(unitsMessages.invalidAmount(text, reason, decimals))
    this.value = text
    this.reason = reason
  }
}

/**
 * Thrown when `decimals` is not an integer from 0 to {@link MAX_DECIMALS}.
 *
 * @example
 * import { InvalidDecimalsError, formatUnits } from 'portico'
 * try { formatUnits(1n, 1.5) } catch (e) { e instanceof InvalidDecimalsError } // true
 */
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError'

  constructor(value: unknown) {
    super(unitsMessages.invalidDecimals(typeof value === 'string' ? JSON.stringify(value) : String(value)))
  }
}

/** @example import type { InvalidAmountErrorType } from 'portico' */
export type InvalidAmountErrorType = InvalidAmountError & { name: 'InvalidAmountError' }
/** @example import type { InvalidDecimalsErrorType } from 'portico' */
export type InvalidDecimalsErrorType = InvalidDecimalsError & { name: 'InvalidDecimalsError' }
