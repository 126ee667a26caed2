const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Tells whether a value has the Solana address shape (spec section 5): 32 to 44 characters
 * of the Bitcoin base58 alphabet. It checks the shape only, as the spec says; it does not
 * decode the key or check that it lies on the curve.
 *
 * @example
 * import { isSolanaAddress } from 'portico'
 * isSolanaAddress('So11111111111111111111111111111111111111112') // true
 * isSolanaAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // false
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
