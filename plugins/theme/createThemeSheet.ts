import { darkTokens, lightTokens, type ThemeState, type ThemeToken, tokensToCss } from 'portico'
import { resolveThemeVariables } from './resolveThemeVariables'

/** Where the tokens apply: the modal's shadow root, or the `[data-portico]` wrapper when embedded. */
export const THEME_SELECTOR = ':host, [data-portico]'

/** Background tokens that `--pc-color-mix` tints. */
export const MIXED_BACKGROUND_TOKENS = ['--pc-background', '--pc-background-raised', '--pc-background-hover'] as const

/** Options of {@link createThemeSheet}. */
export type CreateThemeSheetOptions = {
  /** Follow `prefers-color-scheme` (dark base, light in a media block) instead of `themeMode`. */
  followSystem?: boolean
}

/** The sheet, and a warning for every variable left out of it. */
export type CreateThemeSheetReturnType = { css: string; warnings: string[] }

type Declarations = Partial<Record<string, string>>

/**
 * Builds the theme's CSS from a theme state: the full dark palette as base, the light palette
 * over it in light mode (or inside `@media (prefers-color-scheme: light)` when following the
 * system), then the host's validated variables and, when a colour mix is set, the tinted
 * backgrounds. Pure: the same state gives the same sheet, so it also serves server rendering.
 *
 * @example
 * import { createThemeSheet } from 'portico/plugins/theme'
 * const { css } = createThemeSheet({ themeMode: 'light', themeVariables: { '--pc-accent': '#00a86b' } })
 * // ':host, [data-portico]{--pc-font-family:Inter, ...;--pc-accent:#00a86b;...}'
 */
export function createThemeSheet(theme: ThemeState, options: CreateThemeSheetOptions = {}): CreateThemeSheetReturnType {
  const { tokens, warnings } = resolveThemeVariables(theme.themeVariables)
  const declarationsFor = (mode: ThemeState['themeMode']): Declarations => {
    const palette: Record<ThemeToken, string> = { ...darkTokens, ...(mode === 'light' ? lightTokens : {}), ...tokens }
    return { ...palette, ...mixedBackgrounds(palette, tokens['--pc-color-mix']) }
  }
  if (!options.followSystem) return { css: tokensToCss(THEME_SELECTOR, declarationsFor(theme.themeMode)), warnings }
  const dark = declarationsFor('dark')
  const light = Object.fromEntries(Object.entries(declarationsFor('light')).filter(([name, value]) => dark[name] !== value))
  const css = `${tokensToCss(THEME_SELECTOR, dark)}@media (prefers-color-scheme: light){${tokensToCss(THEME_SELECTOR, light)}}`
  return { css, warnings }
}

/** `color-mix(in srgb, <background>, <mix> <strength>)` for each background token. */
function mixedBackgrounds(palette: Record<ThemeToken, string>, mix: string | undefined): Declarations {
  if (mix === undefined) return {}
  const strength = palette['--pc-color-mix-strength']
  return Object.fromEntries(
    MIXED_BACKGROUND_TOKENS.map((token) => [token, `color-mix(in srgb, ${palette[token]}, ${mix} ${strength})`]),
  )
}
