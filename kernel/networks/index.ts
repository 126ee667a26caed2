export type {
  CaipNetwork,
  ChainReference,
  NativeCurrency,
  NetworkBlockExplorer,
  NetworkContract,
  NetworkContracts,
  NetworkOf,
  NetworkRpcUrls,
  NetworkToken,
} from './types'
export { defineNetwork } from './defineNetwork'
export type { DefineNetworkParameters, DefineNetworkReturnType } from './defineNetwork'
export { findNetwork } from './findNetwork'
export { InvalidNetworkError } from './errors'
export type { InvalidNetworkErrorType } from './errors'
export { arbitrum, base, bsc, mainnet, optimism, polygon, sepolia } from './eip155'
export { solana, solanaDevnet, solanaTestnet } from './solana'
export { bitcoin, bitcoinTestnet } from './bip122'
export { polkadot } from './polkadot'
