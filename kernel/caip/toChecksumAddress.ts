import { keccak_256 } from '@noble/hashes/sha3.js'
import { InvalidEvmAddressError } from './errors.js'
import { isEvmAddress } from './isEvmAddress.js'

/**
 * Returns the EIP-55 mixed-case checksum form of an EVM address, always with `0x`.
 * The input may be in any case, with or without `0x`; its own case is ignored.
 *
 * Uses keccak-256 from `@noble/hashes` so the kernel needs no static viem import.
 *
 * @throws {InvalidEvmAddressError} when the input is not `0x` (optional) plus 40 hex digits.
 *
 * @example
 * import { toChecksumAddress } from 'portico'
 * toChecksumAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')
 * // '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export function toChecksumAddress(address: string): `0x${string}` {
  if (!isEvmAddress(address)) throw new InvalidEvmAddressError(address)
  const hex = (address.startsWith('0x') ? address.slice(2) : address).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const character = hex[i] ?? ''
    // Nibble i of the hash: high nibble for even i, low nibble for odd i.
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    out += nibble >= 8 ? character.toUpperCase() : character
  }
  return out as `0x${string}`
}
