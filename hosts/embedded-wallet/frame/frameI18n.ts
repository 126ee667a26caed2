import { createI18n, createLogger, DEFAULT_LOCALE, isSupportedLocale, type Locale, type TextParams } from 'portico'
import { frameTexts, type FrameTextKey } from './texts'

/**
 * The frame's language (issue 21): the modal's locale, from the frame URL's `locale` and then the
 * host's SET_LOCALE, through the kernel's `createI18n` (catalogue loads, the last switch wins).
 * One document, one locale: panels read it when they render.
 */
const i18n = createI18n({ locale: DEFAULT_LOCALE, logger: createLogger('warn'), texts: [frameTexts] })

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
  await i18n.setLocale(locale)
  if (i18n.locale !== locale) return
  doc.documentElement.lang = locale
  doc.documentElement.dir = i18n.dir
}

/** The frame's current locale. */
export const frameLocale = (): Locale => i18n.locale

/**
 * A frame text in the current locale (English when the catalogue lacks it); `count` picks the
 * plural form with `Intl.PluralRules`, numbers are formatted for the locale.
 *
 * @example
 * ft('requestedBy', { origin: 'https://dapp.example' }) // 'Requested by https://dapp.example'
 */
export const ft = (key: FrameTextKey, params?: TextParams): string => i18n.t(frameTexts, key, params)

/**
 * An exact decimal string (an amount already converted from base units) in the current
 * locale's digits and decimal sign, without grouping; never through a float.
 *
 * @example
 * frameDecimal('0.0000735') // '0,0000735' in de
 */
export const frameDecimal = (decimal: string): string => i18n.formatDecimal(decimal)
