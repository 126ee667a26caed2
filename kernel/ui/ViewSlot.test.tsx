// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPortico, type Portico } from '../createPortico'
import type { ViewComponent, ViewRegistration } from '../hooks'
import { mainnet } from '../networks'
import { definePlugin, type AnyPlugin } from '../plugin'
import { mountModal } from './mountModal'

// React's act() environment flag for a non-RTL render.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let portico: Portico
let unmount: () => void
const shadow = () => document.querySelector('portico-modal')?.shadowRoot as ShadowRoot
const walletList = () => shadow().querySelector('nav[aria-label="Wallets"]')
const alertText = () => shadow().querySelector('[role="alert"]')?.textContent
const button = (name: string) => [...shadow().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)
const never = () => new Promise<never>(() => undefined)

/** A plugin that adds the email connect method with `view` as its inline view. */
const emailMethod = (view: ViewRegistration, extra: Record<string, ViewRegistration> = {}): AnyPlugin =>
  definePlugin({
    id: 'email-method',
    views: { Method: view, ...extra },
    apply: ({ hooks }) => hooks.connectMethods.tap((methods) => [...methods, { method: 'email', view: 'Method' }]),
  })

const Field: ViewComponent = () => <input aria-label="Email" />

async function setup(plugins: AnyPlugin[]) {
  portico = createPortico({ networks: [mainnet], plugins, storage: { type: 'memory' }, logLevel: 'silent' })
  await act(async () => void (unmount = mountModal(portico)))
}

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => void (consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)))

/** React reports an error its boundary caught (dev build): expected here, and only that error. */
function expectReported(message: string) {
  expect(consoleError).toHaveBeenCalled()
  for (const call of consoleError.mock.calls) expect(call).toContainEqual(expect.objectContaining({ message }))
  consoleError.mockClear()
}
afterEach(() => {
  act(() => unmount())
  portico.destroy()
  // StrictMode double renders and the boundaries must not make React complain (use() misuse, ...).
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
})

describe('§2 no plugin can hold the Connect view back', () => {
  test('behavior: a connect method whose view never loads: the wallet list is there at once, no spinner in its place', async () => {
    await setup([emailMethod({ load: never })])
    await act(async () => portico.open())
    expect(walletList()).not.toBeNull()
    expect(shadow().querySelector('[role="progressbar"]')).toBeNull()
  })

  test('behavior: one plugin\'s slow chunk holds back neither the wallet list nor another plugin\'s method; it takes its place when it arrives', async () => {
    let arrive: (module: { default: ViewComponent }) => void = () => undefined
    const slow = new Promise<{ default: ViewComponent }>((resolve) => (arrive = resolve))
    const SocialButtons: ViewComponent = () => <button type="button">Google</button>
    const social = definePlugin({
      id: 'social-method',
      views: { Socials: { component: SocialButtons } },
      apply: ({ hooks }) => hooks.connectMethods.tap((methods) => [...methods, { method: 'social', view: 'Socials' }]),
    })
    await setup([emailMethod({ load: () => slow }), social])
    act(() => portico.open())
    expect(walletList()).not.toBeNull()
    expect(button('Google')).toBeDefined()
    expect(shadow().querySelector('input[aria-label="Email"]')).toBeNull()
    await act(async () => arrive({ default: Field }))
    expect(shadow().querySelector('input[aria-label="Email"]')).not.toBeNull()
    expect(button('Google')).toBeDefined()
    expect(walletList()).not.toBeNull()
  })

  test('behavior: a method\'s view is drawn as soon as its chunk arrives, not held back for React\'s 300 ms Suspense reveal', async () => {
    let arrive: (module: { default: ViewComponent }) => void = () => undefined
    const slow = new Promise<{ default: ViewComponent }>((resolve) => (arrive = resolve))
    await setup([emailMethod({ load: () => slow })])
    await act(async () => portico.open())
    // Outside act(), as in a browser: React holds back a suspended boundary's content on a timer, act() would flush it.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    env.IS_REACT_ACT_ENVIRONMENT = false
    try {
      arrive({ default: Field })
      // A few turns of the event loop, no timer: the field is drawn by then.
      for (let turn = 0; turn < 10 && !shadow().querySelector('input[aria-label="Email"]'); turn++) await new Promise((done) => setImmediate(done))
      expect(shadow().querySelector('input[aria-label="Email"]')).not.toBeNull()
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true
    }
  })

  test('behavior: a drawn-at-once view (`component`) is in the same render as the wallet list', async () => {
    await setup([emailMethod({ component: Field })])
    act(() => portico.open())
    expect(walletList()).not.toBeNull()
    expect(shadow().querySelector('input[aria-label="Email"]')).not.toBeNull()
  })

  test('error: a connect method whose view fails to load shows the failure in its place; "Try again" loads it again', async () => {
    const load = vi.fn<() => Promise<{ default: ViewComponent }>>().mockRejectedValueOnce(new Error('chunk did not arrive')).mockResolvedValue({ default: Field })
    await setup([emailMethod({ load })])
    await act(async () => portico.open())
    expect(walletList()).not.toBeNull()
    expect(alertText()).toBe('Something went wrong')
    expectReported('chunk did not arrive')
    await act(async () => button('Try again')?.click())
    expect(load).toHaveBeenCalledTimes(2)
    expect(shadow().querySelector('input[aria-label="Email"]')).not.toBeNull()
    expect(alertText()).toBeUndefined()
    expect(walletList()).not.toBeNull()
  })
})

describe('§2 views in their own boundaries', () => {
  test('error: a view that fails to load shows the failure in the modal instead of breaking the host page', async () => {
    const load = vi.fn<() => Promise<{ default: ViewComponent }>>().mockRejectedValue(new Error('chunk did not arrive'))
    await setup([emailMethod({ component: Field }, { Broken: { title: 'Broken', load } })])
    await act(async () => portico.open({ view: 'Broken' }))
    expect(shadow().querySelector('h2')?.textContent).toBe('Broken')
    expect(alertText()).toBe('Something went wrong')
    expect(button('Try again')).toBeDefined()
    expectReported('chunk did not arrive')
  })
})
