import { describe, expect, test } from 'vitest'
import { formatAmount, formatRate } from './formatAmount'

describe('formatAmount and formatRate', () => {
  test('behavior: six significant digits, truncated, the whole part kept', () => {
    expect(formatAmount(2_990_123_456n, 6)).toBe('2990.12')
    expect(formatAmount(2_990_129_999n, 6)).toBe('2990.12')
    expect(formatAmount(333_444_555n, 18)).toBe('0.000000000333444')
    expect(formatAmount(123_456_789n * 10n ** 18n, 18)).toBe('123456789')
    expect(formatAmount(5n * 10n ** 17n, 18)).toBe('0.5')
    expect(formatAmount(0n, 6)).toBe('0')
  })
  test('behavior: the rate of one whole sold token, exact', () => {
    expect(formatRate(10n ** 18n, 18, 2_990_123_456n, 6)).toBe('2990.12')
    expect(formatRate(1_000_000n, 6, 333_444_555_666_777n, 18)).toBe('0.000333444')
    expect(formatRate(3n, 0, 1n, 0)).toBe('0.333333')
    expect(formatRate(2n * 10n ** 6n, 6, 10n ** 18n, 18)).toBe('0.5')
    expect(formatRate(0n, 6, 1n, 6)).toBe('0')
  })
})
