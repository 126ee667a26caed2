import { DEFAULT_LOCALE, directionOf, formatDecimal, formatText, isSupportedLocale, type Catalogue, type Locale, type TextParams } from 'portico'
import { frameTexts, type FrameTextKey } from './texts'

/**
 * The frame's language (issue 21): the modal's locale, from the frame URL's `locale` and then the
 * host's SET_LOCALE. One document, one locale: panels read it when they render.
 */
let current: { locale: Locale; catalogue: Catalogue } = { locale: DEFAULT_LOCALE, catalogue: frameTexts.en }
/** Bumped per switch: only the last asked locale is applied when loads finish out of order. */
let switches = 0

/**
 * The locale a value from the host names, English when it is not one Portico ships (the host
 * page may be hostile: nothing else is loaded or shown).
 *
 * @example
 * frameLocaleOf(new URL(location.href).searchParams.get('locale')) // 'ja', or 'en'
 */
export function frameLocaleOf(value: unknown): Locale {
  return isSupportedLocale(value) ? value : DEFAULT_LOCALE
}

/**
 * Switches the frame to `locale` once its catalogue loaded (its own chunk of the frame bundle),
 * and sets the document's `lang` and `dir` ('rtl' for Arabic). The last call wins.
 *
 * @example
 * await setFrameLocale('ar', document)
 */
export async function setFrameLocale(locale: Locale, doc: Document): Promise<void> {
  const turn = (switches += 1)
  const catalogue = locale === 'en' ? frameTexts.en : await loadCatalogue(locale)
  if (turn !== switches) return
  current = { locale, catalogue }
  doc.documentElement.lang = locale
  doc.documentElement.dir = directionOf(locale)
}

async function loadCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const loaders = typeof frameTexts.locales === 'function' ? (await frameTexts.locales()).default : frameTexts.locales
  const load = loaders[locale]
  if (!load) throw new Error(`The frame has no ${locale} texts`)
  return (await load()).default
}

/** The frame's current locale. */
export const frameLocale = (): Locale => current.locale

/**
 * A frame text in the current locale (English when the catalogue lacks it); `count` picks the
 * plural form with `Intl.PluralRules`, numbers are formatted for the locale.
 *
 * @example
 * ft('requestedBy', { origin: 'https://dapp.example' }) // 'Requested by https://dapp.example'
 */
export function ft(key: FrameTextKey, params?: TextParams): string {
  return formatText(current.locale, current.catalogue[key] ?? frameTexts.en[key], params)
}

/**
 * An exact decimal string (an amount already converted from base units) in the current
 * locale's digits and decimal sign, without grouping; never through a float.
 *
 * @example
 * frameDecimal('0.0000735') // '0,0000735' in de
 */
export const frameDecimal = (decimal: string): string => formatDecimal(current.locale, decimal)
