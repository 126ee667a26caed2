import { BaseError } from '../errors/base'
import type { Logger } from '../logger'
import { isTextRef } from './defineTexts'
import { formatDecimal, formatText } from './format'
import { cachedIntl } from './intlCache'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, directionOf, isSupportedLocale, type Locale } from './locales'
import type { Catalogue, Label, TextKey, TextParams, Texts } from './types'

/**
 * A locale Portico does not ship was asked for.
 *
 * @example
 * import { UnsupportedLocaleError, type Portico } from 'portico'
 * export async function choose(portico: Portico, locale: string) {
 *   await portico.setLocale(locale as 'ja').catch((error: unknown) => { if (!(error instanceof UnsupportedLocaleError)) throw error })
 * }
 */
export class UnsupportedLocaleError extends BaseError {
  override name = 'UnsupportedLocaleError'
  constructor(locale: string) {
    super(`Unsupported locale: ${locale}`, { details: `Supported locales: ${SUPPORTED_LOCALES.join(', ')}` })
  }
}

/**
 * The texts of one instance in its current locale. English is bundled; choosing another
 * locale loads that locale's catalogue of every registered namespace (each a JSON `import()`)
 * and only then switches, so a view never shows a mix.
 */
export type I18n = {
  /** The current locale. */
  readonly locale: Locale
  /** The current text direction ('rtl' for Arabic). */
  readonly dir: 'ltr' | 'rtl'
  /** Changes with every switch or catalogue load: what a view re-renders on. */
  readonly version: number
  /** A text of a namespace in the current locale, English when the locale's catalogue lacks it. */
  t<T extends Texts>(texts: T, key: TextKey<T>, params?: TextParams): string
  /** A label in the current locale: plain text as is, a reference resolved. */
  label(label: Label): string
  /**
   * The current locale's wording of a spec text thrown in English (an error's `shortMessage`,
   * 'Signature declined'), when a registered catalogue has that English text; else the text.
   */
  message(english: string): string
  /** A spec-rounded decimal string (`formatBalance`) in the locale's digits and separators. */
  formatDecimal(decimal: string): string
  /** A number with `Intl.NumberFormat` in the current locale. */
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string
  /** A date with `Intl.DateTimeFormat` in the current locale. */
  formatDate(date: Date | number, options?: Intl.DateTimeFormatOptions): string
  /** Switches locale once its catalogues loaded; the last call wins. Throws for a locale not shipped. */
  setLocale(locale: Locale): Promise<void>
  /** Adds a namespace's texts (a plugin's, on install) and loads them for the current locale. */
  register(texts: Texts): Promise<void>
  /**
   * Adds texts that load with a plugin's lazy views: in English nothing loads (the views bring
   * their English); before a switch to another locale (or now, if one is chosen) the module and
   * that locale's catalogue load, so a view never opens in English first.
   */
  registerLazy(load: () => Promise<Texts>): Promise<void>
  /** Called after every switch or catalogue load. */
  subscribe(listener: () => void): () => void
}

/**
 * Creates an instance's texts with `texts` registered, starting in English and switching to
 * `locale` once its catalogues loaded.
 *
 * @example
 * import { createI18n, createLogger, kernelTexts } from 'portico'
 * const i18n = createI18n({ locale: 'ja', logger: createLogger(), texts: [kernelTexts] })
 * i18n.t(kernelTexts, 'connectWallet') // English until the Japanese catalogue loaded
 */
export function createI18n({ locale: initial, logger, texts: initialTexts = [] }: { locale: Locale; logger: Logger; texts?: readonly Texts[] }): I18n {
  const namespaces = new Map<string, Texts>()
  /** Loaded catalogues by locale, then namespace. */
  const loaded = new Map<Locale, Map<string, Catalogue>>()
  /** English texts -> their key, per namespace: the index of `message`. */
  const englishIndex = new Map<string, { texts: Texts; key: string }>()
  const listeners = new Set<() => void>()
  const lazyTexts = new Set<() => Promise<Texts>>()
  let locale: Locale = DEFAULT_LOCALE
  let version = 0
  let requested: Locale = DEFAULT_LOCALE
  const notify = () => {
    version += 1
    for (const listener of [...listeners]) listener()
  }

  async function load(target: Locale, texts: Texts): Promise<void> {
    // English is bundled: `texts.en`.
    if (target === 'en' || loaded.get(target)?.has(texts.namespace)) return
    const loaders = typeof texts.locales === 'function' ? (await texts.locales()).default : texts.locales
    const loader = loaders[target]
    if (!loader) return // this namespace falls back to English in that locale
    const catalogue = (await loader()).default
    const byNamespace = loaded.get(target) ?? new Map<string, Catalogue>()
    byNamespace.set(texts.namespace, catalogue)
    loaded.set(target, byNamespace)
  }

  const textOf = (texts: Texts, key: string) => loaded.get(locale)?.get(texts.namespace)?.[key] ?? texts.en[key]

  const i18n: I18n = {
    get locale() {
      return locale
    },
    get dir() {
      return directionOf(locale)
    },
    get version() {
      return version
    },
    t(texts, key, params) {
      if (!namespaces.has(texts.namespace)) void i18n.register(texts)
      const text = textOf(texts, key)
      return text === undefined ? key : formatText(locale, text, params)
    },
    label: (label) => (isTextRef(label) ? i18n.t(label.texts, label.key, label.params) : label),
    message(english) {
      const found = englishIndex.get(english)
      return found ? i18n.t(found.texts, found.key) : english
    },
    formatDecimal: (decimal) => formatDecimal(locale, decimal),
    formatNumber: (value, options) => cachedIntl('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value),
    formatDate: (date, options) => cachedIntl('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date),
    async setLocale(target) {
      if (!isSupportedLocale(target)) throw new UnsupportedLocaleError(String(target))
      requested = target
      if (target !== DEFAULT_LOCALE) await Promise.all([...lazyTexts].map(async (lazyLoad) => i18n.register(await lazyLoad())))
      await Promise.all([...namespaces.values()].map((texts) => load(target, texts)))
      if (requested !== target || locale === target) return
      locale = target
      notify()
    },
    async register(texts) {
      if (namespaces.get(texts.namespace) === texts) return
      namespaces.set(texts.namespace, texts)
      for (const [key, text] of Object.entries(texts.en)) if (typeof text === 'string') englishIndex.set(text, { texts, key })
      const target = requested
      try {
        await load(target, texts)
        if (target === locale && target !== DEFAULT_LOCALE) notify()
      } catch (error) {
        logger.warn(`Unable to load the '${texts.namespace}' texts for ${target}; showing English`, error)
      }
    },
    async registerLazy(lazyLoad) {
      lazyTexts.add(lazyLoad)
      if (requested === DEFAULT_LOCALE) return
      try {
        await i18n.register(await lazyLoad())
      } catch (error) {
        logger.warn('Unable to load a plugin\'s view texts; showing English', error)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
  for (const texts of initialTexts) void i18n.register(texts)
  if (initial !== DEFAULT_LOCALE)
    i18n.setLocale(initial).catch((error: unknown) => logger.warn(`Unable to load the ${initial} texts; showing English`, error))
  return i18n
}
