import { isBitcoinAddress } from './isBitcoinAddress.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import { isValidEvmAddress } from './isValidEvmAddress.js'
import type { ChainNamespace } from './types.js'

/** One address check per namespace; a table, so callers never branch on the namespace. */
const CHECKS: Readonly<Record<ChainNamespace, (address: string) => boolean>> = {
  eip155: (address) => isValidEvmAddress(address),
  solana: isSolanaAddress,
  bip122: isBitcoinAddress,
  polkadot: isPolkadotAddress,
}

/**
 * Tells whether an address is valid for a chain namespace: eip155 uses
 * {@link isValidEvmAddress} (strict EIP-55 for mixed case), solana {@link isSolanaAddress},
 * bip122 {@link isBitcoinAddress}, polkadot {@link isPolkadotAddress}. An unknown namespace
 * or a non-string address gives `false`.
 *
 * @example
 * import { isAddressForNamespace } from 'portico'
 * isAddressForNamespace('eip155', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isAddressForNamespace('solana', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // false
 */
export function isAddressForNamespace(namespace: ChainNamespace, address: string): boolean {
  if (typeof address !== 'string' || !Object.hasOwn(CHECKS, namespace)) return false
  return CHECKS[namespace](address)
}
