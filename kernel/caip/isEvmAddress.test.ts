import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

const hex40 = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 })

test('§5 default: optional 0x plus 40 hex characters, any case', () => {
  expect(isEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe(true)
  expect(isEvmAddress('d8da6bf26964af9d7eed9e03e53415d37aa96045')).toBe(true)
  expect(isEvmAddress('0xD8DA6BF26964AF9D7EED9E03E53415D37AA96045')).toBe(true)
})

test.each([
  ['39 hex', '0xd8da6bf26964af9d7eed9e03e53415d37aa9604'],
  ['41 hex', '0xd8da6bf26964af9d7eed9e03e53415d37aa960455'],
  ['non-hex g', '0xg8da6bf26964af9d7eed9e03e53415d37aa96045'],
  ['0X prefix', '0Xd8da6bf26964af9d7eed9e03e53415d37aa96045'],
  ['whitespace', ' 0xd8da6bf26964af9d7eed9e03e53415d37aa96045'],
  ['empty', ''],
])('§5 behavior: rejects %s', (_, value) => {
  expect(isEvmAddress(value)).toBe(false)
})

test('§5 behavior: non-strings are rejected', () => {
  expect(isEvmAddress(undefined)).toBe(false)
  expect(isEvmAddress(0x1234)).toBe(false)
})

test('§5 behavior: every 40-hex string, with or without 0x, is accepted (property)', () => {
  fc.assert(
    fc.property(hex40, fc.boolean(), (hex, prefixed) => {
      expect(isEvmAddress(prefixed ? `0x${hex}` : hex)).toBe(true)
    }),
  )
})
