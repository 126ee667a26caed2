import { ADDRESS_TRUNCATION } from './constants.js'

/**
 * Shortens an address for display (spec section 9: "4 leading and 6 trailing characters"):
 * the first 4 characters of the string as given, `...`, and the last 6, as AppKit's
 * `getTruncateString` does. A `0x` prefix is not skipped: it counts toward the 4 leading
 * characters (`0x12...abcdef`), the same for every namespace. A string no longer than the
 * result would be (13 characters) is returned unchanged.
 *
 * @example
 * import { truncateAddress } from 'portico'
 * truncateAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8...A96045'
 * truncateAddress('So11111111111111111111111111111111111111112') // 'So11...111112'
 */
export function truncateAddress(address: string): string {
  const { leading, trailing, separator } = ADDRESS_TRUNCATION
  if (address.length <= leading + separator.length + trailing) return address
  return `${address.slice(0, leading)}${separator}${address.slice(address.length - trailing)}`
}
