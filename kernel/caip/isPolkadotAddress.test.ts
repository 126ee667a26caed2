import { blake2b } from '@noble/hashes/blake2.js'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { base58Encode } from './base58.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'

/** Test-side SS58 encoder for a one-byte network format. */
function ss58(format: number, account: Uint8Array, corrupt = false): string {
  const payload = new Uint8Array([format, ...account])
  const hash = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...payload]), { dkLen: 64 })
  return base58Encode(new Uint8Array([...payload, hash[0] ?? 0, (hash[1] ?? 0) ^ (corrupt ? 1 : 0)]))
}

// Alice's well-known public key (Substrate dev account).
const alice = new Uint8Array(Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'))

test('§5 default: known Alice addresses (Substrate 42 and Polkadot 0)', () => {
  expect(ss58(42, alice)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
  expect(ss58(0, alice)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
  expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true)
  expect(isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
})

test.each([
  ['checksum broken', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ'],
  ['too short', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKut'],
  ['non-base58', '0GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
  ['Solana address', 'So11111111111111111111111111111111111111112'],
  ['empty', ''],
])('§5 behavior: rejects %s', (_, address) => {
  expect(isPolkadotAddress(address)).toBe(false)
})

test('§5 behavior: an account starting with zero bytes on format 0 encodes shorter, and passes (fast-check counterexample)', () => {
  const account = new Uint8Array(32)
  account[2] = 1
  const address = ss58(0, account)
  expect(address.length).toBeLessThan(47)
  expect(isPolkadotAddress(address)).toBe(true)
  expect(isPolkadotAddress(ss58(0, account, true))).toBe(false)
})

test('§5 behavior: rejects non-strings', () => {
  expect(isPolkadotAddress(42)).toBe(false)
})

test('§5 behavior: any one-byte format 0-63 with a correct checksum passes; a wrong one fails (property)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 63 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), (format, account) => {
      const address = ss58(format, account)
      expect(isPolkadotAddress(address)).toBe(true)
      expect(isPolkadotAddress(ss58(format, account, true))).toBe(false)
    }),
  )
})
