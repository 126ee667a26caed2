import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { BASE58_ALPHABET, base58Decode, base58Encode } from './base58.js'
import { InvalidBase58Error } from './errors.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const fromHex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'))

// Vectors from the draft-msporny-base58 spec and Bitcoin Core's base58_encode_decode.json.
const vectors: [string, string][] = [
  ['', ''],
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
  ['000111d38e5fc9071ffcd20b4a763cc9ae4f252bb4e48fd66a835e252ada93ff480d6dd43dc62a641155a5', '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'],
]

describe('base58', () => {
  test('§5 default: alphabet is the Bitcoin one', () => {
    expect(BASE58_ALPHABET).toBe('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')
    expect(new Set(BASE58_ALPHABET).size).toBe(58)
  })

  test.each(vectors)('§5 behavior: vector %s <-> %s', (bytes, text) => {
    expect(base58Encode(fromHex(bytes))).toBe(text)
    expect(hex(base58Decode(text))).toBe(bytes)
  })

  test('§5 behavior: leading zero bytes become leading 1s', () => {
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe('112')
    expect([...base58Decode('112')]).toEqual([0, 0, 1])
  })

  test.each(['0', 'O', 'I', 'l', '+', ' ', 'é'])('§5 error: rejects character %j', (character) => {
    expect(() => base58Decode(`abc${character}`)).toThrow(InvalidBase58Error)
  })

  test('§5 error: message names the character and index', () => {
    expect(() => base58Decode('12l')).toThrowErrorMatchingInlineSnapshot(`[InvalidBase58Error: Invalid base58 character "l" at index 2]`)
  })

  test('§5 behavior: encode then decode is the identity (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(hex(base58Decode(base58Encode(bytes)))).toBe(hex(bytes))
      }),
    )
  })

  test('§5 behavior: decode then encode is the identity on alphabet text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), maxLength: 60 }), (text) => {
        expect(base58Encode(base58Decode(text))).toBe(text)
      }),
    )
  })

  test('§5 behavior: encoding agrees with bigint base conversion (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 48 }), (bytes) => {
        let n = BigInt(`0x${hex(bytes) || '0'}`)
        let digits = ''
        while (n > 0n) {
          digits = BASE58_ALPHABET[Number(n % 58n)] + digits
          n /= 58n
        }
        const zeros = bytes.findIndex((b) => b !== 0)
        const prefix = '1'.repeat(zeros === -1 ? bytes.length : zeros)
        expect(base58Encode(bytes)).toBe(prefix + digits)
      }),
    )
  })
})
