import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import {
  caipAddressCodec,
  caipNetworkIdCodec,
  commaListCodec,
  flagCodec,
  jsonListCodec,
  oneOfCodec,
  textCodec,
  timestampCodec,
} from './codecs'
import type { StorageCodec } from './codecs'
import { createStorageEntry } from './createStorageEntry'
import type { StorageEntry } from './createStorageEntry'
import { RECENT_WALLETS_LIMIT } from '../config/defaults'
import { recentWalletSchema } from './recentWallet'
import type { RecentWallet } from './recentWallet'
import { CONNECTION_STATUSES, storageKeys } from './storageKeys'
import type { ConnectionStatus } from './storageKeys'
import type { PorticoStorage } from './types'

/**
 * Typed access to every Portico key; see {@link createStorageAccess}.
 *
 * @example
 * import type { StorageAccess } from 'portico'
 * const isReturning = (access: StorageAccess) => access.emailLoginUsed.get() === true
 */
export type StorageAccess = {
  /** Whether an email or social login has succeeded. */
  readonly emailLoginUsed: StorageEntry<boolean>
  /** The embedded wallet's email. */
  readonly email: StorageEntry<string>
  /** The social login's user name. */
  readonly socialUsername: StorageEntry<string>
  /** Time of the last email sign-in request, ms since the epoch. */
  readonly lastEmailLoginTime: StorageEntry<number>
  /** CAIP-2 id of the embedded wallet's last chain; malformed ids read as `undefined`. */
  readonly lastUsedChain: StorageEntry<CaipNetworkId>
  /** Networks with smart accounts enabled; stored as `a,b,c`. */
  readonly smartAccountEnabledNetworks: StorageEntry<string[]>
  /** At most 2 recent wallets; malformed items are dropped. */
  readonly recentWallets: StorageEntry<RecentWallet[]>
  /** Connection status of a namespace. */
  connectionStatus(namespace: ChainNamespace): StorageEntry<ConnectionStatus>
  /** Cached active address of a namespace; an address of another namespace reads as `undefined`. */
  activeCaipAddress(namespace: ChainNamespace): StorageEntry<CaipAddress>
  /** Deletes the cached login data: flag, email, chain and username (spec section 4). */
  clearEmailLogin(): void
}

/**
 * Typed get/set/remove for each key of {@link storageKeys}. Reads never throw: absent,
 * unreadable or malformed data is `undefined` (malformed JSON is dropped, not thrown).
 *
 * @param storage The instance's storage.
 * @returns The typed entries.
 *
 * @example
 * import { createLocalStorage, createStorageAccess } from 'portico'
 * const access = createStorageAccess(createLocalStorage())
 * access.smartAccountEnabledNetworks.set(['1', '137']) // stored as '1,137'
 * access.connectionStatus('eip155').get() // 'connected' | 'connecting' | 'disconnected' | undefined
 */
export function createStorageAccess(storage: PorticoStorage): StorageAccess {
  const entry = <T>(key: string, codec: StorageCodec<T>) => createStorageEntry(storage, key, codec)
  const access: StorageAccess = {
    emailLoginUsed: entry(storageKeys.emailLoginUsed, flagCodec),
    email: entry(storageKeys.email, textCodec),
    socialUsername: entry(storageKeys.socialUsername, textCodec),
    lastEmailLoginTime: entry(storageKeys.lastEmailLoginTime, timestampCodec),
    lastUsedChain: entry(storageKeys.lastUsedChain, caipNetworkIdCodec),
    smartAccountEnabledNetworks: entry(storageKeys.smartAccountEnabledNetworks, commaListCodec),
    recentWallets: entry(storageKeys.recentWallets, jsonListCodec(recentWalletSchema, RECENT_WALLETS_LIMIT)),
    connectionStatus: (namespace) => entry(storageKeys.connectionStatus(namespace), oneOfCodec(CONNECTION_STATUSES)),
    activeCaipAddress: (namespace) => entry(storageKeys.activeCaipAddress(namespace), caipAddressCodec(namespace)),
    clearEmailLogin: () => {
      for (const key of [access.emailLoginUsed, access.email, access.lastUsedChain, access.socialUsername]) key.remove()
    },
  }
  return access
}
