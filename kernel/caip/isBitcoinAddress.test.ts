import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m } from '@scure/base'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { base58Encode } from './base58.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'

// Real addresses and BIP-173 / BIP-350 valid vectors.
const valid = [
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  'bcrt1q6z64a43mjgkcq0ul2znwneq3spghrlau9slefp',
]

test.each(valid)('§5 default: accepts %s', (address) => {
  expect(isBitcoinAddress(address)).toBe(true)
})

test.each([
  ['base58 checksum broken', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
  ['bech32 checksum broken', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp'],
  ['mixed case bech32', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdQ'],
  ['unknown hrp', 'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty'],
  ['v0 program encoded with bech32m', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
  ['v1 program encoded with bech32', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
  ['non-zero padding', 'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du'],
  ['EVM address', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
  ['empty', ''],
])('§5 behavior: rejects %s', (_, address) => {
  expect(isBitcoinAddress(address)).toBe(false)
})

test('§5 behavior: rejects non-strings', () => {
  expect(isBitcoinAddress(undefined)).toBe(false)
})

test('§5 behavior: Base58Check with a known version and checksum is accepted, a bad checksum is not (property)', () => {
  fc.assert(
    fc.property(fc.constantFrom(0x00, 0x05, 0x6f, 0xc4), fc.uint8Array({ minLength: 20, maxLength: 20 }), (version, hash) => {
      const payload = new Uint8Array([version, ...hash])
      const checksum = sha256(sha256(payload)).subarray(0, 4)
      expect(isBitcoinAddress(base58Encode(new Uint8Array([...payload, ...checksum])))).toBe(true)
      const broken = new Uint8Array([...payload, ...checksum])
      broken[24] = (broken[24] ?? 0) ^ 1
      expect(isBitcoinAddress(base58Encode(broken))).toBe(false)
    }),
  )
})

// Segwit addresses built with @scure/base (an independent BIP-173 / BIP-350 encoder), to break one rule each.
const toGroups = (bytes: Uint8Array): number[] => bech32.toWords(bytes)
const segwit = (hrp: string, version: number, groups: number[], encoding = version === 0 ? bech32 : bech32m): string =>
  encoding.encode(hrp, [version, ...groups])
const program = (length: number) => new Uint8Array(length).map((_, i) => (i * 37 + 11) & 0xff)

test('§5 behavior: the test encoder reproduces a BIP-173 vector', () => {
  const bytes = new Uint8Array(Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex'))
  expect(segwit('bc', 0, toGroups(bytes))).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
})

test('§5 behavior: witness v0 programs must be 20 or 32 bytes', () => {
  expect(isBitcoinAddress(segwit('bc', 0, toGroups(program(20))))).toBe(true)
  expect(isBitcoinAddress(segwit('bc', 0, toGroups(program(32))))).toBe(true)
  expect(isBitcoinAddress(segwit('bc', 0, toGroups(program(21))))).toBe(false)
})

test('§5 behavior: witness programs must be 2 to 40 bytes', () => {
  expect(isBitcoinAddress(segwit('bc', 1, toGroups(program(2))))).toBe(true)
  expect(isBitcoinAddress(segwit('bc', 16, toGroups(program(40))))).toBe(true)
  expect(isBitcoinAddress(segwit('bc', 1, toGroups(program(1))))).toBe(false)
  expect(isBitcoinAddress(segwit('bc', 1, toGroups(program(41))))).toBe(false)
})

test('§5 behavior: witness version above 16 is rejected', () => {
  expect(isBitcoinAddress(segwit('bc', 17, toGroups(program(32))))).toBe(false)
})

test('§5 behavior: padding must be under 5 bits and all zero', () => {
  // 21 bytes = 168 bits in 34 groups: 2 padding bits.
  const groups = toGroups(program(21))
  expect(isBitcoinAddress(segwit('bc', 1, groups))).toBe(true)
  groups[groups.length - 1] = (groups[groups.length - 1] ?? 0) | 1
  expect(isBitcoinAddress(segwit('bc', 1, groups))).toBe(false)
  // 20 bytes fill 32 groups exactly; one more group is 5 bits of padding.
  expect(isBitcoinAddress(segwit('bc', 1, [...toGroups(program(20)), 0]))).toBe(false)
})

test('§5 behavior: checksum constant follows the witness version (bech32 v0, bech32m v1+)', () => {
  expect(isBitcoinAddress(segwit('tb', 0, toGroups(program(20)), bech32m))).toBe(false)
  expect(isBitcoinAddress(segwit('tb', 1, toGroups(program(32)), bech32))).toBe(false)
})
