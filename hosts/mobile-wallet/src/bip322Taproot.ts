import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2.js'
import { bech32m } from '@scure/base'

// The wallet's own BIP-322 "simple" signer for its taproot account, written apart from the
// siwx verifier (plugins/siwx/verify) so that each checks the other.

const text = (value: string) => new TextEncoder().encode(value)
const bytes = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24]
const zeros = (n: number) => new Array<number>(n).fill(0)
const tagged = (tag: string, ...parts: Uint8Array[]) => schnorr.utils.taggedHash(tag, ...parts)
const toBigInt = (value: Uint8Array) => BigInt(`0x${Array.from(value, (b) => b.toString(16).padStart(2, '0')).join('')}`)
const toBytes32 = (value: bigint) => Uint8Array.from(value.toString(16).padStart(64, '0').match(/../g) ?? [], (b) => parseInt(b, 16))

/** A BIP-86 taproot key: no script tree, output key Q = P + hash_TapTweak(P)·G. */
export type TaprootKey = { internalKey: Uint8Array; outputKey: Uint8Array; tweakedSecretKey: Uint8Array }

/**
 * Tweaks a secp256k1 secret into its BIP-86 taproot key (BIP-341 key-path only).
 *
 * @example
 * taprootKey(secret).outputKey.length // 32
 */
export function taprootKey(secretKey: Uint8Array): TaprootKey {
  const order = secp256k1.Point.Fn.ORDER
  const secret = toBigInt(secretKey)
  const internalKey = schnorr.getPublicKey(secretKey)
  const evenY = secp256k1.Point.BASE.multiply(secret).toAffine().y % 2n === 0n
  const tweak = toBigInt(tagged('TapTweak', internalKey))
  if (tweak >= order) throw new Error('Taproot tweak out of range')
  const tweakedSecretKey = toBytes32(((evenY ? secret : order - secret) + tweak) % order)
  return { internalKey, outputKey: schnorr.getPublicKey(tweakedSecretKey), tweakedSecretKey }
}

/**
 * The mainnet P2TR address (bech32m, witness v1) of an output key.
 *
 * @example
 * p2trAddress(taprootKey(secret).outputKey) // 'bc1p...'
 */
export function p2trAddress(outputKey: Uint8Array): string {
  return bech32m.encode('bc', [1, ...bech32m.toWords(outputKey)])
}

/**
 * The BIP-341 SIGHASH_DEFAULT digest of BIP-322's to_sign input, for the P2TR output key and
 * message: to_spend (nVersion 0, input `OP_0 <tagged message hash>`, 0 sats to OP_1 <key>)
 * spent by to_sign (nVersion 0, 0 sats to OP_RETURN).
 *
 * @example
 * bip322TaprootDigest(outputKey, 'Hello World').length // 32
 */
export function bip322TaprootDigest(outputKey: Uint8Array, message: string): Uint8Array {
  const scriptPubKey = bytes([0x51, 0x20], outputKey)
  const messageHash = tagged('BIP0322-signed-message', text(message))
  const toSpend = bytes(u32(0), [1], zeros(32), u32(0xffffffff), [34, 0x00, 0x20], messageHash, u32(0), [1], zeros(8), [scriptPubKey.length], scriptPubKey, u32(0))
  const prevout = bytes(sha256(sha256(toSpend)), u32(0))
  return tagged(
    'TapSighash',
    bytes(
      [0x00, 0x00], // epoch, SIGHASH_DEFAULT
      u32(0), // nVersion
      u32(0), // nLockTime
      sha256(prevout),
      sha256(bytes(zeros(8))), // amounts
      sha256(bytes([scriptPubKey.length], scriptPubKey)),
      sha256(bytes(u32(0))), // sequences
      sha256(bytes(zeros(8), [1, 0x6a])), // outputs
      [0x00], // key path, no annex
      u32(0), // input index
    ),
  )
}

/**
 * Signs a message for the taproot account as a BIP-322 "simple" signature: the witness
 * `[64-byte Schnorr signature]`, base64, with the digest it signs.
 *
 * @example
 * signBip322Taproot(taprootKey(secret), 'Hello World').signature // 'AUD...'
 */
export function signBip322Taproot(key: TaprootKey, message: string): { signature: string; messageHash: Uint8Array } {
  const messageHash = bip322TaprootDigest(key.outputKey, message)
  const witness = bytes([1, 64], schnorr.sign(messageHash, key.tweakedSecretKey))
  return { signature: btoa(String.fromCharCode(...witness)), messageHash }
}
