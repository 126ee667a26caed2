import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { bech32, bech32m } from '@scure/base'
import { base58Decode, base58Encode } from 'portico'
import { bip322SegwitV0Sighash, bip322TaprootSighash } from '../verify/bip322Transactions'
import { bitcoinAddressPayload, bitcoinScriptPubKey } from '../verify/bitcoinAddress'
import { bytesEqual, concatBytes, hash160, sha256d } from '../verify/bitcoinBytes'
import { bitcoinMessageHash } from '../verify/verifyBitcoinSignature'

// Test-only signers for Bitcoin sign-in: addresses of a key, BIP-137 and BIP-322 "simple"
// signatures. Never used by the plugin's runtime code.

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const ORDER = secp256k1.Point.Fn.ORDER
const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') || '0'}`)
const toBytes32 = (value: bigint) => Uint8Array.from(value.toString(16).padStart(64, '0').match(/../g) ?? [], (b) => parseInt(b, 16))

/**
 * The 32-byte secret of a compressed-key WIF (`K…`/`L…` mainnet, `c…` testnet), checksum checked.
 *
 * @example
 * import { wifSecretKey } from '../testing/bitcoinTestSigner'
 * wifSecretKey('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k').length // 32
 */
export function wifSecretKey(wif: string): Uint8Array {
  const bytes = base58Decode(wif)
  if (bytes.length !== 38 || bytes[33] !== 0x01 || !bytesEqual(sha256d(bytes.subarray(0, 34)).subarray(0, 4), bytes.subarray(34))) throw new TypeError('Not a compressed-key WIF')
  return bytes.slice(1, 33)
}

/**
 * The BIP-86 taproot keys of a secret (no script tree): the x-only output key
 * Q = P + hash_TapTweak(P)·G and the secret that signs for it.
 *
 * @example
 * import { taprootKeys } from '../testing/bitcoinTestSigner'
 * taprootKeys(secretKey).outputKey.length // 32
 */
export function taprootKeys(secretKey: Uint8Array): { internalKey: Uint8Array; outputKey: Uint8Array; tweakedSecretKey: Uint8Array } {
  const internalKey = schnorr.getPublicKey(secretKey)
  const point = secp256k1.Point.BASE.multiply(toBigInt(secretKey))
  // BIP-340 keys have an even Y: negate the secret when P's Y is odd.
  const evenSecret = point.toAffine().y % 2n === 0n ? toBigInt(secretKey) : ORDER - toBigInt(secretKey)
  const tweak = toBigInt(schnorr.utils.taggedHash('TapTweak', internalKey)) % ORDER
  const tweakedSecretKey = toBytes32((evenSecret + tweak) % ORDER)
  return { internalKey, outputKey: schnorr.getPublicKey(tweakedSecretKey), tweakedSecretKey }
}

/**
 * The four single-key addresses of a secret: P2PKH, P2SH-P2WPKH, P2WPKH and P2TR (BIP-86).
 *
 * @example
 * import { bitcoinTestAddresses } from '../testing/bitcoinTestSigner'
 * bitcoinTestAddresses(secretKey, 'testnet').p2tr // 'tb1p…'
 */
export function bitcoinTestAddresses(secretKey: Uint8Array, network: 'mainnet' | 'testnet' = 'mainnet'): { p2pkh: string; p2shP2wpkh: string; p2wpkh: string; p2tr: string } {
  const keyHash = hash160(secp256k1.getPublicKey(secretKey, true))
  const base58Check = (version: number, hash: Uint8Array) => {
    const payload = concatBytes([version], hash)
    return base58Encode(concatBytes(payload, sha256d(payload).subarray(0, 4)))
  }
  const hrp = network === 'mainnet' ? 'bc' : 'tb'
  return {
    p2pkh: base58Check(network === 'mainnet' ? 0x00 : 0x6f, keyHash),
    p2shP2wpkh: base58Check(network === 'mainnet' ? 0x05 : 0xc4, hash160(concatBytes([0x00, 0x14], keyHash))),
    p2wpkh: bech32.encode(hrp, [0, ...bech32.toWords(keyHash)]),
    p2tr: bech32m.encode(hrp, [1, ...bech32m.toWords(taprootKeys(secretKey).outputKey)]),
  }
}

/**
 * A legacy "Bitcoin Signed Message" signature (base64): BIP-137 header (`headerBase` 27, 31,
 * 35 or 39, plus the recovery id) and r‖s.
 *
 * @example
 * import { signBip137 } from '../testing/bitcoinTestSigner'
 * signBip137(secretKey, 'Hello World', 35) // for the key's P2SH-P2WPKH address
 */
export function signBip137(secretKey: Uint8Array, message: string, headerBase: 27 | 31 | 35 | 39): string {
  const signature = secp256k1.sign(bitcoinMessageHash(message), secretKey)
  return base64(concatBytes([headerBase + signature.recovery], signature.toCompactRawBytes()))
}

/** A consensus-encoded witness stack (items under 253 bytes). */
const encodeWitness = (items: Uint8Array[]) => concatBytes([items.length], ...items.map((item) => concatBytes([item.length], item)))

/**
 * A BIP-322 "simple" signature (base64 witness) of `message` for the key's P2WPKH, P2SH-P2WPKH
 * or P2TR address: ECDSA over the BIP-143 digest, or Schnorr (tweaked key) over the BIP-341
 * digest, SIGHASH_DEFAULT unless `sighashAll`.
 *
 * @example
 * import { signBip322Simple } from '../testing/bitcoinTestSigner'
 * signBip322Simple(secretKey, 'bc1p…', 'Hello World') // 'AUD…' (1 item, 64 bytes)
 */
export function signBip322Simple(secretKey: Uint8Array, address: string, message: string, options: { sighashAll?: boolean } = {}): string {
  const payload = bitcoinAddressPayload(address)
  const scriptPubKey = bitcoinScriptPubKey(payload)
  if (!scriptPubKey || payload.type === 'p2pkh') throw new TypeError('No simple BIP-322 signatures for this address')
  if (payload.type === 'p2tr') {
    const hashType = options.sighashAll ? 0x01 : 0x00
    const signature = schnorr.sign(bip322TaprootSighash(scriptPubKey, message, hashType), taprootKeys(secretKey).tweakedSecretKey)
    return base64(encodeWitness([options.sighashAll ? concatBytes(signature, [0x01]) : signature]))
  }
  const publicKey = secp256k1.getPublicKey(secretKey, true)
  const signature = secp256k1.sign(bip322SegwitV0Sighash(scriptPubKey, hash160(publicKey), message), secretKey)
  return base64(encodeWitness([concatBytes(signature.toDERRawBytes(), [0x01]), publicKey]))
}
