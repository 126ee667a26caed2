import { readdirSync, readFileSync } from 'node:fs'
import { checkCatalogue, formatText, SUPPORTED_LOCALES } from 'portico'
import { describe, expect, test } from 'vitest'
import { authMessages } from './errors'
import { acceptLanguageLocale, serverTexts, serverTextsIn, visitorLocale } from './serverTexts'
import { socialMessages } from './social/socialService'

const translated = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')
const loaders = async () => (typeof serverTexts.locales === 'function' ? (await serverTexts.locales()).default : serverTexts.locales)

// Issue 21: the same catalogue rules as the modal's and the frame's (kernel/i18n/catalogues.test.ts), through the kernel's checkCatalogue.
describe('issue 21: the auth server catalogue', () => {
  test.each(translated)('%s has every English key, the same placeholders and the plural forms the locale needs', async (locale) => {
    const load = (await loaders())[locale]
    expect(load, `no ${locale} catalogue`).toBeTypeOf('function')
    expect(checkCatalogue(serverTexts.en, (await load?.())?.default, locale)).toEqual([])
  })

  test("each locale loads from the JSON file of that locale's name, one file per shipped locale and no other", async () => {
    const folder = new URL('./locales/', import.meta.url)
    expect(readdirSync(folder).filter((file) => file.endsWith('.json')).sort()).toEqual(translated.map((locale) => `${locale}.json`).sort())
    for (const locale of translated) {
      expect((await (await loaders())[locale]?.())?.default, locale).toEqual(JSON.parse(readFileSync(new URL(`${locale}.json`, folder), 'utf8')))
    }
  })

  test('the English of a refusal the API also answers is that refusal (spec section 8: Invalid Project ID)', () => {
    expect(serverTexts.en.invalidProjectId).toBe('Invalid Project ID')
    expect(serverTexts.en.linkInvalid).toBe(authMessages.linkInvalid)
    expect(formatText('en', serverTexts.en.coolingOff, { until: 'noon' })).toBe(authMessages.coolingOff('noon'))
    expect(serverTexts.en.socialBadState).toBe(socialMessages.badState)
  })

  test('a text in a locale is that catalogue\'s, placeholders filled; Arabic is right to left', async () => {
    const ja = await serverTextsIn('ja')
    expect(ja.t('codeLogin', { code: '123456' })).toContain('123456')
    expect(ja.t('codeLogin', { code: '123456' })).not.toMatch(/[A-Za-z]{3,}/)
    expect([ja.locale, ja.dir]).toEqual(['ja', 'ltr'])
    const ar = await serverTextsIn('ar')
    expect([ar.locale, ar.dir]).toEqual(['ar', 'rtl'])
    expect((await serverTextsIn('en')).t('emailChangedMail', { oldEmail: 'a@x', newEmail: 'b@x', count: 1 })).toContain('For 1 hour no new device')
  })
})

describe("issue 21: the visitor's locale", () => {
  test.each([
    ['ja-JP,ja;q=0.9,en;q=0.8', 'ja'],
    ['en;q=0.5, de-AT', 'de'],
    ['xx, pt-PT;q=0.5, de;q=0.4', 'pt-BR'],
    ['zh-CN', 'zh-CN'],
    ['fr;q=0, es', 'es'],
    ['*', 'en'],
    ['tlh', 'en'],
    [undefined, 'en'],
  ] as const)('Accept-Language %s -> %s', (header, locale) => {
    expect(acceptLanguageLocale(header)).toBe(locale)
  })

  test("the frame's locale wins; one Portico does not ship falls back to Accept-Language, then English", () => {
    expect(visitorLocale('ja', 'de')).toBe('ja')
    expect(visitorLocale(undefined, 'de-DE,de;q=0.9')).toBe('de')
    expect(visitorLocale('xx', 'ko')).toBe('ko')
    expect(visitorLocale('xx', undefined)).toBe('en')
  })
})
