import type { PorticoState, PorticoStore } from '../store/createStore'
import { initialSendState, sendSlice } from './sendSlice'
import type { SendState } from './types'

/**
 * Injects the Send slice into an instance's store (idempotent). Called by the Send views and
 * by send plugins in `apply`.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import { ensureSendSlice } from 'portico/send'
 * const portico = createPortico({ networks: [mainnet] })
 * ensureSendSlice(portico.store)
 */
export function ensureSendSlice(store: PorticoStore): void {
  if ((store.getState() as Record<string, unknown>)[sendSlice.reducerPath]) return
  store.rootReducer.inject(sendSlice)
  // `inject` replaces the reducer lazily; an action makes the initial state appear at once.
  store.dispatch({ type: `${sendSlice.reducerPath}/injected` })
}

/**
 * The Send state of an instance (the initial state before the slice is injected).
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import { selectSend } from 'portico/send'
 * const portico = createPortico({ networks: [mainnet] })
 * selectSend(portico.getState()).loading // false
 */
export function selectSend(state: PorticoState): SendState {
  return (state as Record<string, unknown>)[sendSlice.reducerPath] as SendState | undefined ?? initialSendState
}
