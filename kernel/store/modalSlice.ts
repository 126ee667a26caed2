import { createSlice } from '@reduxjs/toolkit'

/** Modal visibility (spec section 2). */
export type ModalState = { open: boolean; loading: boolean }

const initialState: ModalState = { open: false, loading: false }

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
  },
  selectors: {
    selectIsOpen: (state) => state.open,
    selectIsLoading: (state) => state.loading,
  },
})
