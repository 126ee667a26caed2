import { extractErrorMessage } from 'portico'
import { checkCheckoutUrl } from '../checkCheckoutUrl'
import { BUY_POLL_INTERVAL_MS, BUY_WAIT_NOTICE_MS, POPUP_CHECK_INTERVAL_MS } from '../constants'
import type { OnrampContext, OnrampProvider } from '../types'

/**
 * Where a purchase stands. `opening`: the checkout URL is being made (the popup shows a blank
 * page); `waiting`: the checkout is open and the purchase has not landed (`stillWaiting` after
 * {@link BUY_WAIT_NOTICE_MS}); `failed`: no checkout could be opened; `closed`: the visitor closed
 * the popup before anything landed; `succeeded`: the account received `received` base units.
 */
export type PurchaseState =
  | { status: 'opening' }
  | { status: 'waiting'; url: string; popupOpen: boolean; stillWaiting: boolean }
  | { status: 'failed'; message: string }
  | { status: 'closed' }
  | { status: 'succeeded'; received: bigint }

/**
 * How a purchase sees the account. `readBalance` MUST answer the asset's current balance in
 * base units read fresh (not from a cache). `readIncoming`, when the page has an activity source,
 * answers the ids of the incoming transfers of the asset with their amounts in base units.
 */
export type PurchaseWatch = {
  readBalance(): Promise<bigint>
  readIncoming?: (() => Promise<ReadonlyMap<string, bigint> | undefined>) | undefined
}

/** A purchase in a popup: see {@link createPurchase}. */
export type Purchase = {
  readonly provider: OnrampProvider
  readonly context: OnrampContext
  getState(): PurchaseState
  subscribe(listener: () => void): () => void
  /**
   * Starts (or restarts, after a failure) with a popup the caller opened synchronously inside the
   * visitor's click (`null` when the browser blocked it: the view then offers the link).
   */
  open(popup: Window | null): void
  /**
   * Brings the checkout back: focuses the popup, or sends a new blank window (`openWindow`, called
   * within the visitor's click) to the checkout URL and watches it.
   */
  continueInWindow(openWindow: () => Window | null): void
  /** Stops every timer and drops late answers. */
  stop(): void
}

/**
 * One purchase: makes the provider's checkout URL and sends the popup there, then watches the
 * account until the purchase lands (the asset's balance rises above what it was before the
 * checkout opened, or the activity shows a new incoming transfer of it), polling every
 * {@link BUY_POLL_INTERVAL_MS}. A popup closed before that is checked once more, then the purchase
 * is `closed`. The popup loses its `opener` before it leaves the blank page, so the provider's
 * page cannot navigate the dapp's window.
 *
 * @example
 * const purchase = createPurchase({ provider, context, watch: { readBalance } })
 * button.onclick = () => purchase.open(window.open('', '_blank', 'popup'))
 */
export function createPurchase(parameters: { provider: OnrampProvider; context: OnrampContext; watch: PurchaseWatch }): Purchase {
  const { provider, context, watch } = parameters
  let state: PurchaseState = { status: 'opening' }
  const listeners = new Set<() => void>()
  let cleanups: (() => void)[] = []
  let run = 0
  let popup: Window | null = null

  const set = (next: PurchaseState) => {
    state = next
    for (const listener of listeners) listener()
  }
  const stop = () => {
    run += 1
    for (const cleanup of cleanups) cleanup()
    cleanups = []
  }

  async function start(current: number) {
    let url: string
    let baseline: bigint | undefined
    // The activity before the checkout; a history read can be slow, so nothing waits for it: the
    // activity counts once it is known.
    let before: ReadonlyMap<string, bigint> | undefined
    void watch.readIncoming?.().then((incoming) => (before = incoming), () => undefined)
    try {
      ;[url, baseline] = await Promise.all([provider.getUrl(context).then(checkCheckoutUrl), watch.readBalance().catch(() => undefined)])
    } catch (error) {
      if (current !== run) return
      popup?.close()
      return set({ status: 'failed', message: extractErrorMessage(error) })
    }
    if (current !== run) return
    // Closed on its blank page: nothing can have been bought.
    if (popup?.closed) return set({ status: 'closed' })
    if (popup) popup.location.href = url
    set({ status: 'waiting', url, popupOpen: popup !== null, stillWaiting: false })

    let checking: Promise<boolean> | undefined
    /** One look at the account; true once the purchase has landed (then `succeeded` is set). */
    const check = () => (checking ??= landed().finally(() => (checking = undefined)))
    const landed = async (): Promise<boolean> => {
      const [balance, incoming] = await Promise.all([baseline === undefined ? undefined : watch.readBalance().catch(() => undefined), before && watch.readIncoming?.().catch(() => undefined)])
      if (current !== run || state.status === 'succeeded') return true
      const arrived = before && [...(incoming ?? [])].find(([id]) => !before?.has(id))?.[1]
      const received = balance !== undefined && baseline !== undefined && balance > baseline ? balance - baseline : arrived
      if (received === undefined) return false
      stop()
      set({ status: 'succeeded', received })
      return true
    }
    const waiting = (patch: Partial<Extract<PurchaseState, { status: 'waiting' }>>) => {
      if (state.status === 'waiting') set({ ...state, ...patch })
    }
    const poll = setInterval(() => void check(), BUY_POLL_INTERVAL_MS)
    const notice = setTimeout(() => waiting({ stillWaiting: true }), BUY_WAIT_NOTICE_MS)
    const watchPopup = setInterval(() => {
      if (!popup?.closed || state.status !== 'waiting' || !state.popupOpen) return
      waiting({ popupOpen: false })
      // The checkout may have paid just before it closed: once the read under way is done, look
      // again with a fresh one before giving up.
      void (checking ?? Promise.resolve(false))
        .then((done) => done || check())
        .then((done) => {
          if (!done && current === run) {
            stop()
            set({ status: 'closed' })
          }
        })
    }, POPUP_CHECK_INTERVAL_MS)
    cleanups.push(() => clearInterval(poll), () => clearTimeout(notice), () => clearInterval(watchPopup))
  }

  return {
    provider,
    context,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    open(next) {
      stop()
      popup = next
      if (popup) popup.opener = null
      set({ status: 'opening' })
      void start(run)
    },
    continueInWindow(openWindow) {
      if (state.status !== 'waiting') return
      if (popup && !popup.closed) return popup.focus()
      const opened = openWindow()
      if (!opened) return
      opened.opener = null
      opened.location.href = state.url
      popup = opened
      set({ ...state, popupOpen: true })
    },
    stop,
  }
}
