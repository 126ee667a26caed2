import { describe, expect, test } from 'vitest'
import { darkTokens, lightTokens } from 'portico'
import { createThemeSheet, MIXED_BACKGROUND_TOKENS, THEME_SELECTOR } from './createThemeSheet'

const declarations = (css: string) =>
  Object.fromEntries([...css.matchAll(/(--pc-[a-z-]+):([^;]*);/g)].map(([, name, value]) => [name, value]))

describe('createThemeSheet', () => {
  test('§9 default: one rule with every dark token, scoped to the shadow root and [data-portico]', () => {
    const { css, warnings } = createThemeSheet({ themeMode: 'dark', themeVariables: {} })
    expect(css.startsWith(`${THEME_SELECTOR}{`)).toBe(true)
    expect(css.endsWith('}')).toBe(true)
    expect(declarations(css)).toEqual(darkTokens)
    expect(warnings).toEqual([])
  })

  test('§3 args: light mode lays the light palette over the dark one', () => {
    const { css } = createThemeSheet({ themeMode: 'light', themeVariables: {} })
    expect(declarations(css)).toEqual({ ...darkTokens, ...lightTokens })
  })

  test('§3 args: host variables win over the palette in both modes', () => {
    for (const themeMode of ['dark', 'light'] as const) {
      const { css } = createThemeSheet({ themeMode, themeVariables: { '--pc-accent': '#00a86b' } })
      expect(declarations(css)['--pc-accent']).toBe('#00a86b')
    }
  })

  test('§3 behavior: a colour mix tints every background with color-mix()', () => {
    const { css } = createThemeSheet({ themeMode: 'light', themeVariables: { '--pc-color-mix': '#00bb7f', '--pc-color-mix-strength': 25 } })
    const tokens = declarations(css)
    for (const token of MIXED_BACKGROUND_TOKENS) {
      expect(tokens[token]).toBe(`color-mix(in srgb, ${lightTokens[token]}, #00bb7f 25%)`)
    }
  })

  test('§3 behavior: without a strength the mix uses the default 0%', () => {
    const { css } = createThemeSheet({ themeMode: 'dark', themeVariables: { '--pc-color-mix': 'red' } })
    expect(declarations(css)['--pc-background']).toBe('color-mix(in srgb, #121313, red 0%)')
  })

  test('§9 behavior: following the system puts only what differs in a prefers-color-scheme block', () => {
    const { css } = createThemeSheet(
      { themeMode: 'dark', themeVariables: { '--pc-accent': '#00a86b', '--pc-color-mix': 'red', '--pc-color-mix-strength': 10 } },
      { followSystem: true },
    )
    const [base = '', media = ''] = css.split('@media (prefers-color-scheme: light)')
    expect(declarations(base)['--pc-background']).toBe('color-mix(in srgb, #121313, red 10%)')
    const light = declarations(media)
    expect(light['--pc-background']).toBe('color-mix(in srgb, #ffffff, red 10%)')
    expect(light['--pc-foreground']).toBe(lightTokens['--pc-foreground'])
    expect(light).not.toHaveProperty('--pc-accent')
    expect(light).not.toHaveProperty('--pc-z-index')
    expect(media).toMatch(/^\{:host, \[data-portico\]\{[^{}]*\}\}$/)
  })

  test('error: a hostile value never reaches the sheet', () => {
    const { css, warnings } = createThemeSheet({ themeMode: 'dark', themeVariables: { '--pc-accent': 'red;}body{display:none' } })
    expect(css).not.toContain('display:none')
    expect(declarations(css)['--pc-accent']).toBe(darkTokens['--pc-accent'])
    expect(warnings).toHaveLength(1)
  })
})
