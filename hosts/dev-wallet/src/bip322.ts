import { sha256 } from '@noble/hashes/sha2.js'
import * as btc from '@scure/btc-signer'

// BIP-322 "simple" signatures, built with @scure/btc-signer's transaction signer (the siwx
// verifier in plugins/siwx/verify computes the same digests by hand: each checks the other).

const utf8 = (text: string) => new TextEncoder().encode(text)

/** BIP-340 tagged hash `BIP0322-signed-message` of the UTF-8 message: what to_spend commits to. */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(utf8('BIP0322-signed-message'))
  return sha256(Uint8Array.from([...tag, ...tag, ...utf8(message)]))
}

/** The single-key output a BIP-322 signature proves: P2WPKH, or P2TR key path (BIP-86, no script tree). */
export type Bip322Output = { script: Uint8Array; tapInternalKey?: Uint8Array | undefined }

/**
 * Signs `message` for the address of `output` as BIP-322 "simple": to_spend (version 0, an input
 * committing to the message hash, 0 sats to the address) spent by to_sign (version 0, 0 sats to
 * OP_RETURN), signed with `secretKey` (BIP-143 for P2WPKH, BIP-341 key path with SIGHASH_DEFAULT
 * for P2TR) and finalized. Answers to_sign's witness, serialized (base64 it for the wire).
 *
 * @example
 * const witness = signBip322Simple(secret, btc.p2tr(xOnlyKey), 'Hello World') // [1, 64, …Schnorr signature]
 */
export function signBip322Simple(secretKey: Uint8Array, output: Bip322Output, message: string): Uint8Array {
  const toSpend = btc.RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: btc.Script.encode([0, bip322MessageHash(message)]), sequence: 0 }],
    outputs: [{ amount: 0n, script: output.script }],
    witnesses: [],
    lockTime: 0,
  })
  // A txid is shown (and given to addInput) in reversed byte order.
  const toSpendTxid = sha256(sha256(toSpend)).reverse()
  const toSign = new btc.Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpendTxid, index: 0, sequence: 0, witnessUtxo: { script: output.script, amount: 0n }, tapInternalKey: output.tapInternalKey })
  toSign.addOutput({ script: btc.Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(secretKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the signature left no witness')
  return btc.RawWitness.encode(witness)
}
