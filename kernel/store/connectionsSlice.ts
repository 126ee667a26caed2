import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'

/** Connection status per namespace (spec section 4). */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'
/**
 * Account types (spec section 3): bip122 uses 'payment'; a Bitcoin wallet's second address, for
 * inscriptions, is 'ordinal'.
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export type NamespaceConnection = {
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  connectorId: string | undefined
  accountType: AccountType | undefined
  /** Every address the wallet exposes on this namespace; cleared on disconnect. */
  addresses: CaipAddress[]
  /** The network the wallet reports; may be one the host does not list (UnsupportedChain). */
  walletNetworkId: CaipNetworkId | undefined
}

export type ConnectionsState = Partial<Record<ChainNamespace, NamespaceConnection>>

const disconnected = (): NamespaceConnection => ({
  status: 'disconnected',
  caipAddress: undefined,
  connectorId: undefined,
  accountType: undefined,
  addresses: [],
  walletNetworkId: undefined,
})

type Connected = {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  connectorId: string
  accountType?: AccountType | undefined
  addresses?: CaipAddress[]
  walletNetworkId?: CaipNetworkId | undefined
}

/**
 * The connection of each namespace: status, account, connector, account type. The connection
 * service dispatches these; a test (or a plugin's own harness) dispatches `connected` to stand
 * for a wallet.
 *
 * @example
 * import { connectionsSlice, createPortico, mainnet } from 'portico'
 * const portico = createPortico({ networks: [mainnet] })
 * portico.store.dispatch(connectionsSlice.actions.connected({
 *   namespace: 'eip155', caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', connectorId: 'test', accountType: 'eoa',
 * }))
 * portico.getState().connections.eip155?.status // 'connected'
 */
export const connectionsSlice = createSlice({
  name: 'connections',
  initialState: {} as ConnectionsState,
  reducers: {
    /** A stored status at start: 'connected' becomes 'connecting' until synced. */
    restored: (
      state,
      { payload }: PayloadAction<{ namespace: ChainNamespace; status: ConnectionStatus; connectorId: string | undefined }>,
    ) => {
      if (payload.status === 'disconnected' || !payload.connectorId) return
      state[payload.namespace] = { ...disconnected(), status: 'connecting', connectorId: payload.connectorId }
    },
    connecting: (state, { payload }: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) => {
      const current = state[payload.namespace] ?? disconnected()
      state[payload.namespace] = { ...current, status: 'connecting', connectorId: payload.connectorId }
    },
    connected: (state, { payload }: PayloadAction<Connected>) => {
      state[payload.namespace] = {
        status: 'connected',
        caipAddress: payload.caipAddress,
        connectorId: payload.connectorId,
        accountType: payload.accountType,
        addresses: payload.addresses ?? [payload.caipAddress],
        walletNetworkId: payload.walletNetworkId,
      }
    },
    /** The wallet moved to another network (it may be one the host does not list). */
    walletNetworkChanged: (
      state,
      { payload }: PayloadAction<{ namespace: ChainNamespace; walletNetworkId: CaipNetworkId }>,
    ) => {
      const current = state[payload.namespace]
      if (current) current.walletNetworkId = payload.walletNetworkId
    },
    /** A failed sync of an existing connection leaves the namespace disconnected. */
    syncFailed: (state, { payload }: PayloadAction<{ namespace: ChainNamespace }>) => {
      if (state[payload.namespace]) state[payload.namespace] = disconnected()
    },
    /** Disconnected clears the address cache (spec section 4). */
    disconnected: (state, { payload }: PayloadAction<{ namespace: ChainNamespace }>) => {
      state[payload.namespace] = disconnected()
    },
  },
  selectors: {
    selectConnection: (state, namespace: ChainNamespace) => state[namespace],
  },
})
