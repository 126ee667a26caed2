import { normalizeThemeValue, type ThemeValueKind } from './normalizeThemeValue'
import type { PorticoThemeVariableName } from './types'

/** Each `--pc-*` variable and the kind of value it holds. */
export const THEME_VARIABLE_KINDS: Readonly<Record<PorticoThemeVariableName, ThemeValueKind>> = {
  '--pc-font-family': 'font',
  '--pc-accent': 'color',
  '--pc-color-mix': 'color',
  '--pc-color-mix-strength': 'percent',
  '--pc-border-radius-master': 'px',
  '--pc-z-index': 'integer',
  '--pc-font-size-master': 'px',
}

const W3M_PREFIX = '--w3m-'
const PC_PREFIX = '--pc-'

/** Validated tokens, and a warning for every variable left out. */
export type ResolveThemeVariablesReturnType = {
  /** `--pc-*` tokens with CSS-ready values. */
  tokens: Partial<Record<PorticoThemeVariableName, string>>
  /** One line per unknown or invalid variable, for `logger.warn`. */
  warnings: string[]
}

/**
 * Maps a host's theme variables to validated `--pc-*` tokens. `--w3m-*` names map to their
 * `--pc-*` twins (the `--pc-*` name wins when both are set); unknown names and invalid values
 * are left out with a warning. Never throws.
 *
 * @example
 * import { resolveThemeVariables } from 'portico/plugins/theme'
 * resolveThemeVariables({ '--w3m-accent': '#47a1ff', '--pc-z-index': 1000, '--x': 1 })
 * // { tokens: { '--pc-accent': '#47a1ff', '--pc-z-index': '1000' },
 * //   warnings: ["Theme variable '--x' ignored: unknown variable"] }
 */
export function resolveThemeVariables(variables: Readonly<Record<string, string | number>>): ResolveThemeVariablesReturnType {
  const tokens: ResolveThemeVariablesReturnType['tokens'] = {}
  const warnings: string[] = []
  // Aliases first, so a `--pc-*` name set beside its `--w3m-*` twin overrides it.
  const entries = Object.entries(variables).sort(([a], [b]) => Number(a.startsWith(PC_PREFIX)) - Number(b.startsWith(PC_PREFIX)))
  for (const [name, value] of entries) {
    const token = toTokenName(name)
    if (!token) {
      warnings.push(`Theme variable '${name}' ignored: unknown variable`)
      continue
    }
    const result = normalizeThemeValue(THEME_VARIABLE_KINDS[token], value)
    if (result.ok) tokens[token] = result.css
    else warnings.push(`Theme variable '${name}' ignored: ${result.reason}`)
  }
  return { tokens, warnings }
}

function toTokenName(name: string): PorticoThemeVariableName | undefined {
  const token = name.startsWith(W3M_PREFIX) ? `${PC_PREFIX}${name.slice(W3M_PREFIX.length)}` : name
  return Object.hasOwn(THEME_VARIABLE_KINDS, token) ? (token as PorticoThemeVariableName) : undefined
}
