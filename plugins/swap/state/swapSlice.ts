import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { PorticoState, PorticoStore } from 'portico'
import { PLUGIN_ID } from '../constants'
import type { SwapQuote, SwapToken } from '../types'

/** A quote as the store holds it: amounts as decimal digits (the store keeps only serializable data). */
export type StoredQuote = Omit<SwapQuote, 'sellAmount' | 'buyAmount' | 'minBuyAmount' | 'gas' | 'allowance' | 'route'> & {
  route?: string[] | undefined
  sellAmount: string
  buyAmount: string
  minBuyAmount: string
  gas?: string | undefined
  allowance?: { spender: string; current: string } | undefined
  /** Display name of the provider that answered. */
  providerName: string
  /** Network fee of the swap in base units of the native currency (gas price x gas), when known. */
  networkFee?: string | undefined
}

/** One transaction of a trade: resetting a USDT-style allowance, approving, swapping. */
export type SwapStep = {
  kind: 'reset' | 'approve' | 'swap'
  status: 'waiting' | 'signing' | 'confirming' | 'done' | 'failed'
  hash?: string | undefined
}

/**
 * The swap form and the trade in progress. `amount` is the decimal text the visitor typed
 * (converted with `parseUnits`, never a float).
 */
export type SwapState = {
  sellToken: SwapToken | undefined
  buyToken: SwapToken | undefined
  amount: string
  /** The visitor's slippage tolerance in basis points; undefined: the host's. */
  slippageBps: number | undefined
  quote: StoredQuote | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** Why the last quote failed (its text), or why the form cannot proceed. */
  quoteError: string | undefined
  /** The sold token's balance in base units, as digits, read with the quote. */
  sellBalance: string | undefined
  steps: SwapStep[]
  status: 'idle' | 'running' | 'failed'
  /** Why the trade failed (its text). */
  error: string | undefined
  /** Tokens the visitor imported by address (shown with a warning). */
  imported: SwapToken[]
}

export const initialSwapState: SwapState = {
  sellToken: undefined, buyToken: undefined, amount: '', slippageBps: undefined,
  quote: undefined, quoteStatus: 'idle', quoteError: undefined, sellBalance: undefined,
  steps: [], status: 'idle', error: undefined, imported: [],
}

const clearQuote = (state: SwapState) => {
  state.quote = undefined
  state.quoteStatus = 'idle'
  state.quoteError = undefined
  state.error = undefined
}

export const swapSlice = createSlice({
  name: PLUGIN_ID,
  reducerPath: PLUGIN_ID,
  initialState: initialSwapState,
  reducers: {
    /** Picks a token for a side; picking the other side's token swaps the two. */
    tokenSelected(state, { payload }: PayloadAction<{ side: 'sell' | 'buy'; token: SwapToken }>) {
      const other = payload.side === 'sell' ? state.buyToken : state.sellToken
      const same = (a: SwapToken | undefined, b: SwapToken) => a?.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase()
      const previous = payload.side === 'sell' ? state.sellToken : state.buyToken
      if (same(other, payload.token)) {
        state.sellToken = payload.side === 'sell' ? payload.token : previous
        state.buyToken = payload.side === 'buy' ? payload.token : previous
      } else if (payload.side === 'sell') state.sellToken = payload.token
      else state.buyToken = payload.token
      if (payload.side === 'sell' && !same(previous, payload.token)) state.amount = ''
      clearQuote(state)
    },
    flipped(state) {
      ;[state.sellToken, state.buyToken] = [state.buyToken, state.sellToken]
      state.amount = ''
      clearQuote(state)
    },
    amountChanged(state, { payload }: PayloadAction<string>) {
      state.amount = payload
      clearQuote(state)
    },
    slippageChanged(state, { payload }: PayloadAction<number | undefined>) {
      state.slippageBps = payload
      clearQuote(state)
    },
    /** A fresh form on a network: sells its native currency, buys nothing yet. */
    started(state, { payload }: PayloadAction<SwapToken>) {
      state.sellToken = payload
      state.buyToken = undefined
      state.amount = ''
      state.sellBalance = undefined
      clearQuote(state)
    },
    /** Fills the form from the host's swap data (already resolved and parsed). */
    prefilled(state, { payload }: PayloadAction<{ sellToken?: SwapToken | undefined; buyToken?: SwapToken | undefined; amount?: string | undefined }>) {
      if (payload.sellToken) state.sellToken = payload.sellToken
      if (payload.buyToken) state.buyToken = payload.buyToken
      if (payload.amount !== undefined) state.amount = payload.amount
      clearQuote(state)
    },
    /** A new quote is on its way; a failed trade's error gives way to it. */
    quoteRequested(state) {
      state.quoteStatus = 'loading'
      if (state.status === 'failed') {
        state.status = 'idle'
        state.error = undefined
        state.steps = []
      }
    },
    sellBalanceRead(state, { payload }: PayloadAction<string | undefined>) {
      state.sellBalance = payload
    },
    quoteReceived(state, { payload }: PayloadAction<{ quote: StoredQuote; sellBalance: string | undefined }>) {
      state.quote = payload.quote
      state.sellBalance = payload.sellBalance
      state.quoteStatus = 'ready'
      state.quoteError = undefined
    },
    quoteFailed(state, { payload }: PayloadAction<{ message: string; sellBalance?: string | undefined }>) {
      state.quote = undefined
      state.quoteStatus = 'error'
      state.quoteError = payload.message
      if (payload.sellBalance !== undefined) state.sellBalance = payload.sellBalance
    },
    tradeStarted(state, { payload }: PayloadAction<SwapStep['kind'][]>) {
      state.status = 'running'
      state.error = undefined
      state.steps = payload.map((kind) => ({ kind, status: 'waiting' }))
    },
    stepChanged(state, { payload }: PayloadAction<{ index: number; status: SwapStep['status']; hash?: string | undefined }>) {
      const step = state.steps[payload.index]
      if (!step) return
      step.status = payload.status
      if (payload.hash) step.hash = payload.hash
    },
    tradeFailed(state, { payload }: PayloadAction<string>) {
      state.status = 'failed'
      state.error = payload
    },
    /** After a successful trade: the form keeps its tokens, drops the amount and the quote. */
    tradeCompleted(state) {
      state.status = 'idle'
      state.steps = []
      state.amount = ''
      clearQuote(state)
    },
    tokenImported(state, { payload }: PayloadAction<SwapToken>) {
      if (!state.imported.some((t) => t.chainId === payload.chainId && t.address.toLowerCase() === payload.address.toLowerCase())) state.imported.push(payload)
    },
  },
  extraReducers: (builder) => builder.addMatcher((action) => action.type === `${PLUGIN_ID}/uninstalled`, () => initialSwapState),
})

/**
 * Injects the swap slice into an instance's store (idempotent); the views call it on first use.
 *
 * @example
 * ensureSwapSlice(portico.store)
 */
export function ensureSwapSlice(store: PorticoStore): void {
  if ((store.getState() as Record<string, unknown>)[PLUGIN_ID]) return
  store.rootReducer.inject(swapSlice)
  // `inject` swaps the reducer lazily; an action makes the initial state appear at once.
  store.dispatch({ type: `${PLUGIN_ID}/injected` })
}

/** The swap state of an instance (the initial state before the slice is injected). */
export const selectSwap = (state: PorticoState): SwapState => ((state as Record<string, unknown>)[PLUGIN_ID] as SwapState | undefined) ?? initialSwapState
