import { describe, expect, it } from 'vitest'
import { detectLocale, directionOf, matchLocale } from './locales'

describe('locales', () => {
  it('matches a tag to a shipped locale by exact tag, then language', () => {
    expect(matchLocale('ja-JP')).toBe('ja')
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('zh-Hans')).toBe('zh-CN')
    expect(matchLocale('PT-br')).toBe('pt-BR')
    expect(matchLocale('nl')).toBeUndefined()
  })

  it("defaults to the page's language when shipped, else English", () => {
    expect(detectLocale({ documentLang: 'de-AT', languages: ['fr'] })).toBe('de')
    expect(detectLocale({ documentLang: '', languages: ['nl-NL', 'ko-KR'] })).toBe('ko')
    expect(detectLocale({ documentLang: 'nl', languages: ['sv'] })).toBe('en')
  })

  it('lays Arabic out right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ja')).toBe('ltr')
  })
})
