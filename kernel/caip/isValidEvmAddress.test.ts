import fc from 'fast-check'
import { getAddress, isAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidEvmAddressError } from './errors.js'
import { isValidEvmAddress } from './isValidEvmAddress.js'
import { toChecksumAddress } from './toChecksumAddress.js'

const hex40 = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 })

// EIP-55 test vectors.
const eip55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0xde709f2102306220921060314715629080e2fb77',
]

describe('toChecksumAddress', () => {
  test.each(eip55)('§5 default: EIP-55 vector %s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    expect(toChecksumAddress(address.slice(2).toUpperCase())).toBe(address)
  })

  test('§5 behavior: agrees with viem getAddress (property)', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        expect(toChecksumAddress(hex)).toBe(getAddress(`0x${hex.toLowerCase()}`))
      }),
    )
  })

  test('§5 error: not an address', () => {
    expect(() => toChecksumAddress('0x12')).toThrow(InvalidEvmAddressError)
    expect(() => toChecksumAddress('0x12')).toThrowErrorMatchingInlineSnapshot(`[InvalidEvmAddressError: Invalid EVM address: 0x12]`)
  })
})

describe('isValidEvmAddress', () => {
  test.each(eip55)('§5 default: checksummed vector %s is valid', (address) => {
    expect(isValidEvmAddress(address)).toBe(true)
  })

  test('§5 behavior: mixed case with a wrong checksum fails in strict mode only', () => {
    const wrong = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'
    expect(isValidEvmAddress(wrong)).toBe(false)
    expect(isValidEvmAddress(wrong, { strict: true })).toBe(false)
    expect(isValidEvmAddress(wrong, { strict: false })).toBe(true)
  })

  test('§5 behavior: single-case addresses carry no checksum and pass', () => {
    expect(isValidEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true)
    expect(isValidEvmAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true)
  })

  test('§5 behavior: the 0x prefix is optional, checksum still applies', () => {
    expect(isValidEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true)
    expect(isValidEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
  })

  test('§5 behavior: malformed shapes fail in both modes', () => {
    expect(isValidEvmAddress('0x12', { strict: false })).toBe(false)
    expect(isValidEvmAddress(undefined)).toBe(false)
  })

  test('§5 behavior: strict result agrees with viem isAddress on 0x addresses (property)', () => {
    fc.assert(
      fc.property(hex40, (hex) => {
        expect(isValidEvmAddress(`0x${hex}`)).toBe(isAddress(`0x${hex}`, { strict: true }))
      }),
    )
  })
})
