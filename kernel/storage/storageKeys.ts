import type { ChainNamespace } from '../caip/types'

/**
 * Keys Portico stores (spec section 3 "Local storage keys", plus the kernel's own), without the
 * storage prefix: the storage writes them as `${prefix}.${key}`, e.g. `wagmi.email`.
 * Per-namespace keys are functions of the namespace.
 *
 * @example
 * import { storageKeys } from 'portico'
 * storageKeys.email // 'email'
 * storageKeys.connectionStatus('solana') // 'connectionStatus.solana'
 */
export const storageKeys = {
  /** `'true'` once an email or social login has succeeded. */
  emailLoginUsed: 'emailLoginUsed',
  /** The embedded wallet's email. */
  email: 'email',
  /** The social login's user name. */
  socialUsername: 'socialUsername',
  /** Time of the last email sign-in request, in ms since the epoch (30 s throttle). */
  lastEmailLoginTime: 'lastEmailLoginTime',
  /** CAIP-2 id of the embedded wallet's last chain. */
  lastUsedChain: 'lastUsedChain',
  /** Networks with smart accounts enabled, as a comma list. */
  smartAccountEnabledNetworks: 'smartAccountEnabledNetworks',
  /** JSON array of at most 2 recent wallets. */
  recentWallets: 'recentWallets',
  /** Connection status of a namespace: connecting, connected or disconnected. */
  connectionStatus: (namespace: ChainNamespace) => `connectionStatus.${namespace}` as const,
  /** Cached CAIP-10 address of a namespace's active account. */
  activeCaipAddress: (namespace: ChainNamespace) => `activeCaipAddress.${namespace}` as const,
} as const

/**
 * The connection statuses of a namespace (spec section 4).
 *
 * @example
 * import { CONNECTION_STATUSES } from 'portico'
 * CONNECTION_STATUSES.includes('connected') // true
 */
export const CONNECTION_STATUSES = ['connecting', 'connected', 'disconnected'] as const

/**
 * A namespace's connection status.
 *
 * @example
 * import type { ConnectionStatus } from 'portico'
 * const status: ConnectionStatus = 'connecting'
 */
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]
