import { describe, expect, test } from 'vitest'
import { cachedIntl } from './intlCache'

describe('cachedIntl', () => {
  test('behavior: one formatter per kind, locale and options, built once', () => {
    let built = 0
    const make = (locale: string, options: Intl.DateTimeFormatOptions) => cachedIntl('date', locale, options, () => (built++, new Intl.DateTimeFormat(locale, options)))
    const first = make('de', { month: 'long' })
    expect(make('de', { month: 'long' })).toBe(first)
    expect(built).toBe(1)
    expect(make('de', { month: 'short' })).not.toBe(first)
    expect(make('fr', { month: 'long' })).not.toBe(first)
    expect(cachedIntl('number', 'de', { month: 'long' }, () => new Intl.NumberFormat('de'))).toBeInstanceOf(Intl.NumberFormat)
    expect(first.format(new Date(2024, 2, 1))).toBe('März')
  })

  test('behavior: the cache starts over past its limit, and still answers', () => {
    const first = cachedIntl('number', 'en', { minimumFractionDigits: 0 }, () => new Intl.NumberFormat('en'))
    for (let i = 0; i < 250; i++) cachedIntl('number', 'en', { maximumFractionDigits: i % 21, minimumIntegerDigits: 1 + (i % 20), i }, () => new Intl.NumberFormat('en'))
    expect(cachedIntl('number', 'en', { minimumFractionDigits: 0 }, () => new Intl.NumberFormat('en'))).not.toBe(first)
  })
})
