import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../caip/types'
import { RECENT_WALLETS_LIMIT } from '../config/defaults'

/** Connector types (spec section 3). */
export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'WALLET_CONNECT' | 'AUTH'

/** What the store knows of a connector: serializable; the provider lives in the connector service. */
export type ConnectorInfo = {
  id: string
  type: ConnectorType
  /** Untrusted: render as text only. */
  name: string
  /** Only `data:image/...` or https URLs survive; anything else is dropped on entry. */
  imageUrl: string | undefined
  rdns: string | undefined
  namespaces: ChainNamespace[]
  /** True when the wallet is installed in this browser. */
  installed: boolean
  /** View pushed when the visitor picks this connector; default 'ConnectingExternal'. */
  connectView?: string | undefined
}

export type ConnectorsState = { list: ConnectorInfo[]; recent: string[] }

const initialState: ConnectorsState = { list: [], recent: [] }

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState,
  reducers: {
    /** Adds connectors, replacing any with the same id. */
    connectorsAdded: (state, { payload }: PayloadAction<ConnectorInfo[]>) => {
      for (const connector of payload) {
        const index = state.list.findIndex((c) => c.id === connector.id)
        if (index === -1) state.list.push(connector)
        else state.list[index] = connector
      }
    },
    connectorRemoved: (state, { payload }: PayloadAction<string>) => {
      state.list = state.list.filter((c) => c.id !== payload)
    },
    /** Moves a wallet to the front of the recent list, keeping at most two. */
    recentWalletUsed: (state, { payload }: PayloadAction<string>) => {
      state.recent = [payload, ...state.recent.filter((id) => id !== payload)].slice(0, RECENT_WALLETS_LIMIT)
    },
    recentWalletsRestored: (state, { payload }: PayloadAction<string[]>) => {
      state.recent = [...new Set(payload)].slice(0, RECENT_WALLETS_LIMIT)
    },
  },
  selectors: {
    selectConnectors: (state) => state.list,
    selectRecentWallets: (state) => state.recent,
  },
})
