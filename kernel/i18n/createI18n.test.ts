import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger'
import { messages } from '../errors/messages'
import { UnsupportedLocaleError, createI18n } from './createI18n'
import { defineTexts } from './defineTexts'
import { kernelTexts } from './kernelTexts'
import type { Catalogue } from './types'

const logger = createLogger('silent')
const deferred = () => {
  let resolve!: (value: { default: Catalogue }) => void
  const promise = new Promise<{ default: Catalogue }>((done) => (resolve = done))
  return { promise, resolve }
}
const helpTexts = defineTexts({
  namespace: 'help',
  en: { title: 'Help', body: 'Read {count} articles', extra: 'Only in English' },
  locales: { fr: async () => ({ default: { title: 'Aide', body: 'Lisez {count} articles' } }) },
})

describe('createI18n (issue 21: locale option, setLocale, catalogues per namespace)', () => {
  it('starts in English, the bundled catalogue', () => {
    const i18n = createI18n({ locale: 'en', logger, texts: [kernelTexts] })
    expect(i18n.locale).toBe('en')
    expect(i18n.t(kernelTexts, 'connectWallet')).toBe('Connect Wallet')
    expect(i18n.dir).toBe('ltr')
  })

  it('switches once the locale JSON loaded, and tells subscribers', async () => {
    const i18n = createI18n({ locale: 'en', logger, texts: [kernelTexts] })
    const listener = vi.fn()
    i18n.subscribe(listener)
    await i18n.setLocale('ja')
    expect(i18n.locale).toBe('ja')
    expect(i18n.t(kernelTexts, 'connectWallet')).toBe('ウォレットを接続')
    expect(listener).toHaveBeenCalled()
  })

  it('starts in the configured locale (loaded in the background)', async () => {
    const i18n = createI18n({ locale: 'ar', logger, texts: [kernelTexts] })
    await vi.waitFor(() => expect(i18n.locale).toBe('ar'))
    expect(i18n.dir).toBe('rtl')
    expect(i18n.t(kernelTexts, 'disconnect')).toBe('قطع الاتصال')
  })

  it('loads a namespace registered later (a plugin installed) in the current locale', async () => {
    const i18n = createI18n({ locale: 'en', logger })
    await i18n.setLocale('fr')
    await i18n.register(helpTexts)
    expect(i18n.t(helpTexts, 'title')).toBe('Aide')
    expect(i18n.t(helpTexts, 'body', { count: 3 })).toBe('Lisez 3 articles')
  })

  it('falls back to English for a namespace without that locale', async () => {
    const i18n = createI18n({ locale: 'en', logger, texts: [helpTexts] })
    await i18n.setLocale('de')
    expect(i18n.t(helpTexts, 'title')).toBe('Help')
  })

  it('imports a namespace\'s module of loaders only when a locale other than English is chosen', async () => {
    const loadersModule = vi.fn(async () => ({ default: { fr: async () => ({ default: { hi: 'Salut' } }) } }))
    const texts = defineTexts({ namespace: 'lazy-loaders', en: { hi: 'Hi' }, locales: loadersModule })
    const i18n = createI18n({ locale: 'en', logger, texts: [texts] })
    await i18n.register(texts)
    expect(loadersModule).not.toHaveBeenCalled()
    await i18n.setLocale('fr')
    expect(i18n.t(texts, 'hi')).toBe('Salut')
    await i18n.setLocale('de')
    expect(i18n.t(texts, 'hi')).toBe('Hi')
  })

  it("loads a plugin's view texts only for a locale other than English, before the switch (no view opens in English first)", async () => {
    const viewTexts = vi.fn(async () => helpTexts)
    const i18n = createI18n({ locale: 'en', logger })
    await i18n.registerLazy(viewTexts)
    expect(viewTexts).not.toHaveBeenCalled()
    await i18n.setLocale('fr')
    // The switch waited for them: the first render of a view in French is French.
    expect(i18n.t(helpTexts, 'title')).toBe('Aide')
    // Registered while a locale other than English is chosen: loaded at once.
    const later = vi.fn(async () => defineTexts({ namespace: 'later', en: { hi: 'Hi' }, locales: { fr: async () => ({ default: { hi: 'Salut' } }) } }))
    await i18n.registerLazy(later)
    expect(later).toHaveBeenCalledOnce()
    expect(i18n.t(await later.mock.results[0]!.value, 'hi')).toBe('Salut')
  })

  it('keeps the last locale asked for when loads overlap', async () => {
    const de = deferred()
    const texts = defineTexts({ namespace: 'slow', en: { hi: 'Hi' }, locales: { de: () => de.promise, fr: async () => ({ default: { hi: 'Salut' } }) } })
    const i18n = createI18n({ locale: 'en', logger, texts: [texts] })
    const first = i18n.setLocale('de')
    await i18n.setLocale('fr')
    de.resolve({ default: { hi: 'Hallo' } })
    await first
    expect(i18n.locale).toBe('fr')
    expect(i18n.t(texts, 'hi')).toBe('Salut')
  })

  it('keeps the current locale when a catalogue fails to load', async () => {
    const texts = defineTexts({ namespace: 'broken', en: { hi: 'Hi' }, locales: { ja: () => Promise.reject(new Error('chunk failed')) } })
    const i18n = createI18n({ locale: 'en', logger, texts: [texts] })
    await expect(i18n.setLocale('ja')).rejects.toThrow('chunk failed')
    expect(i18n.locale).toBe('en')
  })

  it('rejects a locale Portico does not ship', async () => {
    const i18n = createI18n({ locale: 'en', logger })
    await expect(i18n.setLocale('nl' as 'ja')).rejects.toBeInstanceOf(UnsupportedLocaleError)
  })

  it("shows a spec text thrown in English in the locale (spec section 8: 'Signature declined')", async () => {
    const i18n = createI18n({ locale: 'en', logger, texts: [kernelTexts] })
    await i18n.setLocale('de')
    expect(i18n.message(messages.signatureDeclined)).toBe('Signatur abgelehnt')
    expect(i18n.message(messages.transactionStarted)).toBe('Transaktion gestartet')
    expect(i18n.message('A server text')).toBe('A server text')
  })

  it('resolves labels: plain text as is, references in the locale', async () => {
    const i18n = createI18n({ locale: 'en', logger, texts: [kernelTexts] })
    await i18n.setLocale('es')
    expect(i18n.label('Buy')).toBe('Buy')
    expect(i18n.label(kernelTexts.ref('tokens'))).toBe('Tokens')
    expect(i18n.label(kernelTexts.ref('networkSwitchLabel', { network: 'Base' }))).toBe('Red: Base. Cambiar de red')
  })

  it('formats numbers and dates with Intl in the locale', async () => {
    const i18n = createI18n({ locale: 'en', logger })
    await i18n.setLocale('de')
    expect(i18n.formatNumber(1234.5)).toBe('1.234,5')
    expect(i18n.formatDate(Date.UTC(2026, 0, 2), { timeZone: 'UTC', dateStyle: 'medium' })).toBe('02.01.2026')
    expect(i18n.formatDecimal('0.125')).toBe('0,125')
  })
})
