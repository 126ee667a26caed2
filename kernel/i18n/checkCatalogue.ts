import { placeholdersOf } from './format'
import type { Catalogue, CatalogueText } from './types'

const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

/** What one text of a translation gets wrong against English. */
function textProblems(key: string, english: CatalogueText, text: unknown, locale: string): string[] {
  const plural = typeof english !== 'string'
  if (plural ? typeof text !== 'object' || text === null || Array.isArray(text) : typeof text !== 'string')
    return [`${key}: ${plural ? 'plural forms' : 'a string'} expected`]
  const problems: string[] = []
  const translated = text as CatalogueText
  if (typeof translated !== 'string') {
    const forms = Object.keys(translated)
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    for (const form of forms) if (!PLURAL_CATEGORIES.has(form) || typeof translated[form as keyof typeof translated] !== 'string') problems.push(`${key}: unknown plural form '${form}'`)
    for (const category of needed) if (!forms.includes(category)) problems.push(`${key}: missing plural form '${category}' for ${locale}`)
  }
  const expected = placeholdersOf(english).join(', ')
  const actual = placeholdersOf(translated).join(', ')
  if (expected !== actual) problems.push(`${key}: placeholders {${actual}} instead of {${expected}}`)
  return problems
}

/**
 * The problems of a translated catalogue against the English one: keys it misses or adds, a
 * string where plural forms are expected (or the reverse), placeholders that differ, plural
 * forms the locale's `Intl.PluralRules` needs but the text lacks. Empty when it is complete.
 *
 * @example
 * import { checkCatalogue } from 'portico'
 * checkCatalogue({ hi: 'Hello {name}' }, { hi: 'Bonjour {nom}' }, 'fr') // ['hi: placeholders {nom} instead of {name}']
 */
export function checkCatalogue(english: Catalogue, translation: unknown, locale: string): string[] {
  if (typeof translation !== 'object' || translation === null || Array.isArray(translation)) return ['not a JSON object']
  const entries = translation as Record<string, unknown>
  const missing = Object.keys(english).filter((key) => !(key in entries)).map((key) => `${key}: missing`)
  const extra = Object.keys(entries).filter((key) => !(key in english)).map((key) => `${key}: not in the English catalogue`)
  const wrong = Object.entries(english).flatMap(([key, text]) => (key in entries ? textProblems(key, text, entries[key], locale) : []))
  return [...missing, ...extra, ...wrong]
}
