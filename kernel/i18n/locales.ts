/**
 * The locales Portico ships, English first (bundled); the others load with `import()` when chosen.
 *
 * @example
 * import { SUPPORTED_LOCALES } from 'portico'
 * const options = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: new Intl.DisplayNames([locale], { type: 'language' }).of(locale) }))
 */
export const SUPPORTED_LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'pt-BR', 'ru', 'tr', 'zh-CN'] as const

/** A locale Portico ships. */
export type Locale = (typeof SUPPORTED_LOCALES)[number]

/**
 * The locale of the bundled texts, and the fallback.
 *
 * @example
 * import { DEFAULT_LOCALE } from 'portico'
 * DEFAULT_LOCALE // 'en'
 */
export const DEFAULT_LOCALE: Locale = 'en'

/** Locales written right to left: the modal lays out with `dir="rtl"`. */
const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar'])

/**
 * Text direction of a locale.
 *
 * @example
 * import { directionOf } from 'portico'
 * document.documentElement.dir = directionOf('ar') // 'rtl'
 */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (RTL_LOCALES.has(locale) ? 'rtl' : 'ltr')

/**
 * Checks a value is a locale Portico ships.
 *
 * @example
 * import { isSupportedLocale } from 'portico'
 * const locale = new URLSearchParams(location.search).get('locale') ?? ''
 * const chosen = isSupportedLocale(locale) ? locale : undefined
 */
export const isSupportedLocale = (value: unknown): value is Locale => (SUPPORTED_LOCALES as readonly unknown[]).includes(value)

/**
 * The shipped locale for a BCP 47 tag: the exact tag, else its language ('ja-JP' -> 'ja',
 * 'pt' or 'pt-PT' -> 'pt-BR', 'zh' or 'zh-Hans' -> 'zh-CN'); `undefined` when none fits.
 *
 * @example
 * matchLocale('fr-CA') // 'fr'
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase()
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split(/[-_]/)[0]
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language)
}

/**
 * The page's language when Portico ships it (the document's `lang`, then the browser's
 * languages in order), else English.
 *
 * @example
 * detectLocale({ documentLang: 'de-AT', languages: ['en-US'] }) // 'de'
 */
export function detectLocale(page: { documentLang?: string | undefined; languages?: readonly string[] | undefined }): Locale {
  const candidates = [page.documentLang, ...(page.languages ?? [])].filter((tag): tag is string => Boolean(tag))
  for (const tag of candidates) {
    const locale = matchLocale(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}

/** The current page's language as {@link detectLocale} reads it; English outside a browser. */
export function detectPageLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE
  return detectLocale({ documentLang: document.documentElement.lang, languages: typeof navigator === 'undefined' ? [] : navigator.languages })
}
