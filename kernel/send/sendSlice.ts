import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SendState, SendToken } from './types'

/** The slice path of the Send state. */
export const SEND_SLICE_PATH = 'send'

/** The Send state before anything is entered. */
export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
}

/**
 * The Send state (spec section 3). Injected into an instance's store by the Send views and
 * the send plugins (`ensureSendSlice`). `reset` clears token, amount, receiver, profile and
 * balances (spec section 4).
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import { ensureSendSlice, sendSlice } from 'portico/send'
 * const portico = createPortico({ networks: [mainnet] })
 * ensureSendSlice(portico.store)
 * portico.store.dispatch(sendSlice.actions.amountChanged('1.5'))
 */
export const sendSlice = createSlice({
  name: SEND_SLICE_PATH,
  initialState: initialSendState,
  reducers: {
    tokenSelected: (state, { payload }: PayloadAction<SendToken>) => {
      state.token = payload
    },
    amountChanged: (state, { payload }: PayloadAction<string | undefined>) => {
      state.sendTokenAmount = payload
    },
    /** A new receiver text clears the profile of the previous one. */
    receiverChanged: (state, { payload }: PayloadAction<string | undefined>) => {
      if (state.receiverAddress === payload) return
      state.receiverAddress = payload
      state.receiverProfileName = undefined
      state.receiverProfileImageUrl = undefined
    },
    receiverProfileResolved: (state, { payload }: PayloadAction<{ name: string | undefined; imageUrl: string | undefined }>) => {
      state.receiverProfileName = payload.name
      state.receiverProfileImageUrl = payload.imageUrl
    },
    gasPriceChanged: (state, { payload }: PayloadAction<{ gasPrice: string | undefined; gasPriceInUSD: number | undefined }>) => {
      state.gasPrice = payload.gasPrice
      state.gasPriceInUSD = payload.gasPriceInUSD
    },
    /** Fresh balances; the picked token is refreshed from them when it is still held. */
    balancesLoaded: (state, { payload }: PayloadAction<{ tokenBalances: SendToken[]; networkBalanceInUSD: number | undefined }>) => {
      state.tokenBalances = payload.tokenBalances
      state.networkBalanceInUSD = payload.networkBalanceInUSD
      state.lastRetry = undefined
      const picked = state.token
      if (picked) state.token = payload.tokenBalances.find((t) => t.chainId === picked.chainId && t.address === picked.address) ?? picked
    },
    balancesFailed: (state, { payload }: PayloadAction<number>) => {
      state.lastRetry = payload
    },
    loadingChanged: (state, { payload }: PayloadAction<boolean>) => {
      state.loading = payload
    },
    /** Clears token, amount, receiver, profile and balances (spec section 4). */
    reset: () => initialSendState,
  },
})
