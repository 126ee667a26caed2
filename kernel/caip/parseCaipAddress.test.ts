import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError } from './errors.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { CHAIN_NAMESPACES } from './types.js'

const alnum = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']
const reference = fc.string({ unit: fc.constantFrom(...alnum, '-', '_'), minLength: 1, maxLength: 32 })
const account = fc.string({ unit: fc.constantFrom(...alnum, '-', '.', '%'), minLength: 1, maxLength: 128 })
const namespace = fc.constantFrom(...CHAIN_NAMESPACES)
const vitalik = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('parseCaipAddress', () => {
  test('§3 default: splits namespace, chain id and address, keeping case', () => {
    expect(parseCaipAddress(`eip155:1:${vitalik}`)).toEqual({ namespace: 'eip155', chainId: '1', address: vitalik })
  })

  test('§5 error: empty input gives the generic text', () => {
    expect(() => parseCaipAddress('')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipAddressError: Invalid CAIP Address
      Expected \`namespace:chainId:address\`, e.g. \`eip155:1:0xabc…\`, with a supported namespace.]
    `)
  })

  test.each([undefined, null, 42, {}])('§5 error: non-string %j gives the generic text', (value) => {
    try {
      parseCaipAddress(value)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCaipAddressError)
      expect((error as InvalidCaipAddressError).shortMessage).toBe('Invalid CAIP Address')
      expect((error as InvalidCaipAddressError).value).toBeUndefined()
    }
  })

  test('§5 error: CAIP-10 address with 2 parts', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipAddressError: Invalid CAIP-10 address: eip155:1
      Expected \`namespace:chainId:address\`, e.g. \`eip155:1:0xabc…\`, with a supported namespace.]
    `)
  })

  test.each(['eip155:1:0xabc:extra', 'eip155', 'eip155::0xabc', 'eip155:1:', ':1:0xabc', 'cosmos:1:0xabc', 'eip155:1:0x abc'])(
    '§5 error: rejects %j with the CAIP-10 text',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
    },
  )

  test('§3 behavior: parse and format round trip (property)', () => {
    fc.assert(
      fc.property(namespace, reference, account, (ns, chainId, address) => {
        const value = formatCaipAddress({ namespace: ns, chainId, address })
        expect(value).toBe(`${ns}:${chainId}:${address}`)
        expect(parseCaipAddress(value)).toEqual({ namespace: ns, chainId, address })
      }),
    )
  })

  test('§5 behavior: any non-empty text without exactly two colons is rejected (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        fc.pre(value.split(':').length !== 3)
        expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
      }),
    )
  })
})

describe('formatCaipAddress', () => {
  test('§3 args: numeric chain id', () => {
    expect(formatCaipAddress({ namespace: 'eip155', chainId: 56, address: vitalik })).toBe(`eip155:56:${vitalik}`)
  })

  test('§5 error: address containing a colon is rejected', () => {
    expect(() => formatCaipAddress({ namespace: 'eip155', chainId: 1, address: 'a:b' })).toThrow(
      'Invalid CAIP-10 address: eip155:1:a:b',
    )
  })
})
