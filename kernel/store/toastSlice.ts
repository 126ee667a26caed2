import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Toast variants (spec section 3). */
export type ToastVariant = 'success' | 'error' | 'loading'

/** Toast state (spec section 3): message, variant, svg, open, autoClose. */
export type ToastState = {
  message: string
  variant: ToastVariant
  /** Name of a bundled icon, never markup. */
  svg: string | undefined
  open: boolean
  autoClose: boolean
}

const initialState: ToastState = { message: '', variant: 'success', svg: undefined, open: false, autoClose: true }

export type ToastInput = { message: string; variant: ToastVariant; svg?: string; autoClose?: boolean }

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    shown: (_state, { payload }: PayloadAction<ToastInput>) => ({
      message: payload.message,
      variant: payload.variant,
      svg: payload.svg,
      autoClose: payload.autoClose ?? payload.variant !== 'loading',
      open: true,
    }),
    /** Hide restores the defaults (spec section 4). */
    hidden: () => initialState,
  },
  selectors: { selectToast: (state) => state },
})
