import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { parseUnits } from './parseUnits.js'

test('§9 default: floors to 3 decimals and drops trailing zeros', () => {
  expect(formatBalance(1_999_900_000_000_000_000n, 18)).toBe('1.999')
  expect(formatBalance(1_500_000n, 6)).toBe('1.5')
  expect(formatBalance(2_000_000n, 6)).toBe('2')
  expect(formatBalance(999n, 6)).toBe('0')
  expect(formatBalance(1_000n, 6)).toBe('0.001')
  expect(formatBalance(0n, 18)).toBe('0')
  expect(formatBalance(123n, 0)).toBe('123')
  expect(formatBalance(15n, 1)).toBe('1.5')
})

test('§9 behavior: floors, never rounds up (0.9999 shows 0.999)', () => {
  expect(formatBalance(9_999n, 4)).toBe('0.999')
})

test('§9 behavior: negative values floor toward negative infinity', () => {
  expect(formatBalance(-1_234_500n, 6)).toBe('-1.235')
  expect(formatBalance(-1_000n, 6)).toBe('-0.001')
})

test('§9 behavior: display never exceeds the exact value and is within 0.001 of it (property)', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
      const text = formatBalance(value, decimals)
      expect(text).toMatch(/^-?\d+(\.\d{0,2}[1-9])?$/)
      const shown = parseUnits(text, decimals, { signed: true })
      expect(shown <= value).toBe(true)
      const step = decimals > 3 ? 10n ** BigInt(decimals - 3) : 1n
      expect(value - shown < step).toBe(true)
    }),
  )
})
