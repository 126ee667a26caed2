import type { PorticoStore } from './store/createStore'
import { toastSlice, type ToastInput } from './store/toastSlice'

/** Delay before a toast replaces an open one (spec sections 4 and 9). */
export const TOAST_SWAP_DELAY_MS = 150
/** How long an auto-closing toast stays. */
export const TOAST_AUTO_CLOSE_MS = 2_500

/** Shows and hides toasts. */
export type ToastController = {
  show(toast: ToastInput): void
  hide(): void
  /** Clears pending timers. */
  destroy(): void
}

/**
 * Toasts of one instance. A new toast while one is open closes the old one and opens after
 * 150 ms (spec section 4); hide restores the defaults.
 */
export function createToastController(store: PorticoStore): ToastController {
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    clearTimeout(swapTimer)
    clearTimeout(closeTimer)
  }
  const open = (toast: ToastInput) => {
    store.dispatch(toastSlice.actions.shown(toast))
    if (store.getState().toast.autoClose) closeTimer = setTimeout(hide, TOAST_AUTO_CLOSE_MS)
  }
  function hide() {
    clear()
    store.dispatch(toastSlice.actions.hidden())
  }
  return {
    show(toast) {
      const wasOpen = store.getState().toast.open
      clear()
      if (!wasOpen) return open(toast)
      store.dispatch(toastSlice.actions.hidden())
      swapTimer = setTimeout(() => open(toast), TOAST_SWAP_DELAY_MS)
    },
    hide,
    destroy: clear,
  }
}
