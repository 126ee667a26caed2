import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatTransferAmount } from './formatTransferAmount.js'
import { parseUnits } from './parseUnits.js'

test('§9 default: at most 3 decimals, rounded to nearest, trailing zeros dropped', () => {
  expect(formatTransferAmount(1_234_400n, 6)).toBe('1.234')
  expect(formatTransferAmount(1_234_500n, 6)).toBe('1.235')
  expect(formatTransferAmount(1_999_500n, 6)).toBe('2')
  expect(formatTransferAmount(2_000_000n, 6)).toBe('2')
  expect(formatTransferAmount(499n, 6)).toBe('0')
  expect(formatTransferAmount(500n, 6)).toBe('0.001')
  expect(formatTransferAmount(5n, 0)).toBe('5')
})

test('§9 behavior: ties round away from zero for negative amounts', () => {
  expect(formatTransferAmount(-1_234_500n, 6)).toBe('-1.235')
  expect(formatTransferAmount(-1_234_499n, 6)).toBe('-1.234')
})

test('§9 behavior: within half a step of the exact value (property)', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 4, max: 30 }), (value, decimals) => {
      const text = formatTransferAmount(value, decimals)
      expect(text).toMatch(/^-?\d+(\.\d{0,2}[1-9])?$/)
      const shown = parseUnits(text, decimals, { signed: true })
      const half = 10n ** BigInt(decimals - 3) / 2n
      const diff = shown > value ? shown - value : value - shown
      expect(diff <= half).toBe(true)
    }),
  )
})
