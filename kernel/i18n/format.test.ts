import { describe, expect, it } from 'vitest'
import { formatDecimal, formatText, placeholdersOf } from './format'

describe('formatText', () => {
  it('fills placeholders, numbers in the locale', () => {
    expect(formatText('en', 'Waiting for {name}', { name: 'Dev Wallet' })).toBe('Waiting for Dev Wallet')
    expect(formatText('de', '{count} Wallets', { count: 1234 })).toBe('1.234 Wallets')
  })

  it('keeps a placeholder without a value as written', () => {
    expect(formatText('en', 'Continue in {name}')).toBe('Continue in {name}')
  })

  it('picks the plural form with Intl.PluralRules', () => {
    const ru = { one: '{count} кошелёк', few: '{count} кошелька', many: '{count} кошельков', other: '{count} кошелька' }
    expect([1, 3, 5, 21].map((count) => formatText('ru', ru, { count }))).toEqual(['1 кошелёк', '3 кошелька', '5 кошельков', '21 кошелёк'])
    const ar = { zero: 'لا توجد محافظ', one: 'محفظة واحدة', two: 'محفظتان', few: '{count} محافظ', many: '{count} محفظة', other: '{count} محفظة' }
    expect(formatText('ar', ar, { count: 2 })).toBe('محفظتان')
    expect(formatText('en', { one: '{count} wallet', other: '{count} wallets' }, { count: 1 })).toBe('1 wallet')
  })

  it('lists placeholders of plain and plural texts', () => {
    expect(placeholdersOf({ one: '{count} of {name}', other: '{count}' })).toEqual(['count', 'name'])
  })
})

describe('formatDecimal (balances keep the spec rounding: the rounded string is localised, never a float)', () => {
  it('keeps English as the spec writes it', () => {
    expect(formatDecimal('en', '10000.000')).toBe('10000.000')
    expect(formatDecimal('en', '0.00')).toBe('0.00')
  })

  it('uses the locale decimal sign and keeps every digit of a long amount', () => {
    expect(formatDecimal('de', '123456789012345678.55')).toBe('123456789012345678,55')
    expect(formatDecimal('fr', '1.50')).toBe('1,50')
  })

  it('leaves a string that is not a plain decimal as it is', () => {
    expect(formatDecimal('de', '< 0.001')).toBe('< 0.001')
  })
})
