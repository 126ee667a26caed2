import { sha256 } from '@noble/hashes/sha2.js'
import { compactSize, concatBytes, littleEndian, sha256d } from './bitcoinBytes'

// BIP-322's two virtual transactions. `to_spend` pays 0 to the address's scriptPubKey from an
// input that commits to the message; `to_sign` spends it to OP_RETURN. Every field the "simple"
// format fixes is fixed here: nVersion 0, nLockTime 0, nSequence 0, one input, one output.

const utf8 = (text: string) => new TextEncoder().encode(text)
const taggedHash = (tag: string, ...parts: Uint8Array[]) => {
  const tagHash = sha256(utf8(tag))
  return sha256(concatBytes(tagHash, tagHash, ...parts))
}
const ZERO_32 = new Array<number>(32).fill(0)
const VERSION = littleEndian(0, 4)
const LOCK_TIME = littleEndian(0, 4)
const SEQUENCE = littleEndian(0, 4)
const AMOUNT = littleEndian(0, 8)
/** to_sign's single output: 0 satoshis to `OP_RETURN`. */
const TO_SIGN_OUTPUTS = concatBytes(AMOUNT, [1, 0x6a])
/** BIP-143 / BIP-341 hash types: SIGHASH_ALL, and taproot's SIGHASH_DEFAULT (same coverage). */
const SIGHASH_ALL = 0x01

/**
 * The BIP-340 tagged hash (tag `BIP0322-signed-message`) of the UTF-8 message: what to_spend's
 * input commits to.
 *
 * @example
 * import { bip322MessageHash } from './bip322Transactions'
 * bip322MessageHash('') // c90c269c…ae19f1 (the BIP's vector)
 */
export function bip322MessageHash(message: string): Uint8Array {
  return taggedHash('BIP0322-signed-message', utf8(message))
}

/**
 * The id (internal byte order, as hashed; block explorers show it reversed) of to_spend for a
 * message and the scriptPubKey of the address that signs it.
 *
 * @example
 * import { bip322ToSpendTxid } from './bip322Transactions'
 * bip322ToSpendTxid(scriptPubKey, 'Hello World').reverse() // b79d1967…03352b for the BIP's P2WPKH address
 */
export function bip322ToSpendTxid(scriptPubKey: Uint8Array, message: string): Uint8Array {
  return sha256d(
    concatBytes(
      VERSION,
      [1],
      ZERO_32,
      littleEndian(0xffffffff, 4),
      [34, 0x00, 0x20],
      bip322MessageHash(message),
      SEQUENCE,
      [1],
      AMOUNT,
      compactSize(scriptPubKey.length),
      scriptPubKey,
      LOCK_TIME,
    ),
  )
}

/** to_sign's only input: to_spend's output 0. */
const toSignOutpoint = (scriptPubKey: Uint8Array, message: string) => concatBytes(bip322ToSpendTxid(scriptPubKey, message), littleEndian(0, 4))

/**
 * The id (internal byte order) of the unsigned-witness to_sign transaction; `scriptSig` is empty
 * for native segwit and the redeem-script push for P2SH-wrapped segwit.
 *
 * @example
 * import { bip322ToSignTxid } from './bip322Transactions'
 * bip322ToSignTxid(scriptPubKey, 'Hello World').reverse() // 88737ae8…93bddf for the BIP's P2WPKH address
 */
export function bip322ToSignTxid(scriptPubKey: Uint8Array, message: string, scriptSig: Uint8Array = new Uint8Array()): Uint8Array {
  return sha256d(
    concatBytes(VERSION, [1], toSignOutpoint(scriptPubKey, message), compactSize(scriptSig.length), scriptSig, SEQUENCE, [1], TO_SIGN_OUTPUTS, LOCK_TIME),
  )
}

/**
 * The BIP-143 (segwit v0) SIGHASH_ALL digest of to_sign's input for a single-key spend: P2WPKH,
 * or P2WPKH wrapped in P2SH (`scriptPubKey` is then the P2SH script; the key hash is the same).
 *
 * @example
 * import { bip322SegwitV0Sighash } from './bip322Transactions'
 * secp256k1.sign(bip322SegwitV0Sighash(scriptPubKey, hash160(publicKey), 'Hello World'), secretKey)
 */
export function bip322SegwitV0Sighash(scriptPubKey: Uint8Array, keyHash: Uint8Array, message: string): Uint8Array {
  const outpoint = toSignOutpoint(scriptPubKey, message)
  // The P2WPKH scriptCode: OP_DUP OP_HASH160 <key hash> OP_EQUALVERIFY OP_CHECKSIG, length-prefixed.
  const scriptCode = concatBytes([0x19, 0x76, 0xa9, 0x14], keyHash, [0x88, 0xac])
  const sequence = Uint8Array.from(SEQUENCE)
  return sha256d(
    concatBytes(VERSION, sha256d(outpoint), sha256d(sequence), outpoint, scriptCode, AMOUNT, sequence, sha256d(TO_SIGN_OUTPUTS), LOCK_TIME, littleEndian(SIGHASH_ALL, 4)),
  )
}

/**
 * The BIP-341 key-path digest of to_sign's input (`TapSighash`, no annex, input 0) for
 * SIGHASH_DEFAULT (`0x00`, 64-byte signatures) or SIGHASH_ALL (`0x01`, 65-byte signatures).
 *
 * @example
 * import { bip322TaprootSighash } from './bip322Transactions'
 * schnorr.sign(bip322TaprootSighash(scriptPubKey, 'Hello World', 0x00), tweakedSecretKey)
 */
export function bip322TaprootSighash(scriptPubKey: Uint8Array, message: string, hashType: 0x00 | 0x01): Uint8Array {
  const outpoint = toSignOutpoint(scriptPubKey, message)
  return taggedHash(
    'TapSighash',
    concatBytes(
      [0x00, hashType], // epoch, hash type
      VERSION,
      LOCK_TIME,
      sha256(outpoint),
      sha256(Uint8Array.from(AMOUNT)),
      sha256(concatBytes(compactSize(scriptPubKey.length), scriptPubKey)),
      sha256(Uint8Array.from(SEQUENCE)),
      sha256(TO_SIGN_OUTPUTS),
      [0x00], // spend type: key path, no annex
      littleEndian(0, 4), // input index
    ),
  )
}
