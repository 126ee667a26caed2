import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'

/** Active network per namespace, and which namespace is active (spec section 4). */
export type NetworksState = {
  activeNamespace: ChainNamespace
  active: Partial<Record<ChainNamespace, CaipNetworkId>>
}

const namespaceOf = (id: CaipNetworkId) => id.slice(0, id.indexOf(':')) as ChainNamespace

/** Initial network state from the config's default network. */
export const initialNetworksState = (defaultNetwork: CaipNetworkId): NetworksState => ({
  activeNamespace: namespaceOf(defaultNetwork),
  active: { [namespaceOf(defaultNetwork)]: defaultNetwork },
})

/**
 * The active network of each namespace and the active namespace. The connection service
 * dispatches these as wallets connect and switch; a connector plugin (WalletConnect) dispatches
 * them when its session moves the visitor to another namespace or network.
 *
 * @example
 * import { createPortico, mainnet, networksSlice, solana } from 'portico'
 * const portico = createPortico({ networks: [mainnet, solana] })
 * portico.store.dispatch(networksSlice.actions.networkSelected(solana.caipNetworkId))
 * portico.getState().networks.activeNamespace // 'solana'
 */
export const networksSlice = createSlice({
  name: 'networks',
  initialState: initialNetworksState('eip155:1'),
  reducers: {
    /** Sets the network of its namespace and makes that namespace active. */
    networkSelected: (state, { payload }: PayloadAction<CaipNetworkId>) => {
      const namespace = namespaceOf(payload)
      state.active[namespace] = payload
      state.activeNamespace = namespace
    },
    namespaceActivated: (state, { payload }: PayloadAction<ChainNamespace>) => void (state.activeNamespace = payload),
  },
  selectors: {
    selectActiveNetworkId: (state) => state.active[state.activeNamespace],
    selectActiveNamespace: (state) => state.activeNamespace,
  },
})
