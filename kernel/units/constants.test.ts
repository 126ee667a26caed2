import { expect, test } from 'vitest'
import { ADDRESS_TRUNCATION, BALANCE_FALLBACK, DISPLAY_PLACES } from './constants'

test('§9 default: display constants match the spec', () => {
  expect(BALANCE_FALLBACK).toBe('0.00')
  expect(DISPLAY_PLACES).toEqual({ balance: 3, tokenBalance: 2, transferAmount: 3 })
  expect(ADDRESS_TRUNCATION).toEqual({ leading: 4, trailing: 6, separator: '...' })
})
