import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, parseStrictJson } from './strictJson'

describe('parseStrictJson (issue 14: typed data with duplicate keys is refused)', () => {
  it('refuses a duplicate key at any depth', () => {
    expect(() => parseStrictJson('{"a":1,"a":2}')).toThrow('duplicate key "a"')
    expect(() => parseStrictJson('{"message":{"to":"0x1","amount":"1","to":"0x2"}}')).toThrow('duplicate key "to"')
    expect(() => parseStrictJson('[{"x":1},{"y":1,"y":1}]')).toThrow('duplicate key "y"')
    // The same key escaped differently is the same key.
    expect(() => parseStrictJson('{"to":1,"\\u0074o":2}')).toThrow('duplicate key "to"')
  })

  it('keeps "__proto__" as a plain key', () => {
    const parsed = parseStrictJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.keys(parsed)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses malformed JSON and nesting deeper than the limit', () => {
    for (const bad of ['', '{', '{"a" 1}', '{"a":1,}', '[1,]', '01', '"\u0001"', '{"a":1} x', 'NaN', "{'a':1}"]) {
      expect(() => parseStrictJson(bad), bad).toThrow(SyntaxError)
    }
    expect(() => parseStrictJson('['.repeat(MAX_JSON_DEPTH + 2) + ']'.repeat(MAX_JSON_DEPTH + 2))).toThrow('nested too deep')
  })

  it('agrees with JSON.parse on every JSON text without duplicate keys (fast-check)', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.constantFrom(0, 2), (value, indent) => {
      const text = JSON.stringify(value, null, indent)
      expect(parseStrictJson(text)).toEqual(JSON.parse(text))
    }), { numRuns: 300 })
  })

  it('never throws anything but a SyntaxError on arbitrary text (fast-check)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => {
      try {
        parseStrictJson(text)
      } catch (error) {
        expect(error).toBeInstanceOf(SyntaxError)
      }
    }), { numRuns: 500 })
  })
})
