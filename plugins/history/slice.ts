import { createSlice, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { PorticoState, PorticoStore } from 'portico'
import { HISTORY_UNINSTALLED, PLUGIN_ID } from './constants'
import type { Transaction, TransactionStatus } from './types'


/**
 * The history of the connected account (spec section 4, Transactions): loading, then empty when
 * a fetch found nothing, with a cursor for the next page; an error sets empty and clears the
 * cursor; reset clears all.
 *
 * @example
 * import type { HistoryState } from 'portico/plugins/history'
 * const more = (state: HistoryState) => state.next !== undefined && !state.loading
 */
export type HistoryState = {
  /** Whose history this is: `{CAIP-2 network}:{address}`, the address lower case; none before the first fetch. */
  account: string | undefined
  /** Loaded transactions, newest first, each id once; dropped ones (spam, other chain) never enter. */
  transactions: Transaction[]
  /** Sent through Portico and not yet in a fetched page: shown first, updated when mined. */
  pending: Transaction[]
  loading: boolean
  /** A fetch found nothing to show, or failed (spec section 4). */
  empty: boolean
  /** Cursor of the next (older) page; absent when everything is loaded or after an error. */
  next: string | undefined
  /** Whether page one has arrived for this account; later fetches only follow `next`. */
  loaded: boolean
  /** The last fetch failed: 'Failed to fetch transactions', and the cursor a retry asks for. */
  error: { message: string; cursor: string | undefined } | undefined
}

const initialState: HistoryState = { account: undefined, transactions: [], pending: [], loading: false, empty: false, next: undefined, loaded: false, error: undefined }

const newestFirst = (a: Transaction, b: Transaction) => Date.parse(b.metadata.minedAt) - Date.parse(a.metadata.minedAt)

/** `items` without repeated ids (the first one wins), newest first (a stable sort keeps a block's order). */
function merge(items: Transaction[]): Transaction[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))).sort(newestFirst)
}

/**
 * The history slice, injected under `history` when the controller first loads (the plugin's
 * shell stays small). Fetches run in the controller (`getHistory(portico)`); these actions only
 * record their outcome.
 *
 * @example
 * import { historySlice } from 'portico/plugins/history'
 * portico.getState().history?.transactions.length
 */
export const historySlice = createSlice({
  name: PLUGIN_ID,
  reducerPath: PLUGIN_ID,
  initialState,
  reducers: {
    /** A fetch starts for `account`; another account's state is dropped first. */
    fetchStarted: (state, { payload }: PayloadAction<{ account: string }>) => {
      if (state.account !== payload.account) return { ...initialState, account: payload.account, loading: true }
      state.loading = true
      state.error = undefined
    },
    /** A page arrived (already filtered). Page one again (a refresh) adds what is new on top and keeps the deeper cursor. */
    pageReceived: (state, { payload }: PayloadAction<{ account: string; cursor: string | undefined; data: Transaction[]; next: string | undefined }>) => {
      if (state.account !== payload.account) return
      const refresh = payload.cursor === undefined && state.loaded
      // Read the loaded list as it was (no draft per item): 10,000 items stay cheap to page through.
      const loaded = original(state)?.transactions ?? []
      const ids = new Set(loaded.map((t) => t.id))
      if (payload.cursor === undefined) {
        state.transactions = merge([...payload.data, ...loaded])
      } else {
        // An older page appends (the usual case); anything newer than the list's end is sorted in.
        const added = merge(payload.data.filter((t) => !ids.has(t.id)))
        const last = loaded[loaded.length - 1]
        if (!last || !added[0] || newestFirst(last, added[0]) <= 0) state.transactions.push(...added)
        else state.transactions = merge([...loaded, ...added])
      }
      if (!refresh) state.next = payload.next
      for (const t of payload.data) ids.add(t.id)
      state.pending = state.pending.filter((t) => !ids.has(t.id))
      state.loading = false
      state.loaded = true
      state.empty = state.transactions.length === 0
    },
    /** A fetch failed: empty, no cursor (spec section 4), and what a retry asks for. */
    fetchFailed: (state, { payload }: PayloadAction<{ account: string; cursor: string | undefined; message: string }>) => {
      if (state.account !== payload.account) return
      state.loading = false
      state.empty = true
      state.next = undefined
      state.error = { message: payload.message, cursor: payload.cursor }
    },
    /** A transaction `account` sent through Portico, before any page lists it. */
    pendingAdded: (state, { payload }: PayloadAction<{ account: string; transaction: Transaction }>) => {
      const { account, transaction } = payload
      if (state.account !== account) return { ...initialState, account, pending: [transaction] }
      if (!state.pending.some((t) => t.id === transaction.id) && !state.transactions.some((t) => t.id === transaction.id)) state.pending.unshift(transaction)
    },
    /** A pending transaction was mined (or dropped as failed). */
    pendingSettled: (state, { payload }: PayloadAction<{ id: string; status: Exclude<TransactionStatus, 'pending'>; minedAt: string }>) => {
      const item = state.pending.find((t) => t.id === payload.id)
      if (!item) return
      item.metadata.status = payload.status
      item.metadata.minedAt = payload.minedAt
    },
    /** Everything cleared: another account or network, or a disconnect (spec section 4). */
    reset: () => initialState,
  },
  extraReducers: (builder) => builder.addMatcher((action) => action.type === HISTORY_UNINSTALLED, () => initialState),
})

/**
 * Injects the history slice into an instance's store (idempotent).
 *
 * @example
 * import { ensureHistorySlice } from 'portico/plugins/history'
 * ensureHistorySlice(portico.store)
 */
export function ensureHistorySlice(store: PorticoStore): void {
  if (store.getState().history) return
  store.rootReducer.inject(historySlice)
  // `inject` swaps the reducer lazily; an action makes the initial state appear at once.
  store.dispatch({ type: `${PLUGIN_ID}/injected` })
}

/**
 * The history state of an instance (the initial state before the slice is injected).
 *
 * @example
 * import { selectHistory } from 'portico/plugins/history'
 * selectHistory(portico.getState()).transactions.length
 */
export const selectHistory = (state: PorticoState): HistoryState => state.history ?? initialState

declare module 'portico' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof historySlice> {}
}
