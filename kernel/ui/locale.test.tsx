// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ConfigError } from '../config/resolveConfig'
import { createPortico, type Portico } from '../createPortico'
import { defineTexts } from '../i18n/defineTexts'
import { mainnet } from '../networks'
import { definePlugin } from '../plugin'
import { mountModal } from './mountModal'

// React's act() environment flag for a non-RTL render.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let portico: Portico | undefined
let unmount: (() => void) | undefined
const shadow = () => document.querySelector('portico-modal')?.shadowRoot as ShadowRoot
const root = () => shadow().querySelector<HTMLElement>('.pc-root')
const title = () => shadow().querySelector('.pc-title')?.textContent

async function setup(config: Partial<Parameters<typeof createPortico>[0]> = {}) {
  const instance = createPortico({ networks: [mainnet], storage: { type: 'memory' }, ...config })
  portico = instance
  await act(async () => void (unmount = mountModal(instance)))
  return instance
}

afterEach(() => {
  if (unmount) act(() => unmount?.())
  portico?.destroy()
  unmount = undefined
  portico = undefined
  document.documentElement.lang = ''
})

describe('issue 21: the locale option and setLocale', () => {
  test("defaults to the page's language when Portico ships it", async () => {
    document.documentElement.lang = 'de-DE'
    const portico = await setup()
    await act(async () => portico.open())
    await vi.waitFor(() => expect(title()).toBe('Wallet verbinden'))
    expect(root()?.lang).toBe('de')
  })

  test("falls back to English for a page language Portico does not ship", async () => {
    document.documentElement.lang = 'nl'
    const portico = await setup()
    await act(async () => portico.open())
    expect(title()).toBe('Connect Wallet')
    expect(portico.services.i18n.locale).toBe('en')
  })

  test('Arabic lays the modal out right to left (dir=rtl on the modal root in the shadow root)', async () => {
    const portico = await setup({ locale: 'ar' })
    await act(async () => portico.open())
    await vi.waitFor(() => expect(title()).toBe('ربط المحفظة'))
    expect(root()?.dir).toBe('rtl')
    expect(root()?.lang).toBe('ar')
  })

  test('setLocale re-renders the open modal, header and view', async () => {
    const portico = await setup({ locale: 'en' })
    await act(async () => portico.open())
    expect(shadow().querySelector('[aria-label="Close"]')).not.toBeNull()
    await act(() => portico.setLocale('ja'))
    expect(title()).toBe('ウォレットを接続')
    expect(shadow().querySelector('[aria-label="閉じる"]')).not.toBeNull()
    expect(root()?.dir).toBe('ltr')
    await act(() => portico.setLocale('en'))
    expect(title()).toBe('Connect Wallet')
  })

  test("a plugin's texts (definePlugin({ texts })) load in the current locale; its labels follow switches", async () => {
    const texts = defineTexts({ namespace: 'help', en: { help: 'Help' }, locales: { fr: async () => ({ default: { help: 'Aide' } }) } })
    const help = definePlugin({ id: 'help', texts, views: { Help: { title: texts.ref('help'), component: () => null } }, apply: () => undefined })
    const portico = await setup({ locale: 'fr', plugins: [help] })
    await act(async () => portico.open({ view: 'Help' }))
    await vi.waitFor(() => expect(title()).toBe('Aide'))
    await act(() => portico.setLocale('de'))
    expect(title()).toBe('Help')
  })

  test("a toast of two spec texts (Signature declined and the smart-account line: spec section 8) shows each translated", async () => {
    const portico = await setup({ locale: 'de' })
    await act(async () => portico.open())
    await vi.waitFor(() => expect(title()).toBe('Wallet verbinden'))
    await act(async () => portico.services.toast.show({ message: 'Signature declined\nThis application might not support Smart Accounts', variant: 'error' }))
    const lines = [...shadow().querySelectorAll('[data-testid="portico-toast"] > span')].map((line) => line.textContent)
    expect(lines).toEqual(['Signatur abgelehnt', 'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht'])
  })

  test('a locale Portico does not ship is a config error', () => {
    expect(() => createPortico({ networks: [mainnet], locale: 'xx' as 'ja' })).toThrow(ConfigError)
  })
})
