import { describe, expect, it } from 'vitest'
import { checkCatalogue } from './checkCatalogue'

const en = { title: 'Connect Wallet', waiting: 'Waiting for {name}', wallets: { one: '{count} wallet', other: '{count} wallets' } }

describe('checkCatalogue (issue 21: a catalogue misses no English key and adds none)', () => {
  it('passes a complete translation', () => {
    expect(checkCatalogue(en, { title: 'Wallet verbinden', waiting: 'Warte auf {name}', wallets: { one: '{count} Wallet', other: '{count} Wallets' } }, 'de')).toEqual([])
  })

  it('names a missing key and an extra key', () => {
    const problems = checkCatalogue(en, { title: 'A', wallets: { other: '{count}' }, extra: 'B' }, 'ja')
    expect(problems).toContain('waiting: missing')
    expect(problems).toContain('extra: not in the English catalogue')
  })

  it('names placeholders that differ', () => {
    expect(checkCatalogue(en, { title: 'A', waiting: 'Warte auf {wallet}', wallets: { one: '{count}', other: '{count}' } }, 'de')).toEqual(['waiting: placeholders {wallet} instead of {name}'])
  })

  it('names a plural form the locale needs (Intl.PluralRules) and an unknown one', () => {
    const problems = checkCatalogue(en, { title: 'A', waiting: '{name}', wallets: { one: '{count} кошелёк', other: '{count} кошелька', lots: '{count}' } }, 'ru')
    expect(problems).toEqual(expect.arrayContaining(["wallets: missing plural form 'few' for ru", "wallets: missing plural form 'many' for ru", "wallets: unknown plural form 'lots'"]))
  })

  it('names a string where plural forms are expected, and a file that is not an object', () => {
    expect(checkCatalogue(en, { title: 'A', waiting: '{name}', wallets: '{count}' }, 'ja')).toEqual(['wallets: plural forms expected'])
    expect(checkCatalogue(en, ['title'], 'ja')).toEqual(['not a JSON object'])
  })
})
