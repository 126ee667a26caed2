import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { bip322SegwitV0Sighash, bip322TaprootSighash } from './bip322Transactions'
import { bitcoinAddressPayload, bitcoinScriptPubKey, type BitcoinAddressPayload } from './bitcoinAddress'
import { bytesEqual, compactSize, concatBytes, hash160, sha256d } from './bitcoinBytes'

/** Longer texts are refused before decoding: a single-key signature is under 200 characters. */
const MAX_SIGNATURE_LENGTH = 4096
/** BIP-322 (2025 revision) marks a "simple" signature with this prefix; without one, "simple" is assumed. */
const SIMPLE_PREFIX = 'smp'

const utf8 = (text: string) => new TextEncoder().encode(text)

function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/**
 * The hash a legacy "Bitcoin Signed Message" signature signs (Bitcoin Core `signmessage`).
 *
 * @example
 * import { bitcoinMessageHash } from './verifyBitcoinSignature'
 * secp256k1.sign(bitcoinMessageHash('Hello World'), secretKey) // then BIP-137 header + r‖s
 */
export function bitcoinMessageHash(message: string): Uint8Array {
  const body = utf8(message)
  return sha256d(concatBytes(utf8('\x18Bitcoin Signed Message:\n'), compactSize(body.length), body))
}

/** The P2SH-P2WPKH redeem script's hash for a compressed key: HASH160(OP_0 <HASH160(key)>). */
const nestedKeyHash = (publicKey: Uint8Array) => hash160(concatBytes([0x00, 0x14], hash160(publicKey)))

/** Whether `publicKey` controls the address: P2PKH, and for a compressed key P2WPKH or P2SH-P2WPKH. */
function keyMatches(payload: BitcoinAddressPayload, publicKey: Uint8Array): boolean {
  const compressed = publicKey.length === 33
  if (payload.type === 'p2pkh') return bytesEqual(payload.hash, hash160(publicKey))
  if (payload.type === 'p2wpkh') return compressed && bytesEqual(payload.hash, hash160(publicKey))
  if (payload.type === 'p2sh') return compressed && bytesEqual(payload.hash, nestedKeyHash(publicKey))
  return false
}

/** BIP-137 header range: 27-30 uncompressed P2PKH, 31-34 compressed P2PKH, 35-38 P2SH-P2WPKH, 39-42 P2WPKH. */
const isLegacySignature = (signature: Uint8Array) => signature.length === 65 && (signature[0] ?? 0) >= 27 && (signature[0] ?? 0) <= 42

/**
 * BIP-137 / Bitcoin Core: 65 bytes, a header (recovery id, key form, address kind) and r‖s.
 * The header's address kind is not enforced (Electrum and Trezor write 31-34 for segwit too):
 * the recovered key must control the address, whatever its kind.
 */
function verifyLegacy(payload: BitcoinAddressPayload, message: string, signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  const recovered = secp256k1.Signature.fromCompact(signature.subarray(1))
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(bitcoinMessageHash(message))
  return keyMatches(payload, recovered.toBytes(header >= 31))
}

/** Reads a canonical CompactSize at `offset`: [value, next offset]; `undefined` when truncated, non-minimal or over 2^32. */
function readCompactSize(bytes: Uint8Array, offset: number): [number, number] | undefined {
  const first = bytes[offset]
  if (first === undefined) return undefined
  if (first < 0xfd) return [first, offset + 1]
  const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 0
  if (size === 0 || offset + 1 + size > bytes.length) return undefined
  let value = 0
  for (let i = size - 1; i >= 0; i--) value = value * 256 + (bytes[offset + 1 + i] ?? 0)
  return value < (size === 2 ? 0xfd : 0x10000) ? undefined : [value, offset + 1 + size]
}

/** Decodes a consensus-encoded witness stack (a "simple" signature); `undefined` unless it is exactly one well-formed stack. */
function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  const count = readCompactSize(bytes, 0)
  if (!count || count[0] > bytes.length) return undefined
  const items: Uint8Array[] = []
  let offset = count[1]
  for (let i = 0; i < count[0]; i++) {
    const length = readCompactSize(bytes, offset)
    if (!length || length[1] + length[0] > bytes.length) return undefined
    items.push(bytes.subarray(length[1], length[1] + length[0]))
    offset = length[1] + length[0]
  }
  return offset === bytes.length ? items : undefined
}

/**
 * A segwit v0 single-key spend of to_spend (P2WPKH, or P2SH-P2WPKH): the witness is
 * [DER signature + SIGHASH_ALL, compressed key], the key must hash to the address, and the
 * signature must sign the BIP-143 digest.
 */
function verifySegwitV0(payload: BitcoinAddressPayload, message: string, witness: Uint8Array[]): boolean {
  const [signed, publicKey] = witness
  if (witness.length !== 2 || !signed || !publicKey) return false
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) return false
  if (signed.length < 9 || signed.length > 73 || signed.at(-1) !== 0x01) return false
  const scriptPubKey = bitcoinScriptPubKey(payload)
  if (!scriptPubKey || !keyMatches(payload, publicKey)) return false
  const digest = bip322SegwitV0Sighash(scriptPubKey, hash160(publicKey), message)
  return secp256k1.verify(signed.subarray(0, -1), digest, publicKey, { format: 'der', lowS: false })
}

/**
 * A taproot key-path spend of to_spend (BIP-341): the witness is one BIP-340 Schnorr signature
 * by the address's output key, 64 bytes (SIGHASH_DEFAULT) or 65 ending in SIGHASH_ALL. Script
 * paths and annexes are not verified (false).
 */
function verifyTaprootKeyPath(outputKey: Uint8Array, scriptPubKey: Uint8Array, message: string, witness: Uint8Array[]): boolean {
  const [signed] = witness
  if (witness.length !== 1 || !signed) return false
  if (signed.length === 64) return schnorr.verify(signed, bip322TaprootSighash(scriptPubKey, message, 0x00), outputKey)
  if (signed.length === 65 && signed[64] === 0x01) return schnorr.verify(signed.subarray(0, 64), bip322TaprootSighash(scriptPubKey, message, 0x01), outputKey)
  return false
}

/** BIP-322 "simple": the witness that spends to_spend (built from the address and message) in to_sign. */
function verifyBip322Simple(payload: BitcoinAddressPayload, message: string, signature: Uint8Array): boolean {
  const witness = readWitness(signature)
  if (!witness) return false
  if (payload.type === 'p2wpkh' || payload.type === 'p2sh') return verifySegwitV0(payload, message, witness)
  if (payload.type === 'p2tr') return verifyTaprootKeyPath(payload.outputKey, bitcoinScriptPubKey(payload) ?? new Uint8Array(), message, witness)
  return false
}

/**
 * Verifies a Bitcoin message signature (base64) for a bip122 address:
 * - the legacy "Bitcoin Signed Message" compact signature (BIP-137 headers 27-42) for P2PKH,
 *   and with a compressed key for P2WPKH and P2SH-P2WPKH;
 * - a BIP-322 "simple" signature (optionally `smp`-prefixed) for P2WPKH, P2SH-P2WPKH (ECDSA,
 *   BIP-143) and single-key P2TR key-path spends (Schnorr, BIP-341; SIGHASH_DEFAULT or ALL).
 *
 * BIP-322 "full" and proof-of-funds signatures, P2WSH and taproot script paths are not
 * verified (false).
 *
 * @returns Whether the signature is valid; never throws, whatever the input.
 *
 * @example
 * import { verifyBitcoinSignature } from './verifyBitcoinSignature'
 * await verifyBitcoinSignature({
 *   address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
 *   message: 'Hello World',
 *   signature: 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
 * }) // true
 */
export async function verifyBitcoinSignature(parameters: { address: string; message: string; signature: string }): Promise<boolean> {
  try {
    const { address, message, signature: text } = parameters
    if (typeof address !== 'string' || typeof message !== 'string' || typeof text !== 'string' || text.length > MAX_SIGNATURE_LENGTH) return false
    const payload = bitcoinAddressPayload(address)
    if (text.startsWith(SIMPLE_PREFIX) && text.length % 4 === SIMPLE_PREFIX.length) {
      const witness = base64Bytes(text.slice(SIMPLE_PREFIX.length))
      return witness !== undefined && verifyBip322Simple(payload, message, witness)
    }
    const signature = base64Bytes(text)
    if (!signature) return false
    if (isLegacySignature(signature)) return verifyLegacy(payload, message, signature)
    return verifyBip322Simple(payload, message, signature)
  } catch {
    return false
  }
}
