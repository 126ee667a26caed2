import { describe, expect, test, vi } from 'vitest'
import { createPortico, mainnet, PluginError, type Portico } from 'portico'
import theme, { InvalidThemeOptionsError, PLUGIN_ID, type ThemeOptions } from './index'

const HOSTILE = 'red;}body{display:none'

function setup(options?: ThemeOptions, config: { themeMode?: 'dark' | 'light'; themeVariables?: Record<string, string | number> } = {}) {
  const portico = createPortico({ networks: [mainnet], ...config })
  const warn = vi.spyOn(portico.services.logger, 'warn').mockImplementation(() => {})
  portico.install(theme(options))
  return { portico, warn }
}

const sheets = (portico: Portico) => portico._internal.hooks.styles.call([], portico.getState().theme)
const css = (portico: Portico) => sheets(portico).join('')

describe('theme plugin', () => {
  test('§9 default: z-index 999, font size 10px, radius 4px, width 360px, Inter, dark', () => {
    const { portico } = setup()
    const result = sheets(portico)
    expect(result).toHaveLength(1)
    expect(result[0]).toMatch(/^:host, \[data-portico\]\{/)
    expect(result[0]).toContain('--pc-z-index:999;')
    expect(result[0]).toContain('--pc-font-size-master:10px;')
    expect(result[0]).toContain('--pc-border-radius-master:4px;')
    expect(result[0]).toContain('--pc-modal-width:360px;')
    expect(result[0]).toMatch(/--pc-font-family:Inter,/)
    expect(result[0]).toContain('--pc-background:#121313;')
    expect(result[0]).not.toContain('@media')
    expect(portico.plugins()).toEqual([PLUGIN_ID])
  })

  test('§3 behavior: light mode from options sets the state and the light palette', () => {
    const { portico } = setup({ mode: 'light' })
    expect(portico.getState().theme.themeMode).toBe('light')
    expect(css(portico)).toContain('--pc-background:#ffffff;')
    expect(css(portico)).toContain('--pc-foreground:#141414;')
    expect(css(portico)).not.toContain('--pc-background:#121313;')
  })

  test("§3 behavior: the host config's themeMode and themeVariables are used without options", () => {
    const { portico } = setup(undefined, { themeMode: 'light', themeVariables: { '--pc-accent': '#00a86b' } })
    expect(css(portico)).toContain('--pc-background:#ffffff;')
    expect(css(portico)).toContain('--pc-accent:#00a86b;')
  })

  test('§3 behavior: setThemeMode at run time changes the produced sheet', () => {
    const { portico } = setup()
    const dark = css(portico)
    portico.setThemeMode('light')
    const light = css(portico)
    expect(light).not.toBe(dark)
    expect(light).toContain('--pc-background:#ffffff;')
    portico.setThemeMode('dark')
    expect(css(portico)).toBe(dark)
  })

  test('§3 behavior: setThemeVariables at run time changes the produced sheet', () => {
    const { portico } = setup()
    portico.setThemeVariables({ '--pc-z-index': 2000 })
    expect(css(portico)).toContain('--pc-z-index:2000;')
  })

  test('§3 behavior: option variables merge over the config and reach the state', () => {
    const { portico } = setup({ variables: { '--pc-accent': '#ff0000' } }, { themeVariables: { '--pc-z-index': 5, '--pc-accent': '#000' } })
    expect(portico.getState().theme.themeVariables).toEqual({ '--pc-z-index': 5, '--pc-accent': '#ff0000' })
    expect(css(portico)).toContain('--pc-accent:#ff0000;')
    expect(css(portico)).toContain('--pc-z-index:5;')
  })

  test("§9 behavior: 'system' follows prefers-color-scheme until the host picks a mode", () => {
    const { portico } = setup({ mode: 'system' })
    const system = css(portico)
    expect(system).toContain('--pc-background:#121313;')
    expect(system).toMatch(/@media \(prefers-color-scheme: light\)\{:host, \[data-portico\]\{[^}]*--pc-background:#ffffff;/)
    portico.setThemeMode('light')
    expect(css(portico)).not.toContain('@media')
    portico.setThemeMode('dark')
    expect(css(portico)).not.toContain('@media')
  })

  test('§3 behavior: --w3m-* variables map to their --pc-* tokens', () => {
    const { portico } = setup({
      variables: {
        '--w3m-font-family': 'Roboto, sans-serif',
        '--w3m-accent': '#47a1ff',
        '--w3m-color-mix': '#00bb7f',
        '--w3m-color-mix-strength': 40,
        '--w3m-font-size-master': '9px',
        '--w3m-border-radius-master': 2,
        '--w3m-z-index': 1000,
      },
    })
    const sheet = css(portico)
    expect(sheet).toContain('--pc-font-family:Roboto, sans-serif;')
    expect(sheet).toContain('--pc-accent:#47a1ff;')
    expect(sheet).toContain('--pc-color-mix:#00bb7f;')
    expect(sheet).toContain('--pc-color-mix-strength:40%;')
    expect(sheet).toContain('--pc-font-size-master:9px;')
    expect(sheet).toContain('--pc-border-radius-master:2px;')
    expect(sheet).toContain('--pc-z-index:1000;')
    expect(sheet).toContain('--pc-background:color-mix(in srgb, #121313, #00bb7f 40%);')
    expect(sheet).not.toContain('--w3m-')
  })

  test('error: hostile and unknown values are dropped with one warning each, never reaching CSS', () => {
    const { portico, warn } = setup({
      variables: { '--pc-accent': HOSTILE, '--w3m-font-family': 'x</style><script>', '--pc-z-index': Number.NaN },
    })
    portico.setThemeVariables({ '--pc-color-mix': 'url(https://evil.example/x)', '--pc-unknown': 'red' })
    const sheet = css(portico)
    css(portico)
    expect(sheet).not.toContain(HOSTILE)
    expect(sheet).not.toContain('body{')
    expect(sheet).not.toMatch(/script|evil|unknown/)
    expect(sheet).toContain('--pc-accent:#4f63e8;')
    expect(sheet).toContain('--pc-z-index:999;')
    expect(sheet.match(/\{/g)).toHaveLength(1)
    expect(warn.mock.calls.map(([line]) => line).sort()).toEqual([
      "Theme variable '--pc-accent' ignored: contains characters or functions not allowed in a CSS value",
      "Theme variable '--pc-color-mix' ignored: contains characters or functions not allowed in a CSS value",
      "Theme variable '--pc-unknown' ignored: unknown variable",
      "Theme variable '--pc-z-index' ignored: numbers must be finite",
      "Theme variable '--w3m-font-family' ignored: contains characters or functions not allowed in a CSS value",
    ])
  })

  test('error: options of the wrong shape throw before install', () => {
    expect(() => theme({ mode: 'sepia' as ThemeOptions['mode'] })).toThrow(InvalidThemeOptionsError)
    expect(() => theme({ variables: 'red' as unknown as ThemeOptions['variables'] })).toThrowError(/at 'variables'/)
    expect(() => theme({ variables: { '--pc-z-index': true } as unknown as ThemeOptions['variables'] })).toThrowError(
      /at 'variables.--pc-z-index'/,
    )
  })

  test('behavior: uninstall removes the tap and the subscription, restores the state, leaves nothing behind', () => {
    const portico = createPortico({ networks: [mainnet], themeVariables: { '--pc-accent': '#000000' } })
    const subscribe = portico.store.subscribe
    const unsubscribes: ReturnType<typeof vi.fn>[] = []
    vi.spyOn(portico.store, 'subscribe').mockImplementation((listener) => {
      const unsubscribe = vi.fn(subscribe(listener))
      unsubscribes.push(unsubscribe)
      return unsubscribe
    })
    portico.install(theme({ mode: 'system', variables: { '--pc-accent': '#ff0000' } }))
    portico.install({ id: 'other', apply: () => {} })
    expect(portico._internal.hooks.styles.taps.map((tap) => tap.name)).toEqual([PLUGIN_ID])
    expect(unsubscribes).toHaveLength(1)
    portico.uninstall(PLUGIN_ID)
    expect(sheets(portico)).toEqual([])
    expect(portico._internal.hooks.styles.taps).toEqual([])
    expect(unsubscribes[0]).toHaveBeenCalled()
    expect(portico.plugins()).toEqual(['other'])
    expect(portico.getState().theme).toEqual({ themeMode: 'dark', themeVariables: { '--pc-accent': '#000000' } })
  })

  test('behavior: uninstall restores the mode it set, not one the host chose later', () => {
    const { portico } = setup({ mode: 'light' })
    portico.uninstall(PLUGIN_ID)
    expect(portico.getState().theme.themeMode).toBe('dark')
    portico.install(theme({ mode: 'light' }))
    portico.setThemeMode('dark')
    portico.setThemeMode('light')
    portico.uninstall(PLUGIN_ID)
    expect(portico.getState().theme.themeMode).toBe('dark')
    portico.install(theme({ mode: 'light' }))
    portico.setThemeMode('dark')
    portico.uninstall(PLUGIN_ID)
    expect(portico.getState().theme.themeMode).toBe('dark')
  })

  test('behavior: a second instance is unaffected by the first one’s theme', () => {
    const { portico: first } = setup({ mode: 'light', variables: { '--pc-accent': '#ff0000' } })
    const second = createPortico({ networks: [mainnet] })
    expect(sheets(second)).toEqual([])
    expect(second.getState().theme).toEqual({ themeMode: 'dark', themeVariables: {} })
    second.install(theme())
    expect(css(second)).toContain('--pc-background:#121313;')
    expect(css(second)).toContain('--pc-accent:#4f63e8;')
    expect(css(first)).toContain('--pc-accent:#ff0000;')
  })

  test('error: installing twice on one instance is refused by the kernel', () => {
    const { portico } = setup()
    expect(() => portico.install(theme())).toThrow(PluginError)
    expect(sheets(portico)).toHaveLength(1)
  })
})
