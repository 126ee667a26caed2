import { isEvmAddress } from './isEvmAddress.js'
import { toChecksumAddress } from './toChecksumAddress.js'

/** Options of {@link isValidEvmAddress}. */
export type IsValidEvmAddressOptions = {
  /**
   * When `true` (the default), an address in mixed case MUST match its EIP-55 checksum.
   * All-lowercase and all-uppercase hex carry no checksum and are accepted either way.
   */
  strict?: boolean | undefined
}

/**
 * Tells whether a value is a usable EVM address: the {@link isEvmAddress} shape and, in
 * strict mode (default), a correct EIP-55 checksum whenever its hex digits are mixed case.
 *
 * @example
 * import { isValidEvmAddress } from 'portico'
 * isValidEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isValidEvmAddress('0xd8Da6BF26964aF9D7eEd9e03E53415D37aA96045') // false (bad checksum)
 * isValidEvmAddress('0xd8Da6BF26964aF9D7eEd9e03E53415D37aA96045', { strict: false }) // true
 */
export function isValidEvmAddress(value: unknown, options: IsValidEvmAddressOptions = {}): value is string {
  if (!isEvmAddress(value)) return false
  if (options.strict === false) return true
  const hex = value.startsWith('0x') ? value.slice(2) : value
  const mixedCase = hex !== hex.toLowerCase() && hex !== hex.toUpperCase()
  return !mixedCase || toChecksumAddress(hex).slice(2) === hex
}
