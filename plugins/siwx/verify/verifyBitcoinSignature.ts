import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bitcoinAddressPayload } from './bitcoinAddress'

const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]))
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes))
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])
const le = (value: number, size: number) => Array.from({ length: size }, (_, i) => Math.floor(value / 256 ** i) % 256)
/** Bitcoin's CompactSize length prefix. */
const varint = (n: number) => (n < 0xfd ? [n] : n <= 0xffff ? [0xfd, ...le(n, 2)] : [0xfe, ...le(n, 4)])

function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/** The hash a legacy "Bitcoin Signed Message" signature signs (Bitcoin Core `signmessage`). */
export function bitcoinMessageHash(message: string): Uint8Array {
  const body = utf8(message)
  return sha256d(concat(utf8('\x18Bitcoin Signed Message:\n'), varint(body.length), body))
}

/** Whether `publicKey` controls the address: P2PKH, and for a compressed key P2WPKH or P2SH-P2WPKH. */
function keyMatches(address: string, publicKey: Uint8Array): boolean {
  const payload = bitcoinAddressPayload(address)
  const keyHash = hash160(publicKey)
  const compressed = publicKey.length === 33
  if (payload.type === 'p2pkh') return equal(payload.hash, keyHash)
  if (payload.type === 'p2wpkh') return compressed && equal(payload.hash, keyHash)
  if (payload.type === 'p2sh') return compressed && equal(payload.hash, hash160(concat([0x00, 0x14], keyHash)))
  return false
}

/** BIP-137 / Bitcoin Core: 65 bytes, a header (27-42: recovery id, compressed, address kind) and r‖s. */
function verifyLegacy(address: string, message: string, signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  if (signature.length !== 65 || header < 27 || header > 42) return false
  const recovered = secp256k1.Signature.fromCompact(signature.subarray(1))
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(bitcoinMessageHash(message))
  return keyMatches(address, recovered.toBytes(header >= 31))
}

/** BIP-322 tagged hash of the message. */
function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(utf8('BIP0322-signed-message'))
  return sha256(concat(tag, tag, utf8(message)))
}

/** Reads the witness stack of a BIP-322 "simple" signature: [signature+sighash, public key]. */
function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  const items: Uint8Array[] = []
  let offset = 1
  for (let i = 0; i < (bytes[0] ?? 0); i++) {
    const length = bytes[offset] ?? 0xff
    if (length >= 0xfd || offset + 1 + length > bytes.length) return undefined
    items.push(bytes.subarray(offset + 1, offset + 1 + length))
    offset += 1 + length
  }
  return offset === bytes.length ? items : undefined
}

/** BIP-322 "simple" for a P2WPKH address: the virtual to_spend / to_sign pair, BIP-143 sighash. */
function verifyBip322Simple(address: string, message: string, signature: Uint8Array): boolean {
  const payload = bitcoinAddressPayload(address)
  const witness = readWitness(signature)
  const [signed, publicKey] = witness ?? []
  if (payload.type !== 'p2wpkh' || witness?.length !== 2 || !signed || !publicKey || publicKey.length !== 33) return false
  if (!equal(hash160(publicKey), payload.hash) || signed.at(-1) !== 0x01) return false
  const scriptPubKey = concat([0x00, 0x14], payload.hash)
  const toSpend = concat(
    le(0, 4), [1], new Uint8Array(32), le(0xffffffff, 4), [34, 0x00, 0x20], bip322MessageHash(message), le(0, 4),
    [1], le(0, 8), varint(scriptPubKey.length), scriptPubKey, le(0, 4),
  )
  const outpoint = concat(sha256d(toSpend), le(0, 4))
  const sequence = le(0, 4)
  const scriptCode = concat([0x19, 0x76, 0xa9, 0x14], payload.hash, [0x88, 0xac])
  const outputs = concat(le(0, 8), [1, 0x6a])
  const preimage = concat(le(0, 4), sha256d(outpoint), sha256d(Uint8Array.from(sequence)), outpoint, scriptCode, le(0, 8), sequence, sha256d(outputs), le(0, 4), le(1, 4))
  return secp256k1.verify(signed.subarray(0, -1), sha256d(preimage), publicKey, { format: 'der', lowS: false })
}

/**
 * Verifies a Bitcoin message signature (base64) for a bip122 address: the legacy "Bitcoin
 * Signed Message" compact signature (BIP-137 headers; P2PKH, and P2WPKH or P2SH-P2WPKH with a
 * compressed key), or a BIP-322 "simple" signature of a P2WPKH address.
 *
 * @returns Whether the signature is valid; never throws for bad input.
 *
 * @example
 * import { verifyBitcoinSignature } from './verifyBitcoinSignature'
 * await verifyBitcoinSignature({ address: 'bc1q...', message: 'text', signature: 'H3f...' }) // true
 */
export async function verifyBitcoinSignature(parameters: { address: string; message: string; signature: string }): Promise<boolean> {
  try {
    const signature = base64Bytes(parameters.signature)
    if (!signature) return false
    if (signature.length === 65 && (signature[0] ?? 0) >= 27 && (signature[0] ?? 0) <= 42) return verifyLegacy(parameters.address, parameters.message, signature)
    return verifyBip322Simple(parameters.address, parameters.message, signature)
  } catch {
    return false
  }
}
