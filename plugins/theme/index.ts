import { definePlugin, type PluginDefinition, type PorticoStore, themeSlice, type ThemeState } from 'portico'
import { createThemeSheet } from './createThemeSheet'
import { parseThemeOptions } from './parseThemeOptions'
import type { ThemeOptions } from './types'

/** The theme plugin's id: its tap name on `styles`. */
export const PLUGIN_ID = 'theme'

/**
 * The theme plugin (spec sections 3 and 9): taps `styles` to append one sheet with the
 * `--pc-*` tokens of the instance's theme state (palette for the mode, then the host's
 * validated variables), scoped to `:host, [data-portico]`. `mode` and `variables`, when given,
 * are set into the theme state on install; `portico.setThemeMode` and `setThemeVariables`
 * change the sheet at run time. `mode: 'system'` follows `prefers-color-scheme` until the host
 * sets another mode. Fetches no font: hosts self-host Inter (see README, "Theming").
 * Throws {@link InvalidThemeOptionsError} on options of the wrong shape.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import theme from 'portico/plugins/theme'
 * const portico = createPortico({
 *   networks: [mainnet],
 *   plugins: [theme({ mode: 'system', variables: { '--pc-accent': '#00a86b', '--w3m-border-radius-master': '6px' } })],
 * })
 * portico.setThemeMode('light')
 */
export default function theme(options?: ThemeOptions): PluginDefinition<typeof PLUGIN_ID> {
  const { mode, variables } = parseThemeOptions(options)
  return definePlugin({
    id: PLUGIN_ID,
    apply({ hooks, store, services }) {
      const before = store.getState().theme
      if (mode === 'dark' || mode === 'light') store.dispatch(themeSlice.actions.themeModeChanged(mode))
      if (variables) store.dispatch(themeSlice.actions.themeVariablesChanged(variables))
      const applied = store.getState().theme

      // 'system' lasts until the host picks a mode; the theme state cannot hold 'system'.
      let followSystem = mode === 'system'
      const unsubscribe = followSystem
        ? store.subscribe(() => {
            if (store.getState().theme.themeMode === applied.themeMode) return
            followSystem = false
            unsubscribe()
          })
        : () => {}

      const warned = new Set<string>()
      let last: { theme: ThemeState; followSystem: boolean; css: string } | undefined
      hooks.styles.tap((sheets, state) => {
        if (last?.theme !== state || last.followSystem !== followSystem) {
          const { css, warnings } = createThemeSheet(state, { followSystem })
          for (const warning of warnings.filter((line) => !warned.has(line))) {
            warned.add(warning)
            services.logger.warn(warning)
          }
          last = { theme: state, followSystem, css }
        }
        return [...sheets, last.css]
      })

      return () => {
        unsubscribe()
        last = undefined
        warned.clear()
        restoreTheme(store, before, applied)
      }
    },
  })
}

/**
 * Undoes what install set, where the host has not changed it since: the mode, and variables
 * that had a value before. Variables the plugin added stay: the theme slice has no action
 * that removes a key.
 */
function restoreTheme(store: PorticoStore, before: ThemeState, applied: ThemeState): void {
  const current = store.getState().theme
  if (current.themeMode === applied.themeMode && current.themeMode !== before.themeMode)
    store.dispatch(themeSlice.actions.themeModeChanged(before.themeMode))
  const previous = Object.fromEntries(
    Object.entries(before.themeVariables).filter(
      ([name, value]) => current.themeVariables[name] === applied.themeVariables[name] && current.themeVariables[name] !== value,
    ),
  )
  if (Object.keys(previous).length > 0) store.dispatch(themeSlice.actions.themeVariablesChanged(previous))
}

export { createThemeSheet, THEME_SELECTOR } from './createThemeSheet'
export type { CreateThemeSheetOptions, CreateThemeSheetReturnType } from './createThemeSheet'
export { InvalidThemeOptionsError } from './errors'
export type { InvalidThemeOptionsErrorType } from './errors'
export { normalizeThemeValue } from './normalizeThemeValue'
export type { NormalizeThemeValueReturnType, ThemeValueKind } from './normalizeThemeValue'
export { resolveThemeVariables } from './resolveThemeVariables'
export type { ResolveThemeVariablesReturnType } from './resolveThemeVariables'
export type {
  PorticoThemeVariableName,
  PorticoThemeVariables,
  PxLength,
  ThemeMode,
  ThemeOptions,
  ThemeVariables,
  W3mThemeVariables,
} from './types'
