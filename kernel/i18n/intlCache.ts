/** Formatters kept at most: beyond it the cache starts over (options vary little in practice). */
const MAX_CACHED = 200
const cache = new Map<string, object>()

/**
 * The `Intl` formatter of a kind, locale and options, built once: building one costs far more
 * than formatting with it, and a long list formats a date and an amount per row.
 *
 * @example
 * cachedIntl('date', 'de', { month: 'long' }, () => new Intl.DateTimeFormat('de', { month: 'long' })).format(new Date())
 */
export function cachedIntl<T extends object>(kind: string, locale: string, options: object | undefined, create: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`
  let formatter = cache.get(key) as T | undefined
  if (!formatter) {
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(key, (formatter = create()))
  }
  return formatter
}
