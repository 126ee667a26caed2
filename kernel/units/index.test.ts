import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import * as units from './index.js'
import { ADDRESS_TRUNCATION, BALANCE_FALLBACK, DISPLAY_PLACES } from './index.js'

test('§9 default: public surface', () => {
  expect(Object.keys(units).sort()).toMatchInlineSnapshot(`
    [
      "ADDRESS_TRUNCATION",
      "BALANCE_FALLBACK",
      "DISPLAY_PLACES",
      "InvalidAmountError",
      "InvalidDecimalsError",
      "MAX_DECIMALS",
      "formatBalance",
      "formatTokenBalance",
      "formatTransferAmount",
      "formatUnits",
      "parseDecimals",
      "parseUnits",
      "truncateAddress",
      "unitsMessages",
    ]
  `)
})

test('§9 default: display constants match the spec', () => {
  expect(BALANCE_FALLBACK).toBe('0.00')
  expect(DISPLAY_PLACES).toEqual({ balance: 3, tokenBalance: 2, transferAmount: 3 })
  expect(ADDRESS_TRUNCATION).toEqual({ leading: 4, trailing: 6, separator: '...' })
})

test('§9 behavior: kernel/units never imports viem statically', () => {
  const dir = import.meta.dirname
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/from\s+['"]viem/)
  }
})
