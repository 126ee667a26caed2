import { expect, test } from 'vitest'
import { encodeSs58, ss58FormatOf, ss58PublicKey } from './ss58'

// Alice's well-known sr25519 key and its addresses (Substrate's generic format 42, Polkadot's 0).
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

test('behavior: an address re-encoded in the Polkadot format (0) keeps its key', () => {
  const key = ss58PublicKey(ALICE)
  expect(key && Buffer.from(key).toString('hex')).toBe('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')
  expect(encodeSs58(key ?? new Uint8Array(), ss58FormatOf('polkadot:91b171bb158e2d3848fa23a9f1c25182'))).toBe(ALICE_POLKADOT)
  expect(encodeSs58(key ?? new Uint8Array(), 42)).toBe(ALICE)
})

test('error: a bad checksum has no key; a bad key or format is refused', () => {
  expect(ss58PublicKey(`${ALICE.slice(0, -1)}Z`)).toBeUndefined()
  expect(() => encodeSs58(new Uint8Array(31), 0)).toThrow(RangeError)
  expect(() => encodeSs58(new Uint8Array(32), 64)).toThrow(RangeError)
})
