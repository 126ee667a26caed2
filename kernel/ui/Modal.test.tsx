// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPortico, type Portico } from '../createPortico'
import { mainnet } from '../networks'
import { definePlugin } from '../plugin'
import { connectionsSlice } from '../store/connectionsSlice'
import { connectorsSlice, type ConnectorInfo } from '../store/connectorsSlice'
import { mountModal } from './mountModal'
import { preloadViews } from './viewTable'

// React's act() environment flag for a non-RTL render.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const wallet = (overrides: Partial<ConnectorInfo>): ConnectorInfo => ({
  id: 'dev.portico.wallet',
  type: 'ANNOUNCED',
  name: 'Portico Dev Wallet',
  imageUrl: undefined,
  rdns: 'dev.portico.wallet',
  namespaces: ['eip155'],
  installed: true,
  ...overrides,
})

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let portico: Portico
let unmount: () => void
const shadow = () => document.querySelector('portico-modal')?.shadowRoot as ShadowRoot
const dialog = () => shadow().querySelector<HTMLElement>('[role="dialog"]')
const button = (name: string) =>
  [...shadow().querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(name))
const press = (key: string, target: Element, init: KeyboardEventInit = {}) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, ...init })))

async function setup(plugins: Parameters<typeof createPortico>[0]['plugins'] = []) {
  portico = createPortico({ networks: [mainnet], plugins, storage: { type: 'memory' } })
  await act(async () => void (unmount = mountModal(portico)))
}

beforeEach(() => void (document.body.innerHTML = '<button id="opener">Connect</button>'))
afterEach(() => {
  act(() => unmount())
  portico.destroy()
})

describe('§2 modal element', () => {
  test('behavior: a single modal element with a shadow root is inserted', async () => {
    await setup()
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
    expect(shadow()).toBeTruthy()
  })
  test('behavior: before the first opening the dialog is rendered ahead but hidden: no effect runs, no view loads, focus stays; the first opening reveals that same dialog; after a close it is gone', async () => {
    const load = vi.fn(async () => ({ default: () => <input aria-label="Email" /> }))
    await setup([
      definePlugin({
        id: 'lazy-method',
        views: { LazyField: { load } },
        apply: ({ hooks }) => hooks.connectMethods.tap((methods) => [...methods, { method: 'email', view: 'LazyField' }]),
      }),
    ])
    const opener = document.getElementById('opener') as HTMLButtonElement
    opener.focus()
    await act(() => new Promise((done) => setTimeout(done, 20)))
    const ahead = dialog()
    expect(ahead).not.toBeNull()
    // React's <Activity mode="hidden">: display none on the dialog's outermost element.
    expect((ahead?.closest('.pc-overlay') as HTMLElement).style.display).toBe('none')
    expect(load).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(opener)
    await act(async () => portico.open())
    expect(dialog()).toBe(ahead)
    expect((ahead?.closest('.pc-overlay') as HTMLElement).style.display).not.toBe('none')
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => void portico.close())
    expect(dialog()).toBeNull()
  })
  test('behavior: the modal is a labelled dialog showing Connect', async () => {
    await setup()
    await act(async () => portico.open())
    expect(dialog()?.getAttribute('aria-modal')).toBe('true')
    const title = shadow().getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
  })
})

describe('dialog behaviour', () => {
  test('behavior: Escape and the close button close it; focus returns to the opener', async () => {
    await setup()
    const opener = document.getElementById('opener') as HTMLButtonElement
    opener.focus()
    await act(async () => portico.open())
    await vi.waitFor(() => expect(shadow().activeElement).not.toBeNull())
    press('Escape', dialog() as HTMLElement)
    expect(portico.getState().modal.open).toBe(false)
    expect(document.activeElement).toBe(opener)
    await act(async () => portico.open())
    act(() => button('Close')?.click())
    expect(portico.getState().modal.open).toBe(false)
  })
  test('behavior: focus moves to the first control once the dialog has been painted, not inside the opening click', async () => {
    await setup()
    const opener = document.getElementById('opener') as HTMLButtonElement
    opener.focus()
    await act(async () => portico.open())
    // Focusing forces style and layout: it waits for the first frame, so the open animation starts sooner.
    expect(document.activeElement).toBe(opener)
    const first = (dialog() as HTMLElement).querySelector('button')
    await vi.waitFor(() => expect(shadow().activeElement).toBe(first))
  })
  test('behavior: a beforeClose tap keeps it open on Escape', async () => {
    await setup([definePlugin({ id: 'lock', apply: ({ hooks }) => hooks.beforeClose.tap(() => false) })])
    await act(async () => portico.open())
    press('Escape', dialog() as HTMLElement)
    expect(portico.getState().modal.open).toBe(true)
  })
  test('behavior: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    await setup()
    await act(async () => portico.open())
    const focusables = [...(dialog() as HTMLElement).querySelectorAll<HTMLElement>('button')]
    const first = focusables[0] as HTMLElement
    const last = focusables[focusables.length - 1] as HTMLElement
    last.focus()
    press('Tab', last)
    expect(shadow().activeElement).toBe(first)
    press('Tab', first, { shiftKey: true })
    expect(shadow().activeElement).toBe(last)
  })
  test('behavior: the host page cannot scroll while the modal is open', async () => {
    await setup()
    document.documentElement.style.overflow = 'auto'
    await act(async () => portico.open())
    expect(document.documentElement.style.overflow).toBe('hidden')
    await act(async () => void portico.close())
    expect(document.documentElement.style.overflow).toBe('auto')
  })
  test('behavior: back goes down the view stack', async () => {
    await setup()
    await act(async () => portico.open({ view: 'Networks' }))
    expect(shadow().querySelector('h2')?.textContent).toBe('Choose Network')
    act(() => button('Back')?.click())
    expect(shadow().querySelector('h2')?.textContent).toBe('Connect Wallet')
    expect(button('Back')).toBeUndefined()
  })
  test('error: an unknown view says so instead of rendering nothing', async () => {
    await setup()
    await act(async () => portico.open({ view: 'Nope' }))
    expect(shadow().querySelector('[role="alert"]')?.textContent).toBe('Unknown view: Nope')
  })
})

describe('§6 untrusted wallets', () => {
  test('behavior: a hostile name renders as text and a javascript: icon is dropped', async () => {
    await setup()
    portico.store.dispatch(
      connectorsSlice.actions.connectorsAdded([wallet({ id: 'evil', rdns: 'dev.evil', name: '<img src=x onerror=alert(1)>Evil', imageUrl: 'javascript:alert(1)' })]),
    )
    await act(async () => portico.open())
    const row = shadow().querySelector('[data-testid="wallet-evil"]') as HTMLElement
    expect(row.textContent).toContain('<img src=x onerror=alert(1)>Evil')
    expect(row.querySelector('img')).toBeNull()
  })
  test('behavior: a data:image icon is shown as an image', async () => {
    await setup()
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
    portico.store.dispatch(connectorsSlice.actions.connectorsAdded([wallet({ imageUrl: icon })]))
    await act(async () => portico.open())
    expect(shadow().querySelector('[data-testid="wallet-dev.portico.wallet"] img')?.getAttribute('src')).toBe(icon)
  })
})

describe('§4 toast', () => {
  test('behavior: the toast is announced in a status region, also while the modal is closed', async () => {
    await setup()
    await act(async () => portico.services.toast.show({ message: 'Transaction started', variant: 'success' }))
    const status = shadow().querySelector('[role="status"]')
    expect(status?.textContent).toBe('Transaction started')
    expect(shadow().querySelector('[data-testid="portico-toast"]')?.getAttribute('data-variant')).toBe('success')
  })
})

describe('§2 view chunks: preloaded when they may be needed, never before a first click', () => {
  test('behavior: a first visit warms the fonts right after mounting (a timer task, not idle time) and schedules no preload; opening the modal schedules the preload once', async () => {
    const scheduled: IdleRequestCallback[] = []
    const win = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }
    win.requestIdleCallback = (callback: IdleRequestCallback) => scheduled.push(callback)
    win.cancelIdleCallback = () => {}
    const appended: Node[] = []
    const append = ShadowRoot.prototype.appendChild
    const spy = vi.spyOn(ShadowRoot.prototype, 'appendChild').mockImplementation(function (this: ShadowRoot, node) {
      appended.push(node)
      return append.call(this, node)
    })
    try {
      await setup()
      const samples = () => appended.filter((node) => (node as HTMLElement).classList?.contains('pc-warm'))
      await act(() => new Promise((done) => setTimeout(done, 0)))
      // One hidden sample with each text style of the Connect view, laid out and removed.
      expect(samples()).toHaveLength(1)
      const sample = samples()[0] as HTMLElement
      expect(sample.getAttribute('aria-hidden')).toBe('true')
      expect([...sample.children].map((element) => `${element.tagName.toLowerCase()}.${element.className}`)).toEqual(['h2.pc-title', 'span.', 'button.pc-button', 'h3.pc-group-label', 'span.pc-item-name'])
      expect(shadow().querySelector('.pc-warm')).toBeNull()
      expect(scheduled).toHaveLength(0)
      await act(async () => portico.open())
      expect(scheduled).toHaveLength(1)
      await act(async () => void portico.close())
      await act(async () => portico.open())
      expect(scheduled).toHaveLength(1)
    } finally {
      spy.mockRestore()
      delete win.requestIdleCallback
      delete win.cancelIdleCallback
    }
  })

  test("behavior: once a wallet is connected, the idle preload also loads the Account view's inline action views, so the Account view opens whole (no late button moving its tabs)", async () => {
    const scheduled: IdleRequestCallback[] = []
    const win = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }
    win.requestIdleCallback = (callback: IdleRequestCallback) => scheduled.push(callback)
    win.cancelIdleCallback = () => {}
    const load = vi.fn(async () => ({ default: () => <button type="button">Choose a name</button> }))
    try {
      await setup([
        definePlugin({
          id: 'account-action',
          views: { NameAction: { load } },
          apply: ({ hooks }) => hooks.accountActions.tap((actions) => [...actions, { id: 'account-action', view: 'NameAction' }]),
        }),
      ])
      expect(scheduled).toHaveLength(0)
      await act(async () => void portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'dev' })))
      expect(scheduled).toHaveLength(1)
      expect(load).not.toHaveBeenCalled()
      await act(async () => void scheduled[0]?.({ didTimeout: false, timeRemaining: () => 50 }))
      expect(load).toHaveBeenCalledTimes(1)
      // Every preload settled before the environment goes (the built-in views' chunks too).
      await act(() => preloadViews(portico))
    } finally {
      delete win.requestIdleCallback
      delete win.cancelIdleCallback
    }
  })
})
