import { afterEach, expect, test, vi } from 'vitest'

const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const

afterEach(() => {
  // The node environment has none of these globals: remove the traps.
  for (const name of browserGlobals) Reflect.deleteProperty(globalThis, name)
  vi.resetModules()
})

/**
 * Records reads of browser globals made by Portico's own code (not `typeof` feature checks in
 * React or Redux Toolkit, which are server-safe); each global reads as undefined, as on a server.
 */
function trapBrowserGlobals(): string[] {
  const touched: string[] = []
  for (const name of browserGlobals) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        const caller = new Error().stack?.split('\n')[2] ?? ''
        // detectPageLocale's `typeof document` is a presence check (a getter cannot tell it from a
        // read): finding no document it answers English, which the second test checks.
        if (!caller.includes('node_modules') && !caller.includes('detectPageLocale')) touched.push(`${name} ${caller.trim()}`)
        return undefined
      },
    })
  }
  return touched
}

test('behavior: importing every entry touches no window, document or storage (server-side rendering)', async () => {
  const touched = trapBrowserGlobals()
  vi.resetModules()
  await import('./index')
  await import('./react/index')
  await import('./services/index')
  await import('../plugins/theme/index')
  expect(touched).toEqual([])
})

test('behavior: creating an instance on a server works and touches no browser global', async () => {
  const touched = trapBrowserGlobals()
  vi.resetModules()
  const { createPortico, mainnet } = await import('./index')
  const { default: theme } = await import('../plugins/theme/index')
  const portico = createPortico({ networks: [mainnet], plugins: [theme()] })
  portico.open()
  expect(portico.getState().modal.open).toBe(true)
  expect(portico.services.i18n.locale).toBe('en')
  expect(touched).toEqual([])
})
