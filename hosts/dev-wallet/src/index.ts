/**
 * Portico's browser dev wallet: a test fixture (never part of the published package).
 * @packageDocumentation
 */
export type { ApprovalMode, PendingRequest } from './approvals.js'
export { ApprovalQueue, APPROVAL_MODES, isApprovalMode } from './approvals.js'
export type { DevChain } from './chains.js'
export { DEFAULT_CHAIN } from './chains.js'
export { configFromObject, configFromPage, configFromStrings } from './config.js'
export type { ProviderOptions, RequestArguments } from './eip1193.js'
export { DevWalletProvider } from './eip1193.js'
export type { ProviderDetail, ProviderInfo } from './eip6963.js'
export { announceProvider } from './eip6963.js'
export type { ProviderRpcError } from './errors.js'
export { ErrorCode, rpcError } from './errors.js'
export { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from './icon.js'
export type { DevWalletConfig, DevWalletControl } from './install.js'
export { installDevWallet } from './install.js'
export type { AccountRef } from './keyring.js'
export { ANVIL_KEY_0 } from './keyring.js'
export { registerWallet } from './register.js'
export type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaWalletOptions,
} from './solana.js'
export { DEFAULT_SOLANA_CHAINS, DevSolanaWallet, SUPPORTED_TRANSACTION_VERSIONS } from './solana.js'
export type { StorageLike } from './storage.js'
export { memoryStorage } from './storage.js'
