/**
 * Text shown instead of a balance that is not looked up: the chain is not supported for
 * balances or is a testnet (spec section 9: "otherwise '0.00'").
 *
 * @example
 * import { BALANCE_FALLBACK } from 'portico'
 * const text = supported ? formatBalance(value, decimals) : BALANCE_FALLBACK
 */
export const BALANCE_FALLBACK = '0.00'

/**
 * Fraction digits of each display (spec section 9): balance 3 (floored), token balance 2
 * (fixed), transfer amounts 3.
 *
 * @example
 * import { DISPLAY_PLACES } from 'portico'
 * DISPLAY_PLACES.balance // 3
 */
export const DISPLAY_PLACES = { balance: 3, tokenBalance: 2, transferAmount: 3 } as const

/**
 * Characters kept by {@link truncateAddress} (spec section 9: 4 leading, 6 trailing).
 *
 * @example
 * import { ADDRESS_TRUNCATION } from 'portico'
 * ADDRESS_TRUNCATION.trailing // 6
 */
export const ADDRESS_TRUNCATION = { leading: 4, trailing: 6, separator: '...' } as const
