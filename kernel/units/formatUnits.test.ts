import fc from 'fast-check'
import { formatUnits as viemFormatUnits } from 'viem'
import { expect, test } from 'vitest'
import { InvalidDecimalsError } from './errors.js'
import { formatUnits } from './formatUnits.js'

test('§9 default: exact text without trailing zeros', () => {
  expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
  expect(formatUnits(1_000_000n, 6)).toBe('1')
  expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
  expect(formatUnits(0n, 18)).toBe('0')
  expect(formatUnits(123n, 0)).toBe('123')
  expect(formatUnits(-1n, 2)).toBe('-0.01')
  expect(formatUnits(2n ** 256n - 1n, 18)).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935')
})

test.each([-1, 0.5, 256])('§9 error: decimals %s is rejected', (decimals) => {
  expect(() => formatUnits(1n, decimals)).toThrow(InvalidDecimalsError)
})

test('§9 error: decimals message is pinned', () => {
  expect(() => formatUnits(1n, 1.5)).toThrowErrorMatchingInlineSnapshot(`[InvalidDecimalsError: Invalid decimals: 1.5 (expected an integer from 0 to 255)]`)
})

test('§9 behavior: same output as viem formatUnits (property)', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }), fc.integer({ min: 0, max: 80 }), (value, decimals) => {
      expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals))
    }),
  )
})
