import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Theme state (spec section 3): mode and host variables. */
export type ThemeState = { themeMode: 'dark' | 'light'; themeVariables: Record<string, string | number> }

/**
 * The instance's theme: mode and variables. `portico.setThemeMode` and `setThemeVariables`
 * dispatch these actions; a plugin (the theme plugin) dispatches them through its `store`.
 *
 * @example
 * import { createPortico, mainnet, themeSlice } from 'portico'
 * const portico = createPortico({ networks: [mainnet] })
 * portico.store.dispatch(themeSlice.actions.themeVariablesChanged({ '--pc-accent': '#00a86b' }))
 * portico.getState().theme.themeVariables // { '--pc-accent': '#00a86b' }
 */
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
