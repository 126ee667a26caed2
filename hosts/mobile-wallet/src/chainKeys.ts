import { secp256k1 } from '@noble/curves/secp256k1'
import { blake2b } from '@noble/hashes/blake2.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import * as sr25519 from '@scure/sr25519'
import { base58Encode } from 'portico'
import { p2trAddress, signBip322Taproot, taprootKey } from './bip322Taproot'

/** A fixed secp256k1 key for the wallet's Bitcoin account (test only). */
export const BITCOIN_TEST_KEY = '0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d'
/** A fixed sr25519 seed for the wallet's Polkadot account (test only). */
export const POLKADOT_TEST_SEED = 'fac7959dbfe72f052e5a0c3c8d6530f202b02fd8f9f5ca3580ec8deb7797479e'

/** The kinds of Bitcoin account the wallet can hold: legacy P2PKH, or taproot (BIP-86 key path). */
export type BitcoinAddressType = 'p2pkh' | 'p2tr'

/** A Bitcoin payment account of a secp256k1 key: a P2PKH address (compressed key) or a P2TR address. */
export type BitcoinKey = {
  address: string
  addressType: BitcoinAddressType
  /** The compressed key (P2PKH), or the x-only internal key (P2TR). */
  publicKey: Uint8Array
  /**
   * Signs a text, with the digest signed: "Bitcoin Signed Message" (BIP-137 compact, base64) for
   * P2PKH, a BIP-322 "simple" signature (Schnorr witness, base64) for P2TR.
   */
  signMessage(message: string): { signature: string; messageHash: Uint8Array }
}
/** A Polkadot account: an SS58 (prefix 0) address of an sr25519 key. */
export type PolkadotKey = { address: string; publicKey: Uint8Array; sign(message: Uint8Array): Uint8Array }

/** Bytes of a hex string (with or without 0x). */
export const hexBytes = (hex: string): Uint8Array => Uint8Array.from(hex.replace(/^0x/, '').match(/../g) ?? [], (b) => parseInt(b, 16))
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) out.set(part, (offset += part.length) - part.length)
  return out
}
/** Bitcoin's variable-length integer (messages here stay under 0xfd bytes or use the 3-byte form). */
const varint = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))
const text = (value: string) => new TextEncoder().encode(value)

/**
 * The digest a Bitcoin signed message commits to: double SHA-256 of the magic prefix and the
 * message, each with its length.
 *
 * @example
 * bitcoinMessageHash('hello').length // 32
 */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = text('Bitcoin Signed Message:\n')
  const body = text(message)
  if (body.length > 0xffff) throw new Error('Message too long')
  return sha256(sha256(concat(varint(prefix.length), prefix, varint(body.length), body)))
}

/**
 * The mainnet P2PKH address of a compressed public key (Base58Check, version 0x00).
 *
 * @example
 * p2pkhAddress(publicKey) // '1...'
 */
export function p2pkhAddress(publicKey: Uint8Array): string {
  const payload = concat(Uint8Array.of(0x00), ripemd160(sha256(publicKey)))
  return base58Encode(concat(payload, sha256(sha256(payload)).subarray(0, 4)))
}

/**
 * The SS58 address of a public key (Polkadot: prefix 0): prefix, key, and the first two bytes
 * of BLAKE2b-512 over "SS58PRE", prefix and key.
 *
 * @example
 * ss58Address(publicKey) // '1...' (47 characters)
 */
export function ss58Address(publicKey: Uint8Array, prefix = 0): string {
  const body = concat(Uint8Array.of(prefix), publicKey)
  const checksum = blake2b(concat(text('SS58PRE'), body), { dkLen: 64 }).subarray(0, 2)
  return base58Encode(concat(body, checksum))
}

/**
 * The wallet's Bitcoin key (secp256k1, hex private key), with a P2PKH (default) or P2TR address.
 *
 * @example
 * createBitcoinKey().address // '1...'
 * createBitcoinKey(BITCOIN_TEST_KEY, 'p2tr').address // 'bc1p...'
 */
export function createBitcoinKey(privateKey: string = BITCOIN_TEST_KEY, addressType: BitcoinAddressType = 'p2pkh'): BitcoinKey {
  const secret = hexBytes(privateKey)
  if (addressType === 'p2tr') {
    const key = taprootKey(secret)
    return { address: p2trAddress(key.outputKey), addressType, publicKey: key.internalKey, signMessage: (message) => signBip322Taproot(key, message) }
  }
  const publicKey = secp256k1.getPublicKey(secret, true)
  return {
    address: p2pkhAddress(publicKey),
    addressType,
    publicKey,
    signMessage(message) {
      const messageHash = bitcoinMessageHash(message)
      const signature = secp256k1.sign(messageHash, secret)
      // BIP-137 header: 27 + recovery id, + 4 for a compressed key (P2PKH).
      const compact = concat(Uint8Array.of(31 + signature.recovery), signature.toCompactRawBytes())
      return { signature: btoa(String.fromCharCode(...compact)), messageHash }
    },
  }
}

/**
 * The wallet's Polkadot key (sr25519, from a 32-byte hex seed).
 *
 * @example
 * createPolkadotKey().address // '1...'
 */
export function createPolkadotKey(seed: string = POLKADOT_TEST_SEED): PolkadotKey {
  const secret = sr25519.secretFromSeed(hexBytes(seed))
  const publicKey = sr25519.getPublicKey(secret)
  return { address: ss58Address(publicKey), publicKey, sign: (message) => sr25519.sign(secret, message) }
}
