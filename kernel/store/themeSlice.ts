import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Theme state (spec section 3): mode and host variables. */
export type ThemeState = { themeMode: 'dark' | 'light'; themeVariables: Record<string, string | number> }

export const themeSlice = createSlice({
  name: 'theme',
  initialState: { themeMode: 'dark', themeVariables: {} } as ThemeState,
  reducers: {
    themeModeChanged: (state, { payload }: PayloadAction<ThemeState['themeMode']>) => void (state.themeMode = payload),
    themeVariablesChanged: (state, { payload }: PayloadAction<ThemeState['themeVariables']>) => {
      state.themeVariables = { ...state.themeVariables, ...payload }
    },
  },
  selectors: { selectTheme: (state) => state },
})
