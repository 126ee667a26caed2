import { ed25519 } from '@noble/curves/ed25519'
import { invalidParams } from './errors.js'

/** The parts of a Solana wire transaction the wallet needs to sign it. */
export interface WireTransaction {
  /** The signature slots, 64 bytes each (zeros when unsigned). */
  readonly signatures: Uint8Array[]
  /** The serialized message (what is signed). */
  readonly message: Uint8Array
  /** The account keys that must sign, in slot order. */
  readonly signers: Uint8Array[]
}

/** Reads a compact-u16 (shortvec) at `offset`; returns the value and the bytes it used. */
function shortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw invalidParams('transaction is truncated')
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, i + 1]
  }
  throw invalidParams('transaction has a bad length prefix')
}

/**
 * Parses a legacy or v0 Solana wire transaction (signatures, then the message). Throws a
 * `-32602` error when the bytes are not a transaction.
 *
 * @example
 * const { signers } = parseWireTransaction(tx.serialize({ requireAllSignatures: false }))
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const [count, used] = shortVec(bytes, 0)
  const signatures: Uint8Array[] = []
  let offset = used
  for (let i = 0; i < count; i++, offset += 64) {
    if (offset + 64 > bytes.length) throw invalidParams('transaction is truncated')
    signatures.push(bytes.slice(offset, offset + 64))
  }
  const message = bytes.slice(offset)
  const versioned = ((message[0] ?? 0) & 0x80) !== 0
  const header = versioned ? 1 : 0
  const required = message[header]
  if (required === undefined || required !== count) throw invalidParams('signature count does not match the message')
  const [keyCount, keyUsed] = shortVec(message, header + 3)
  const keysAt = header + 3 + keyUsed
  if (keyCount < required || keysAt + keyCount * 32 > message.length) throw invalidParams('transaction is truncated')
  const signers = Array.from({ length: required }, (_, i) => message.slice(keysAt + i * 32, keysAt + (i + 1) * 32))
  return { signatures, message, signers }
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/**
 * Signs `bytes` (a wire transaction) with `seed`'s key in the slot of its public key and
 * returns the new wire bytes and the signature. Throws when the key is not a required signer.
 */
export function signWireTransaction(bytes: Uint8Array, seed: Uint8Array): { signed: Uint8Array; signature: Uint8Array } {
  const parsed = parseWireTransaction(bytes)
  const publicKey = ed25519.getPublicKey(seed)
  const slot = parsed.signers.findIndex((key) => equal(key, publicKey))
  if (slot < 0) throw invalidParams('the wallet account is not a signer of this transaction')
  const signature = ed25519.sign(parsed.message, seed)
  const signed = bytes.slice()
  const [, prefix] = shortVec(bytes, 0)
  signed.set(signature, prefix + slot * 64)
  return { signed, signature }
}

/** Whether every signature slot is filled with a valid signature (ready to send). */
export function isFullySigned(bytes: Uint8Array): boolean {
  const { signatures, signers, message } = parseWireTransaction(bytes)
  return signatures.every((signature, i) => {
    const key = signers[i]
    return key !== undefined && ed25519.verify(signature, message, key)
  })
}
