import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { CaipAddress } from 'portico'
import { PLUGIN_ID } from './constants'

/**
 * The siwx plugin's state: the sign view's status, its error lines, and the accounts known to
 * have a session (`beforeClose` is synchronous, so it reads this instead of asking the config).
 */
export type SiwxState = {
  status: 'idle' | 'signing' | 'error'
  /** Error lines shown in the sign view ('Signature declined', ...). */
  errors: string[]
  /** CAIP-10 accounts with a session (on the CAIP-2 network in their prefix). */
  signedIn: CaipAddress[]
}

/**
 * The key an account is compared by: eip155 addresses are case-insensitive, others are not.
 *
 * @example
 * import { accountKey } from 'portico/plugins/siwx'
 * accountKey('eip155:1:0xF39F') // 'eip155:1:0xf39f'
 */
export const accountKey = (caipAddress: CaipAddress): CaipAddress =>
  caipAddress.startsWith('eip155:') ? (caipAddress.toLowerCase() as CaipAddress) : caipAddress

const initialState: SiwxState = { status: 'idle', errors: [], signedIn: [] }

/**
 * The siwx slice, injected under `siwx` when the plugin installs.
 *
 * @example
 * import { siwxSlice } from 'portico/plugins/siwx'
 * portico.getState().siwx?.signedIn // ['eip155:1:0xf39F...']
 */
export const siwxSlice = createSlice({
  name: PLUGIN_ID,
  reducerPath: PLUGIN_ID,
  initialState,
  reducers: {
    signingStarted: (state) => {
      state.status = 'signing'
      state.errors = []
    },
    signingFailed: (state, { payload }: PayloadAction<string[]>) => {
      state.status = 'error'
      state.errors = payload
    },
    signedIn: (state, { payload }: PayloadAction<CaipAddress>) => {
      state.status = 'idle'
      state.errors = []
      const key = accountKey(payload)
      if (!state.signedIn.includes(key)) state.signedIn.push(key)
    },
    signedOut: (state, { payload }: PayloadAction<CaipAddress>) => {
      state.signedIn = state.signedIn.filter((account) => account !== accountKey(payload))
    },
    reset: (state) => {
      state.status = 'idle'
      state.errors = []
    },
  },
})

declare module 'portico' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof siwxSlice> {}
}
