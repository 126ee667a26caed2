/**
 * The theme contract: every CSS custom property the modal reads, prefixed `--pc-` and scoped
 * to the modal's shadow root (or `[data-portico]` when embedded), so nothing leaks either way.
 * Values here are the default dark theme (spec section 9: width 360px, Inter, z-index 999,
 * base radius 4px, font size 10px, dark mode).
 */
export const darkTokens = {
  '--pc-font-family': "Inter, 'Inter var', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--pc-font-size-master': '10px',
  '--pc-border-radius-master': '4px',
  '--pc-z-index': '999',
  '--pc-modal-width': '360px',
  /** White text on it keeps WCAG AA contrast (4.9:1) on primary buttons. */
  '--pc-accent': '#4f63e8',
  '--pc-accent-foreground': '#ffffff',
  /** Accent for small text on raised surfaces (WCAG AA: 4.5:1 or more). */
  '--pc-accent-text': '#8c9dff',
  '--pc-background': '#121313',
  '--pc-background-raised': '#1b1d1d',
  '--pc-background-hover': '#252727',
  '--pc-foreground': '#e4e7e7',
  '--pc-foreground-muted': '#9a9f9f',
  '--pc-border': '#2a2c2c',
  '--pc-overlay': 'rgba(0, 0, 0, 0.6)',
  '--pc-success': '#26d962',
  '--pc-error': '#f25a67',
  '--pc-focus-ring': '#98a6ff',
  '--pc-color-mix': 'transparent',
  '--pc-color-mix-strength': '0%',
} as const

/** A theme token name. */
export type ThemeToken = keyof typeof darkTokens

/** The light palette: only the tokens that differ from dark. */
export const lightTokens: Partial<Record<ThemeToken, string>> = {
  '--pc-accent': '#3b5bff',
  '--pc-accent-text': '#2b47e0',
  '--pc-background': '#ffffff',
  '--pc-background-raised': '#f3f4f4',
  '--pc-background-hover': '#e9eaea',
  '--pc-foreground': '#141414',
  '--pc-foreground-muted': '#5f6363',
  '--pc-border': '#e0e2e2',
  '--pc-overlay': 'rgba(0, 0, 0, 0.3)',
  '--pc-success': '#12813a',
  '--pc-error': '#c4283a',
  '--pc-focus-ring': '#3b5bff',
}

/** Serializes tokens as CSS declarations for `selector`. */
export function tokensToCss(selector: string, tokens: Partial<Record<string, string>>): string {
  const body = Object.entries(tokens)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `${name}:${value};`)
    .join('')
  return `${selector}{${body}}`
}
