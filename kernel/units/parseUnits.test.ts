import fc from 'fast-check'
import { formatUnits as viemFormatUnits, parseUnits as viemParseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidAmountError, InvalidDecimalsError } from './errors.js'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })

function reasonOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidAmountError) return error.reason
    throw error
  }
  throw new Error('did not throw')
}

describe('parseUnits', () => {
  test('§9 default: exact base units', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('1', 6)).toBe(1_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('123456789012345678901234567890', 0)).toBe(123456789012345678901234567890n)
    expect(parseUnits('0.1', 18) + parseUnits('0.2', 18)).toBe(parseUnits('0.3', 18))
  })

  test('§9 args: leading and trailing dots, leading zeros', () => {
    expect(parseUnits('.5', 2)).toBe(50n)
    expect(parseUnits('5.', 2)).toBe(500n)
    expect(parseUnits('007.10', 2)).toBe(710n)
    expect(parseUnits('0', 18)).toBe(0n)
  })

  test('§9 behavior: extra trailing zeros beyond decimals lose nothing and are accepted', () => {
    expect(parseUnits('1.500', 2)).toBe(150n)
    expect(parseUnits('2.000', 0)).toBe(2n)
  })

  test('§9 args: signed option allows a leading minus', () => {
    expect(parseUnits('-1.25', 2, { signed: true })).toBe(-125n)
    expect(parseUnits('-0', 2, { signed: true })).toBe(0n)
  })

  test.each([
    ['', 'empty'],
    ['+1', 'sign'],
    ['-1', 'negative'],
    ['1e18', 'exponent'],
    ['1.5E3', 'exponent'],
    ['.e1', 'exponent'],
    ['1.2.3', 'format'],
    ['.', 'format'],
    ['-', 'negative'],
    [' 1', 'format'],
    ['1 ', 'format'],
    ['1,000', 'format'],
    ['0x10', 'format'],
    ['١', 'format'],
    ['Infinity', 'format'],
    ['NaN', 'format'],
    ['1.0000001', 'precision'],
  ])('§9 error: %j is rejected (%s)', (value, reason) => {
    expect(reasonOf(() => parseUnits(value, 6))).toBe(reason)
  })

  test('§9 error: signed input still rejects "--1" and "-"', () => {
    expect(reasonOf(() => parseUnits('--1', 2, { signed: true }))).toBe('format')
    expect(reasonOf(() => parseUnits('-', 2, { signed: true }))).toBe('format')
  })

  test('§9 error: non-string input', () => {
    expect(reasonOf(() => parseUnits(1.5 as unknown as string, 6))).toBe('type')
  })

  test('§9 error: messages are pinned', () => {
    expect(() => parseUnits('0.0000001', 6)).toThrowErrorMatchingInlineSnapshot(`[InvalidAmountError: Invalid amount "0.0000001": at most 6 decimal places are allowed]`)
    expect(() => parseUnits('1.5', 0)).toThrowErrorMatchingInlineSnapshot(`[InvalidAmountError: Invalid amount "1.5": this token has no decimal places]`)
    expect(() => parseUnits('1e18', 18)).toThrowErrorMatchingInlineSnapshot(`[InvalidAmountError: Invalid amount "1e18": exponent notation is not supported]`)
    expect(() => parseUnits('1.2.3', 18)).toThrowErrorMatchingInlineSnapshot(`[InvalidAmountError: Invalid amount "1.2.3": use digits with at most one decimal point, e.g. "1.5"]`)
    expect(() => parseUnits('', 18)).toThrowErrorMatchingInlineSnapshot(`[InvalidAmountError: Invalid amount "": the amount is empty]`)
    expect(() => parseUnits('-1', 18)).toThrowErrorMatchingInlineSnapshot(`[InvalidAmountError: Invalid amount "-1": negative amounts are not allowed]`)
    expect(() => parseUnits('+1', 18)).toThrowErrorMatchingInlineSnapshot(`[InvalidAmountError: Invalid amount "+1": a leading "+" is not allowed]`)
  })

  test.each([-1, 1.5, 256, Number.NaN])('§9 error: decimals %s is rejected', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrow(InvalidDecimalsError)
  })

  test('§9 behavior: agrees with viem parseUnits whenever no rounding is involved (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36 }), digits(0, 30), digits(0, 36), fc.boolean(), (decimals, int, frac, neg) => {
        const fraction = frac.slice(0, decimals)
        fc.pre(int + fraction !== '')
        const text = `${neg ? '-' : ''}${int}${fraction ? `.${fraction}` : ''}`
        expect(parseUnits(text, decimals, { signed: true })).toBe(viemParseUnits(text, decimals))
      }),
    )
  })

  test('§9 behavior: format then parse is the identity (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 40 }), (value, decimals) => {
        expect(parseUnits(formatUnits(value, decimals), decimals, { signed: true })).toBe(value)
      }),
    )
  })

  test('§9 behavior: a non-zero digit beyond decimals always throws, never rounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), digits(1, 5), fc.integer({ min: 1, max: 9 }), (decimals, int, last) => {
        const text = `${int}.${'0'.repeat(decimals)}${last}`
        expect(reasonOf(() => parseUnits(text, decimals))).toBe('precision')
      }),
    )
  })

  test('§9 behavior: parsing exact text agrees with viem formatUnits output (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 50n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        expect(parseUnits(viemFormatUnits(value, decimals), decimals)).toBe(value)
      }),
    )
  })
})
