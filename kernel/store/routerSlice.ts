import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** One entry of the view stack; `data` must be serializable. */
export type RouteEntry = { view: string; data?: Record<string, unknown> | undefined }

/** The view stack and the transaction stack (spec sections 2 and 4). There are no URL routes. */
export type RouterState = { history: RouteEntry[]; transactionStack: RouteEntry[] }

/** The view shown after a reset or cancel (spec section 2). */
export const CONNECT_VIEW = 'Connect'

/** The connected account's view; every send moves to it first (spec sections 2 and 4). */
export const ACCOUNT_VIEW = 'Account'

const initialState: RouterState = { history: [{ view: CONNECT_VIEW }], transactionStack: [] }

export const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    pushed: (state, action: PayloadAction<RouteEntry>) => {
      const top = state.history[state.history.length - 1]
      if (top?.view === action.payload.view) state.history[state.history.length - 1] = action.payload
      else state.history.push(action.payload)
    },
    replaced: (state, action: PayloadAction<RouteEntry>) => {
      state.history[Math.max(0, state.history.length - 1)] = action.payload
    },
    wentBack: (state) => {
      if (state.history.length > 1) state.history.pop()
    },
    reset: (state, action: PayloadAction<RouteEntry | undefined>) => {
      state.history = [action.payload ?? { view: CONNECT_VIEW }]
    },
    /** Remembers where to come back to when a transaction interrupts a flow (spec section 4). */
    transactionPushed: (state, action: PayloadAction<RouteEntry>) => void state.transactionStack.push(action.payload),
    /**
     * Pops the transaction stack and returns to the view it held: the views above its last
     * occurrence are dropped (the approval view), or the top is replaced when it is not in the
     * history any more.
     */
    transactionPopped: (state) => {
      const entry = state.transactionStack.pop()
      if (!entry) return
      const index = state.history.map((candidate) => candidate.view).lastIndexOf(entry.view)
      if (index >= 0) state.history = [...state.history.slice(0, index), entry]
      else state.history[Math.max(0, state.history.length - 1)] = entry
    },
    transactionsCleared: (state) => void (state.transactionStack = []),
  },
  selectors: {
    selectView: (state) => state.history[state.history.length - 1] ?? { view: CONNECT_VIEW },
    selectCanGoBack: (state) => state.history.length > 1,
    selectTransactionStack: (state) => state.transactionStack,
  },
})
