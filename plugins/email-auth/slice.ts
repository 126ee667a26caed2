import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { FrameUser } from './protocol'

/** The plugin's id: tap name, slice path, analytics namespace. */
export const PLUGIN_ID = 'email-auth'

/** State of the email login (serializable; the frame channel lives in the controller). */
export type EmailAuthState = {
  /** The address a code was sent to, while verifying. */
  email: string | undefined
  /** The embedded wallet's user once connected (spec section 3). */
  user: FrameUser | undefined
  /** An unsafe request waits for the visitor's click in the frame. */
  approvalPending: boolean
}

const initialState: EmailAuthState = { email: undefined, user: undefined, approvalPending: false }

export const emailAuthSlice = createSlice({
  name: PLUGIN_ID,
  reducerPath: PLUGIN_ID,
  initialState,
  reducers: {
    codeRequested: (state, { payload }: PayloadAction<string>) => void (state.email = payload),
    userSet: (state, { payload }: PayloadAction<FrameUser>) => {
      state.user = payload
      state.email = undefined
    },
    signedOut: () => initialState,
    approvalChanged: (state, { payload }: PayloadAction<boolean>) => void (state.approvalPending = payload),
    emailUpdated: (state, { payload }: PayloadAction<string>) => {
      if (state.user) state.user.email = payload
    },
  },
})

declare module 'portico' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof emailAuthSlice> {}
}
