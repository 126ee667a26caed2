import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from './errors.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import { CHAIN_NAMESPACES } from './types.js'

const referenceChars = [...'-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']
const reference = fc.string({ unit: fc.constantFrom(...referenceChars), minLength: 1, maxLength: 32 })
const namespace = fc.constantFrom(...CHAIN_NAMESPACES)

describe('parseCaipNetworkId', () => {
  test('§3 default: splits namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:56')).toEqual({ namespace: 'eip155', chainId: '56' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').namespace).toBe('bip122')
    expect(parseCaipNetworkId('polkadot:91b171bb158e2d3848fa23a9f1c25182').namespace).toBe('polkadot')
  })

  test('§5 error: CAIP-2 id with 3 parts', () => {
    expect(() => parseCaipNetworkId('eip155:1:0xabc')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipNetworkIdError: Invalid CAIP-2 network id: eip155:1:0xabc
      Expected \`namespace:chainId\`, e.g. \`eip155:1\`, with a supported namespace.]
    `)
  })

  test('§5 error: CAIP-2 id with 1 part', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrow(InvalidCaipNetworkIdError)
    try {
      parseCaipNetworkId('eip155')
    } catch (error) {
      expect((error as InvalidCaipNetworkIdError).shortMessage).toBe('Invalid CAIP-2 network id: eip155')
      expect((error as InvalidCaipNetworkIdError).name).toBe('InvalidCaipNetworkIdError')
    }
  })

  test.each(['', ':', 'eip155:', ':1', 'cosmos:cosmoshub-4', 'EIP155:1', 'eip155:1 ', 'eip155:a.b', `eip155:${'1'.repeat(33)}`])(
    '§5 error: rejects %j with the spec text',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`)
    },
  )

  test('§5 error: non-string input', () => {
    expect(() => parseCaipNetworkId(1)).toThrow('Invalid CAIP-2 network id: 1')
    expect(() => parseCaipNetworkId(undefined)).toThrow('Invalid CAIP-2 network id: undefined')
  })

  test('§3 behavior: parse and format round trip (property)', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, chainId) => {
        const id = formatCaipNetworkId({ namespace: ns, chainId })
        expect(id).toBe(`${ns}:${chainId}`)
        expect(parseCaipNetworkId(id)).toEqual({ namespace: ns, chainId })
      }),
    )
  })

  test('§5 behavior: any id without exactly one colon is rejected (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(value.split(':').length !== 2)
        expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
      }),
    )
  })
})

describe('formatCaipNetworkId', () => {
  test('§3 args: numeric chain id is written in decimal', () => {
    expect(formatCaipNetworkId({ namespace: 'eip155', chainId: 1 })).toBe('eip155:1')
  })

  test('§5 error: a chain id with a colon or empty is rejected', () => {
    expect(() => formatCaipNetworkId({ namespace: 'eip155', chainId: '1:2' })).toThrow(
      'Invalid CAIP-2 network id: eip155:1:2',
    )
    expect(() => formatCaipNetworkId({ namespace: 'eip155', chainId: '' })).toThrow('Invalid CAIP-2 network id: eip155:')
  })
})
