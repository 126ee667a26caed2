import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { describe, expect, test } from 'vitest'
import { base58Decode, base58Encode } from '../../../kernel/caip/base58'
import { createNonceRegistry } from './createNonceRegistry'
import { createSiwxVerifier } from './createSiwxVerifier'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { bitcoinMessageHash, verifyBitcoinSignature } from './verifyBitcoinSignature'

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
/** Base58Check P2PKH address of a public key (version 0x00 mainnet, 0x6f testnet). */
function p2pkh(publicKey: Uint8Array, version = 0x00): string {
  const payload = Uint8Array.from([version, ...hash160(publicKey)])
  return base58Encode(Uint8Array.from([...payload, ...sha256(sha256(payload)).subarray(0, 4)]))
}
/** A legacy "Bitcoin Signed Message" signature: BIP-137 header + r‖s, base64. */
function signLegacy(secret: Uint8Array, message: string, headerBase: number): string {
  const signature = secp256k1.sign(bitcoinMessageHash(message), secret)
  return base64(Uint8Array.from([headerBase + signature.recovery, ...signature.toCompactRawBytes()]))
}

// BIP-322's test vectors: the key (WIF), its P2WPKH address and "simple" signatures.
const BIP322_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const BIP322_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const BIP322_EMPTY = 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const BIP322_HELLO = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const vectorSecret = base58Decode(BIP322_WIF).subarray(1, 33)

describe('§4 sign-in verification (bip122)', () => {
  const secret = secp256k1.utils.randomPrivateKey()
  const compressed = secp256k1.getPublicKey(secret, true)
  const uncompressed = secp256k1.getPublicKey(secret, false)

  test('§4 behavior: legacy signatures of a fresh key verify for its P2PKH address (compressed and uncompressed)', async () => {
    const text = 'dapp.example wants you to sign in with your Bitcoin account'
    expect(await verifyBitcoinSignature({ address: p2pkh(compressed), message: text, signature: signLegacy(secret, text, 31) })).toBe(true)
    expect(await verifyBitcoinSignature({ address: p2pkh(uncompressed), message: text, signature: signLegacy(secret, text, 27) })).toBe(true)
    expect(await verifyBitcoinSignature({ address: p2pkh(compressed, 0x6f), message: text, signature: signLegacy(secret, text, 31) })).toBe(true)
    // The header says which key form was used: the other form's address does not match.
    expect(await verifyBitcoinSignature({ address: p2pkh(uncompressed), message: text, signature: signLegacy(secret, text, 31) })).toBe(false)
  })

  test('§4 behavior: legacy signatures verify for a P2WPKH address (BIP-137 segwit and plain compressed headers)', async () => {
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: 'Hello World', signature: signLegacy(vectorSecret, 'Hello World', 39) })).toBe(true)
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: 'Hello World', signature: signLegacy(vectorSecret, 'Hello World', 31) })).toBe(true)
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: 'Hello World', signature: signLegacy(vectorSecret, 'Hello World', 27) })).toBe(false)
  })

  test('§4 behavior: BIP-322 simple signatures (the BIP\'s vectors) verify for P2WPKH', async () => {
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: '', signature: BIP322_EMPTY })).toBe(true)
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: 'Hello World', signature: BIP322_HELLO })).toBe(true)
  })

  test('§4 error: wrong address, tampered message, another key and garbage do not verify', async () => {
    const text = 'sign in'
    const signature = signLegacy(secret, text, 31)
    const other = secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true)
    expect(await verifyBitcoinSignature({ address: p2pkh(other), message: text, signature })).toBe(false)
    expect(await verifyBitcoinSignature({ address: p2pkh(compressed), message: `${text}!`, signature })).toBe(false)
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: 'Hello World!', signature: BIP322_HELLO })).toBe(false)
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: '', signature: BIP322_HELLO })).toBe(false)
    expect(await verifyBitcoinSignature({ address: p2pkh(compressed), message: 'Hello World', signature: BIP322_HELLO })).toBe(false)
    expect(await verifyBitcoinSignature({ address: p2pkh(compressed), message: text, signature: 'not base64!' })).toBe(false)
    expect(await verifyBitcoinSignature({ address: 'not-an-address', message: text, signature })).toBe(false)
  })

  test('§4 behavior: a bip122 session verifies through the default verifier once; another network is refused', async () => {
    const nonces = createNonceRegistry()
    const mainnet = 'bip122:000000000019d6689c085ae165831e93' as const
    const verifier = createSiwxVerifier({ domain: 'dapp.example', chains: [mainnet], nonces, rpc: () => undefined })
    const build = (chainId: typeof mainnet | 'bip122:000000000933ea01ad0ee984209779ba') => {
      const message = createSiwxMessage({ chainId, accountAddress: p2pkh(compressed) }, { nonce: nonces.issue(), page: { host: 'dapp.example', href: 'https://dapp.example/' } })
      const { toString: _t, ...data } = message
      expect(message.toString().split('\n')[0]).toBe('dapp.example wants you to sign in with your Bitcoin account:')
      return { data, message: message.toString(), signature: signLegacy(secret, message.toString(), 31) }
    }
    const session = build(mainnet)
    await expect(verifier.verify(session)).resolves.toBeUndefined()
    await expect(verifier.verify(session)).rejects.toMatchObject({ reason: 'nonceUsed' })
    await expect(verifier.verify({ ...session, signature: signLegacy(secp256k1.utils.randomPrivateKey(), session.message, 31) })).rejects.toMatchObject({ reason: 'badSignature' })
    await expect(verifier.verify(build('bip122:000000000933ea01ad0ee984209779ba'))).rejects.toMatchObject({ reason: 'wrongChain' })
  })
})
