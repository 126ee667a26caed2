import { describe, expect, test } from 'vitest'
import { groupTransactions } from './groupTransactions'
import { item } from './testing'

describe('grouping', () => {
  test("behavior: by year and month, newest first; the month's name in the current year, 'Month YYYY' otherwise", () => {
    // Mid-month times, so the local time zone cannot move an item to another month.
    const items = [
      item('0x1', { minedAt: '2025-03-15T12:00:00.000Z' }),
      item('0x2', { minedAt: '2025-03-02T12:00:00.000Z' }),
      item('0x3', { minedAt: '2025-01-20T12:00:00.000Z' }),
      item('0x4', { minedAt: '2024-12-10T12:00:00.000Z' }),
    ]
    const groups = groupTransactions(items, new Date('2025-06-01T12:00:00.000Z'))
    expect(groups.map((g) => [g.key, g.label, g.transactions.map((t) => t.id)])).toEqual([
      ['2025-03', 'March', ['0x1', '0x2']],
      ['2025-01', 'January', ['0x3']],
      ['2024-12', 'December 2024', ['0x4']],
    ])
    expect(groupTransactions(items, new Date('2026-02-01T12:00:00.000Z')).map((g) => g.label)).toEqual(['March 2025', 'January 2025', 'December 2024'])
  })

  test('issue 21 behavior: labels in the locale asked for, by Intl (month alone in the current year, with its year otherwise)', () => {
    const items = [item('0x1', { minedAt: '2025-03-15T12:00:00.000Z' }), item('0x2', { minedAt: '2024-12-10T12:00:00.000Z' })]
    const now = new Date('2025-06-01T12:00:00.000Z')
    expect(groupTransactions(items, now, 'de').map((g) => g.label)).toEqual(['März', 'Dezember 2024'])
    expect(groupTransactions(items, now, 'ja').map((g) => g.label)).toEqual(['3月', '2024年12月'])
  })
})
