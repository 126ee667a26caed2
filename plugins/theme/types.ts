/**
 * How the modal picks its palette: `'dark'` (default, spec section 9), `'light'`, or
 * `'system'`, which follows the visitor's `prefers-color-scheme` through a CSS media query.
 */
export type ThemeMode = 'dark' | 'light' | 'system'

/** A length in pixels: a number (`4`) or a px string (`'4px'`). */
export type PxLength = number | `${number}px`

/**
 * The theme variables a host may set, by their `--pc-*` token names. Every value is validated
 * before it reaches CSS; an invalid one is dropped with a logged warning.
 *
 * @example
 * import type { PorticoThemeVariables } from 'portico/plugins/theme'
 * const variables: PorticoThemeVariables = { '--pc-accent': '#00a86b', '--pc-border-radius-master': 6 }
 */
export type PorticoThemeVariables = {
  /** Font stack of the modal. Default: Inter first, then system fonts. No function, no URL. */
  '--pc-font-family'?: string
  /** Accent colour of buttons and links: a hex, named or functional colour (`rgb()`, `oklch()`...). */
  '--pc-accent'?: string
  /** Colour mixed into the backgrounds; setting it emits the derived background tokens. */
  '--pc-color-mix'?: string
  /** Share of `--pc-color-mix` in the backgrounds, 0 to 100 (percent). Default 0. */
  '--pc-color-mix-strength'?: number
  /** Base corner radius that every radius derives from. Default 4px. */
  '--pc-border-radius-master'?: PxLength
  /** Stacking order of the modal. Default 999. */
  '--pc-z-index'?: number
  /** Base font size that every text size derives from. Default 10px. */
  '--pc-font-size-master'?: PxLength
}

/** A `--pc-*` theme variable name. */
export type PorticoThemeVariableName = keyof PorticoThemeVariables

/**
 * The same variables under their AppKit names (`--w3m-accent`...), accepted so an AppKit
 * host can switch without renaming; each maps to its `--pc-*` twin, which wins when both are set.
 *
 * @example
 * import type { W3mThemeVariables } from 'portico/plugins/theme'
 * const variables: W3mThemeVariables = { '--w3m-accent': '#47a1ff', '--w3m-z-index': 1000 }
 */
export type W3mThemeVariables = {
  [K in keyof PorticoThemeVariables as K extends `--pc-${infer Rest}` ? `--w3m-${Rest}` : never]: PorticoThemeVariables[K]
}

/**
 * Every variable the theme plugin understands: `--pc-*` names and their `--w3m-*` aliases.
 *
 * @example
 * import theme, { type ThemeVariables } from 'portico/plugins/theme'
 * const variables: ThemeVariables = { '--pc-accent': '#00a86b', '--w3m-font-size-master': '11px' }
 * theme({ variables })
 */
export type ThemeVariables = PorticoThemeVariables & W3mThemeVariables

/**
 * Options of the theme plugin.
 *
 * @example
 * import theme, { type ThemeOptions } from 'portico/plugins/theme'
 * const options: ThemeOptions = { mode: 'system', variables: { '--pc-accent': '#00a86b' } }
 * theme(options)
 */
export type ThemeOptions = {
  /** Palette to use; set into the instance's theme state on install. Absent: the host config's `themeMode`. */
  mode?: ThemeMode
  /** Variables merged into the instance's theme state on install (over the config's `themeVariables`). */
  variables?: ThemeVariables
}
