import { isValidEvmAddress } from 'portico'

/**
 * The eip155 receiver check (spec section 5): optional 0x plus 40 hex characters, and a correct
 * EIP-55 checksum when the hex is mixed case. Its own chunk: keccak loads with it.
 *
 * @example
 * isEvmReceiver('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 * isEvmReceiver('0x70997970c51812dc3A010C7d01b50e0d17dc79C8') // false: bad checksum
 */
export function isEvmReceiver(address: string): boolean {
  return isValidEvmAddress(address)
}
