import { InvalidBase58Error } from './errors.js'

/**
 * The Bitcoin base58 alphabet (no `0`, `O`, `I`, `l`), used by Bitcoin, Solana and SS58.
 *
 * @example
 * import { BASE58_ALPHABET } from 'portico'
 * BASE58_ALPHABET.length // 58
 */
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

const INDEX: ReadonlyMap<string, number> = new Map([...BASE58_ALPHABET].map((character, index) => [character, index]))

/**
 * Encodes bytes as base58 (Bitcoin alphabet). Each leading zero byte becomes a leading `1`.
 *
 * @example
 * import { base58Encode } from 'portico'
 * base58Encode(new Uint8Array([0, 0, 1])) // '112'
 * base58Encode(new TextEncoder().encode('hello world')) // 'StV1DL6CwTryKyV'
 */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Base-58 digits, least significant first.
  const digits: number[] = []
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] ?? 0) * 256
      digits[j] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let out = '1'.repeat(zeros)
  for (let k = digits.length - 1; k >= 0; k--) out += BASE58_ALPHABET[digits[k] ?? 0]
  return out
}

/**
 * Decodes base58 text (Bitcoin alphabet) to bytes. Each leading `1` becomes a zero byte.
 * The empty string decodes to no bytes.
 *
 * @throws {InvalidBase58Error} on a character outside the alphabet.
 *
 * @example
 * import { base58Decode } from 'portico'
 * base58Decode('112') // Uint8Array [0, 0, 1]
 */
export function base58Decode(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  // Bytes, least significant first.
  const bytes: number[] = []
  for (let i = zeros; i < text.length; i++) {
    const character = text[i] ?? ''
    const value = INDEX.get(character)
    if (value === undefined) throw new InvalidBase58Error(character, i)
    let carry = value
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] ?? 0) * 58
      bytes[j] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  const out = new Uint8Array(zeros + bytes.length)
  for (let k = 0; k < bytes.length; k++) out[out.length - 1 - k] = bytes[k] ?? 0
  return out
}
