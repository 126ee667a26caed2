import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isCachedCaipAddress } from './isCachedCaipAddress.js'
import { CHAIN_NAMESPACES } from './types.js'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))

test('§5 default: three non-empty parts with a known namespace', () => {
  expect(isCachedCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe(true)
  expect(isCachedCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112')).toBe(
    true,
  )
})

test.each([
  ['two parts', 'eip155:1'],
  ['four parts', 'eip155:1:0xabc:x'],
  ['empty chain id', 'eip155::0xabc'],
  ['empty address', 'eip155:1:'],
  ['empty namespace', ':1:0xabc'],
  ['unknown namespace', 'cosmos:1:0xabc'],
  ['empty string', ''],
])('§5 behavior: rejects %s', (_, value) => {
  expect(isCachedCaipAddress(value)).toBe(false)
})

test('§5 behavior: rejects non-strings', () => {
  expect(isCachedCaipAddress(undefined)).toBe(false)
  expect(isCachedCaipAddress(null)).toBe(false)
  expect(isCachedCaipAddress(['eip155', '1', '0xabc'])).toBe(false)
})

test('§5 behavior: accepts exactly the known-namespace three-part form (property)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...CHAIN_NAMESPACES), part, part, (ns, chainId, address) => {
      expect(isCachedCaipAddress(`${ns}:${chainId}:${address}`)).toBe(true)
    }),
  )
  fc.assert(
    fc.property(fc.string(), (value) => {
      const parts = value.split(':')
      const expected =
        parts.length === 3 && parts.every((p) => p !== '') && (CHAIN_NAMESPACES as readonly string[]).includes(parts[0] ?? '')
      expect(isCachedCaipAddress(value)).toBe(expected)
    }),
  )
})
