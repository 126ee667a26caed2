import { blake2b } from '@noble/hashes/blake2.js'
import { base58Decode } from './base58.js'

const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * Tells whether a value is a Polkadot-style SS58 address of a 32-byte account: base58 that
 * decodes to 35 bytes: a one-byte network format (0 to 63, e.g. Polkadot 0, Kusama 2, generic
 * Substrate 42), the 32-byte account id, and a two-byte checksum equal to the first bytes of
 * `blake2b-512('SS58PRE' ‖ format ‖ account)`. Usually 47 or 48 characters; fewer when the
 * format is 0 and the account starts with zero bytes (each zero byte is one '1'). Two-byte
 * formats (64 and up) decode to 36 bytes and are refused.
 *
 * @example
 * import { isPolkadotAddress } from 'portico'
 * isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // true
 * isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ') // false (checksum)
 */
export function isPolkadotAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{35,48}$/.test(value)) return false
  const bytes = base58Decode(value)
  if (bytes.length !== 35 || (bytes[0] ?? 0xff) > 63) return false
  const message = new Uint8Array(SS58_PREFIX.length + 33)
  message.set(SS58_PREFIX)
  message.set(bytes.subarray(0, 33), SS58_PREFIX.length)
  const hash = blake2b(message, { dkLen: 64 })
  return hash[0] === bytes[33] && hash[1] === bytes[34]
}
