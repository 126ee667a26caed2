const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Tells whether a value has the EVM address shape (spec section 5): an optional `0x` then
 * 40 hex digits, any case. It does not check the EIP-55 checksum; see
 * {@link isValidEvmAddress} for that.
 *
 * @example
 * import { isEvmAddress } from 'portico'
 * isEvmAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // true
 * isEvmAddress('d8da6bf26964af9d7eed9e03e53415d37aa96045') // true
 * isEvmAddress('0xd8da') // false
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
