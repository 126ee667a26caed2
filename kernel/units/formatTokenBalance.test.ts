import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatTokenBalance } from './formatTokenBalance.js'
import { parseUnits } from './parseUnits.js'

test('§9 default: fixed at 2 decimals', () => {
  expect(formatTokenBalance(1_500_000n, 6)).toBe('1.50')
  expect(formatTokenBalance(0n, 18)).toBe('0.00')
  expect(formatTokenBalance(7n, 0)).toBe('7.00')
  expect(formatTokenBalance(12_345n, 2)).toBe('123.45')
})

test('§9 behavior: rounds down so a balance is never overstated', () => {
  expect(formatTokenBalance(999_999n, 6)).toBe('0.99')
  expect(formatTokenBalance(9n, 3)).toBe('0.00')
})

test('§9 behavior: always two fraction digits, never above the exact value (property)', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
      const text = formatTokenBalance(value, decimals)
      expect(text).toMatch(/^\d+\.\d{2}$/)
      expect(parseUnits(text, Math.max(decimals, 2)) <= value * 10n ** BigInt(Math.max(0, 2 - decimals))).toBe(true)
    }),
  )
})
