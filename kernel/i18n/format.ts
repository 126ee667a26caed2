import { cachedIntl } from './intlCache'
import type { CatalogueText, TextParams } from './types'

const PLACEHOLDER = /\{(\w+)\}/g

/** The `{name}` placeholders of a text (each plural form's, for plural texts), sorted. */
export function placeholdersOf(text: CatalogueText): string[] {
  const forms = typeof text === 'string' ? [text] : Object.values(text)
  const names = new Set(forms.flatMap((form) => [...(form ?? '').matchAll(PLACEHOLDER)].map((match) => match[1] as string)))
  return [...names].sort()
}

/**
 * A catalogue text in a locale: the plural form `Intl.PluralRules` picks for `params.count`,
 * then each `{name}` replaced by its value (numbers formatted for the locale). A placeholder
 * without a value stays as written, so a missing value shows rather than vanishing.
 *
 * @example
 * import { formatText } from 'portico'
 * formatText('ru', { one: '{count} кошелёк', few: '{count} кошелька', many: '{count} кошельков', other: '{count} кошелька' }, { count: 3 }) // '3 кошелька'
 */
export function formatText(locale: string, text: CatalogueText, params: TextParams = {}): string {
  const form = typeof text === 'string' ? text : pluralForm(locale, text, params.count)
  return form.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return typeof value === 'number' ? cachedIntl('number', locale, undefined, () => new Intl.NumberFormat(locale)).format(value) : value
  })
}

function pluralForm(locale: string, forms: Exclude<CatalogueText, string>, count: string | number | undefined): string {
  if (typeof count !== 'number') return forms.other
  return forms[cachedIntl('plural', locale, undefined, () => new Intl.PluralRules(locale)).select(count)] ?? forms.other
}

/**
 * A decimal string already rounded by the spec's rules (`formatBalance`, `formatTokenBalance`)
 * written for a locale: its digits and decimal sign, keeping exactly its fraction digits and
 * no grouping (so English shows the spec's text unchanged). Formats the string itself (never
 * a float), so no digit changes.
 *
 * @example
 * import { formatDecimal } from 'portico'
 * formatDecimal('de', '1234.50') // '1234,50'
 */
export function formatDecimal(locale: string, decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal)
  if (!match) return decimal
  const fraction = match[3]?.length ?? 0
  const options = { minimumFractionDigits: fraction, maximumFractionDigits: fraction, useGrouping: false }
  const format = cachedIntl('number', locale, options, () => new Intl.NumberFormat(locale, options))
  // Intl formats a decimal string exactly (ECMA-402 2023); the cast is for TypeScript's ES2022 lib.
  return format.format(decimal as unknown as number)
}
