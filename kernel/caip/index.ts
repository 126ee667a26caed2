/** CAIP-2 / CAIP-10 parsing and formatting, base58, and address validation per namespace. */
export { CHAIN_NAMESPACES } from './types.js'
export type { CaipAddress, CaipNetworkId, ChainNamespace, ParsedCaipAddress, ParsedCaipNetworkId } from './types.js'
export {
  InvalidBase58Error,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidEvmAddressError,
  caipMessages,
} from './errors.js'
export type {
  InvalidBase58ErrorType,
  InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdErrorType,
  InvalidEvmAddressErrorType,
} from './errors.js'
export { isChainNamespace } from './isChainNamespace.js'
export { parseCaipNetworkId } from './parseCaipNetworkId.js'
export { formatCaipNetworkId } from './formatCaipNetworkId.js'
export type { FormatCaipNetworkIdParameters } from './formatCaipNetworkId.js'
export { parseCaipAddress } from './parseCaipAddress.js'
export { formatCaipAddress } from './formatCaipAddress.js'
export type { FormatCaipAddressParameters } from './formatCaipAddress.js'
export { isCachedCaipAddress } from './isCachedCaipAddress.js'
export { BASE58_ALPHABET, base58Decode, base58Encode } from './base58.js'
export { isEvmAddress } from './isEvmAddress.js'
export { isValidEvmAddress } from './isValidEvmAddress.js'
export type { IsValidEvmAddressOptions } from './isValidEvmAddress.js'
export { toChecksumAddress } from './toChecksumAddress.js'
export { isSolanaAddress } from './isSolanaAddress.js'
export { isBitcoinAddress } from './isBitcoinAddress.js'
export { isPolkadotAddress } from './isPolkadotAddress.js'
export { isAddressForNamespace } from './isAddressForNamespace.js'
