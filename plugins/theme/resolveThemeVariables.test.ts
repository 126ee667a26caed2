import { describe, expect, test } from 'vitest'
import type { ThemeValueKind } from './normalizeThemeValue'
import { resolveThemeVariables, THEME_VARIABLE_KINDS } from './resolveThemeVariables'

const SAMPLES: Record<ThemeValueKind, string | number> = { font: 'Inter', color: 'red', percent: 10, px: 3, integer: 7 }

describe('resolveThemeVariables', () => {
  test('default: no variables, no tokens, no warnings', () => {
    expect(resolveThemeVariables({})).toEqual({ tokens: {}, warnings: [] })
  })

  test('args: every --w3m-* alias maps to its --pc-* token', () => {
    for (const token of Object.keys(THEME_VARIABLE_KINDS)) {
      const alias = token.replace('--pc-', '--w3m-')
      const value = SAMPLES[THEME_VARIABLE_KINDS[token as keyof typeof THEME_VARIABLE_KINDS]]
      expect(Object.keys(resolveThemeVariables({ [alias]: value }).tokens)).toEqual([token])
    }
  })

  test('behavior: the --pc-* name wins over its --w3m-* twin, whatever the order', () => {
    expect(resolveThemeVariables({ '--pc-accent': '#111111', '--w3m-accent': '#222222' }).tokens).toEqual({ '--pc-accent': '#111111' })
    expect(resolveThemeVariables({ '--w3m-accent': '#222222', '--pc-accent': '#111111' }).tokens).toEqual({ '--pc-accent': '#111111' })
  })

  test('error: unknown names and invalid values are left out with a warning', () => {
    const result = resolveThemeVariables(
      Object.fromEntries([
        ['--w3m-accent', 'red;}body{display:none'],
        ['--w3m-background-color', 'red'],
        ['--pc-z-index', 'high'],
        ['__proto__', 'x'],
        ['--w3m-constructor', 'x'],
        ['--pc-font-size-master', 11],
      ]),
    )
    expect(result.tokens).toEqual({ '--pc-font-size-master': '11px' })
    expect(result.warnings).toMatchInlineSnapshot(`
      [
        "Theme variable '--w3m-accent' ignored: contains characters or functions not allowed in a CSS value",
        "Theme variable '--w3m-background-color' ignored: unknown variable",
        "Theme variable '__proto__' ignored: unknown variable",
        "Theme variable '--w3m-constructor' ignored: unknown variable",
        "Theme variable '--pc-z-index' ignored: expected an integer",
      ]
    `)
  })
})
