import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BASE58_ALPHABET } from './base58.js'
import { isSolanaAddress } from './isSolanaAddress.js'

test('§5 default: base58, 32 to 44 characters', () => {
  expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
})

test('§5 behavior: length bounds are 32 and 44 inclusive', () => {
  expect(isSolanaAddress('1'.repeat(31))).toBe(false)
  expect(isSolanaAddress('1'.repeat(32))).toBe(true)
  expect(isSolanaAddress('z'.repeat(44))).toBe(true)
  expect(isSolanaAddress('z'.repeat(45))).toBe(false)
})

test.each(['0', 'O', 'I', 'l'])('§5 behavior: rejects non-base58 character %s', (character) => {
  expect(isSolanaAddress(`${character}${'1'.repeat(40)}`)).toBe(false)
})

test('§5 behavior: EVM addresses and non-strings are rejected', () => {
  expect(isSolanaAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe(false)
  expect(isSolanaAddress(null)).toBe(false)
})

test('§5 behavior: accepts exactly base58 text of 32-44 characters (property)', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 0, maxLength: 60 }), (text) => {
      expect(isSolanaAddress(text)).toBe(text.length >= 32 && text.length <= 44)
    }),
  )
})
