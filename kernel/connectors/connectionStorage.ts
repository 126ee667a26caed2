import type { CaipAddress, ChainNamespace } from '../caip/types'
import { textCodec } from '../storage/codecs'
import { createStorageAccess } from '../storage/createStorageAccess'
import { createStorageEntry } from '../storage/createStorageEntry'
import type { RecentWallet } from '../storage/recentWallet'
import type { ConnectionStatus } from '../storage/storageKeys'
import type { PorticoStorage } from '../storage/types'
import type { ConnectorInfo } from '../store/connectorsSlice'

/**
 * Storage key of the connector a namespace is connected with (beside the kernel's
 * `connectionStatus.{namespace}`), e.g. `wagmi.connectorId.eip155`.
 *
 * @example
 * import { connectorIdStorageKey } from './connectionStorage'
 * connectorIdStorageKey('solana') // 'connectorId.solana'
 */
export const connectorIdStorageKey = (namespace: ChainNamespace) => `connectorId.${namespace}` as const

const connectorIdEntry = (storage: PorticoStorage, namespace: ChainNamespace) => createStorageEntry(storage, connectorIdStorageKey(namespace), textCodec)

/**
 * The connector id stored for a namespace's connection, if any: the one the kernel's restore
 * step reconnects. Reads that entry alone, so a plugin shell can check it at install without the
 * rest of the connection storage (which loads with the connection service).
 *
 * @example
 * import { createMemoryStorage } from 'portico'
 * import { readStoredConnectorId } from 'portico/services'
 * readStoredConnectorId(createMemoryStorage(), 'eip155') // undefined: nothing stored
 */
export const readStoredConnectorId = (storage: PorticoStorage, namespace: ChainNamespace): string | undefined => connectorIdEntry(storage, namespace).get() || undefined

/**
 * What the connection service persists: per-namespace status, connector id and address, the
 * last used chain, and the recent wallets. Every read and write is safe (storage never throws).
 *
 * @param storage The instance's storage (`services.storage`).
 * @returns The persistence helpers.
 *
 * @example
 * import { createMemoryStorage } from 'portico'
 * import { createConnectionStorage } from 'portico/services'
 * const persisted = createConnectionStorage(createMemoryStorage())
 * persisted.saveConnection('eip155', 'io.metamask', 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
 * persisted.readConnection('eip155') // { status: 'connected', connectorId: 'io.metamask' }
 */
export function createConnectionStorage(storage: PorticoStorage) {
  const access = createStorageAccess(storage)
  const connectorId = (namespace: ChainNamespace) => connectorIdEntry(storage, namespace)
  return {
    lastUsedChain: access.lastUsedChain,
    /** Recent wallet ids, most recent first. */
    readRecent: (): string[] => (access.recentWallets.get() ?? []).map((wallet) => wallet.id),
    /** Stores the recent wallets with their display data (https icons only: data URLs are large). */
    saveRecent(ids: readonly string[], connectors: readonly ConnectorInfo[]) {
      const previous = access.recentWallets.get() ?? []
      const wallets = ids.flatMap((id): RecentWallet[] => {
        const info = connectors.find((c) => c.id === id)
        if (!info) return previous.filter((wallet) => wallet.id === id)
        const wallet: RecentWallet = { id, name: info.name }
        if (info.imageUrl?.startsWith('https:')) wallet.imageUrl = info.imageUrl
        if (info.rdns) wallet.rdns = info.rdns
        return [wallet]
      })
      access.recentWallets.set(wallets)
    },
    readConnection: (namespace: ChainNamespace): { status: ConnectionStatus | undefined; connectorId: string | undefined } => ({
      status: access.connectionStatus(namespace).get(),
      connectorId: readStoredConnectorId(storage, namespace),
    }),
    saveConnection(namespace: ChainNamespace, id: string, caipAddress: CaipAddress) {
      access.connectionStatus(namespace).set('connected')
      connectorId(namespace).set(id)
      access.activeCaipAddress(namespace).set(caipAddress)
    },
    clearConnection(namespace: ChainNamespace) {
      access.connectionStatus(namespace).set('disconnected')
      connectorId(namespace).remove()
      access.activeCaipAddress(namespace).remove()
    },
  }
}

/**
 * The helpers returned by {@link createConnectionStorage}.
 *
 * @example
 * import type { ConnectionStorage } from 'portico'
 * const forget = (persisted: ConnectionStorage) => persisted.clearConnection('eip155')
 */
export type ConnectionStorage = ReturnType<typeof createConnectionStorage>
