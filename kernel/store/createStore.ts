import { combineSlices, configureStore } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../caip/types'
import { connectionsSlice } from './connectionsSlice'
import { connectorsSlice } from './connectorsSlice'
import { modalSlice } from './modalSlice'
import { initialNetworksState, networksSlice } from './networksSlice'
import { routerSlice } from './routerSlice'
import { themeSlice, type ThemeState } from './themeSlice'
import { toastSlice } from './toastSlice'

/**
 * Plugin slices, typed by declaration merging.
 *
 * @example
 * declare module 'portico' {
 *   interface LazyLoadedSlices extends WithSlice<typeof historySlice> {}
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by plugins
export interface LazyLoadedSlices {}

/** Dispatched by `uninstall`: drops a plugin slice's state so it starts from scratch. */
export const PLUGIN_STATE_DROPPED = 'portico/pluginStateDropped'

/** A fresh root reducer; `inject` mutates it, so every instance needs its own. */
function createRootReducer() {
  return combineSlices(
    modalSlice,
    routerSlice,
    connectionsSlice,
    networksSlice,
    connectorsSlice,
    toastSlice,
    themeSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>()
}

/** Creates one instance's store. */
export function createPorticoStore(options: { defaultNetwork: CaipNetworkId; theme: ThemeState }) {
  const rootReducer = createRootReducer()
  type State = ReturnType<typeof rootReducer>
  const reducer = (state: State | undefined, action: { type: string; payload?: unknown }): State => {
    if (action.type === PLUGIN_STATE_DROPPED && state && typeof action.payload === 'string') {
      const { [action.payload]: _dropped, ...rest } = state as Record<string, unknown>
      return rootReducer(rest as State, action)
    }
    return rootReducer(state, action)
  }
  const store = configureStore({
    reducer,
    preloadedState: { networks: initialNetworksState(options.defaultNetwork), theme: options.theme } as State,
    devTools: false,
  })
  return Object.assign(store, { rootReducer })
}

export type PorticoStore = ReturnType<typeof createPorticoStore>
export type PorticoState = ReturnType<PorticoStore['getState']>
