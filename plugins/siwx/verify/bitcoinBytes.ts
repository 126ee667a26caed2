import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'

/**
 * Joins byte arrays (and plain byte lists) into one `Uint8Array`.
 *
 * @example
 * import { concatBytes } from './bitcoinBytes'
 * concatBytes([0x00, 0x14], new Uint8Array(20)).length // 22
 */
export function concatBytes(...parts: (Uint8Array | readonly number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * An unsigned integer as `size` little-endian bytes (Bitcoin's nVersion, nSequence, amounts…).
 *
 * @example
 * import { littleEndian } from './bitcoinBytes'
 * littleEndian(0xffffffff, 4) // [255, 255, 255, 255]
 */
export function littleEndian(value: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => Math.floor(value / 256 ** i) % 256)
}

/**
 * Bitcoin's CompactSize length prefix.
 *
 * @example
 * import { compactSize } from './bitcoinBytes'
 * compactSize(300) // [0xfd, 0x2c, 0x01]
 */
export function compactSize(n: number): number[] {
  return n < 0xfd ? [n] : n <= 0xffff ? [0xfd, ...littleEndian(n, 2)] : [0xfe, ...littleEndian(n, 4)]
}

/**
 * Double SHA-256 (transaction ids, legacy message hashes, BIP-143 parts).
 *
 * @example
 * import { sha256d } from './bitcoinBytes'
 * sha256d(new Uint8Array()).length // 32
 */
export function sha256d(bytes: Uint8Array): Uint8Array {
  return sha256(sha256(bytes))
}

/**
 * RIPEMD-160 of SHA-256: the hash in P2PKH, P2WPKH and P2SH addresses.
 *
 * @example
 * import { hash160 } from './bitcoinBytes'
 * hash160(publicKey).length // 20
 */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes))
}

/**
 * Whether two byte arrays hold the same bytes.
 *
 * @example
 * import { bytesEqual } from './bitcoinBytes'
 * bytesEqual(Uint8Array.of(1, 2), Uint8Array.of(1, 2)) // true
 */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}
