import { combineSlices, configureStore, type CombinedSliceReducer } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../caip/types'
import { connectionsSlice } from './connectionsSlice'
import { connectorsSlice } from './connectorsSlice'
import { modalSlice } from './modalSlice'
import { initialNetworksState, networksSlice } from './networksSlice'
import { routerSlice } from './routerSlice'
import { themeSlice, type ThemeState } from './themeSlice'
import { toastSlice } from './toastSlice'

/**
 * Plugin slices, typed by declaration merging: a plugin that brings a slice adds it here, and
 * `PorticoState` then has it (optional: absent until the plugin is installed).
 *
 * @example
 * import { createSlice, type WithSlice } from '@reduxjs/toolkit'
 * import type { PorticoState } from 'portico'
 * const notesSlice = createSlice({ name: 'notes', initialState: { text: '' }, reducers: {} })
 * declare module 'portico' {
 *   interface LazyLoadedSlices extends WithSlice<typeof notesSlice> {}
 * }
 * export const selectNotes = (state: PorticoState) => state.notes?.text ?? ''
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by plugins
export interface LazyLoadedSlices {}

/** Dispatched by `uninstall`: drops a plugin slice's state so it starts from scratch. */
export const PLUGIN_STATE_DROPPED = 'portico/pluginStateDropped'

function combineKernelSlices() {
  return combineSlices(modalSlice, routerSlice, connectionsSlice, networksSlice, connectorsSlice, toastSlice, themeSlice)
}

/** The state of the kernel's own slices. */
type KernelState = ReturnType<ReturnType<typeof combineKernelSlices>>

/**
 * An instance's state: the kernel's slices, and each plugin slice declared in
 * {@link LazyLoadedSlices} (absent until its plugin is installed). Written out, not inferred, so
 * the published types keep the reference and a plugin's declaration still applies to them.
 *
 * @example
 * import type { PorticoState } from 'portico'
 * const isOpen = (state: PorticoState) => state.modal.open
 */
export type PorticoState = KernelState & Partial<LazyLoadedSlices>

/** A fresh root reducer; `inject` mutates it, so every instance needs its own. */
function createRootReducer(): CombinedSliceReducer<KernelState, PorticoState> {
  return combineKernelSlices().withLazyLoadedSlices<LazyLoadedSlices>()
}

/** Creates one instance's store. */
export function createPorticoStore(options: { defaultNetwork: CaipNetworkId; theme: ThemeState }) {
  const rootReducer = createRootReducer()
  type State = PorticoState
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

/** One instance's Redux store, with `rootReducer` for injecting plugin slices. */
export type PorticoStore = ReturnType<typeof createPorticoStore>
