import { createSlice } from '@reduxjs/toolkit'

/**
 * Modal visibility (spec section 2), and whether the visitor ticked the legal checkbox
 * (`features.legalCheckbox`, spec section 1): kept for the page, so it is asked once.
 */
export type ModalState = { open: boolean; loading: boolean; legalAccepted: boolean }

const initialState: ModalState = { open: false, loading: false, legalAccepted: false }

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    opened: (state) => void (state.open = true),
    closed: (state) => {
      state.open = false
      state.loading = false
    },
    loadingChanged: (state, action: { payload: boolean }) => void (state.loading = action.payload),
    legalAcceptedChanged: (state, action: { payload: boolean }) => void (state.legalAccepted = action.payload),
  },
  selectors: {
    selectIsOpen: (state) => state.open,
    selectIsLoading: (state) => state.loading,
  },
})
