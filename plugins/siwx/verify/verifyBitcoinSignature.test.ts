import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { bech32m } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { base58Encode } from 'portico'
import { bitcoinTestAddresses, signBip137, signBip322Simple, wifSecretKey } from '../testing/bitcoinTestSigner'
import { hash160, sha256d } from './bitcoinBytes'
import { createNonceRegistry } from './createNonceRegistry'
import { createSiwxVerifier } from './createSiwxVerifier'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
/** Base58Check P2PKH address (mainnet) of a public key in either form. */
function p2pkh(publicKey: Uint8Array): string {
  const payload = Uint8Array.from([0x00, ...hash160(publicKey)])
  return base58Encode(Uint8Array.from([...payload, ...sha256d(payload).subarray(0, 4)]))
}
const bytesOf = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
const verify = (address: string, message: string, signature: string) => verifyBitcoinSignature({ address, message, signature })

// BIP-322's test vectors. The key (WIF) and its P2WPKH address with "simple" signatures are
// from the BIP text and bitcoin/bips bip-0322/basic-test-vectors.json (which writes them with
// the `smp` prefix); the P2TR "Hello World" signature of the same key (SIGHASH_ALL) is from the
// reference implementation, Bitcoin Core PR #24058 (util_tests.cpp).
const BIP322_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const BIP322_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const BIP322_TAPROOT = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const BIP322_EMPTY = 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const BIP322_EMPTY_2 = 'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
const BIP322_HELLO = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const BIP322_HELLO_2 = 'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy'
const BIP322_TAPROOT_HELLO = 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='
// SIGHASH_DEFAULT (64-byte) P2TR vectors: basic-test-vectors.json ("No prefix fallback") and
// generated-test-vectors.json (first p2tr "simple" case), with their "error" cases' other signers.
const TAPROOT_VECTORS = [
  { wif: 'KyrSGCFPhqZMjCe5fNTYddiLMp4tMj4gLKuJ26TsB2rvr1VJGPbt', address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler', message: 'No prefix fallback', signature: 'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R' },
  { wif: 'L1rPtXzPkeCuXArPk5QKfaU4PCx16S2zCXnYtFSMGHiDkQyWw5fv', address: 'bc1p9cyuceaazr8cz46mvgkzl94wy397mwpqsrk84su37t72jvkg6wzqv52nfp', message: 'TPIZPITUIHEUHO5ACOL6W6MBVD', signature: 'AUBay6NwR4LEYedkTG+vE9F7C0RTOCB5NH6ZAqf+3hudjHIkOzSZk1jW/5Kt0wRKX3llJ25os+0qktdou4/Y8516' },
]
const OTHER_TAPROOT_SIGNER = 'bc1pr72av8sh7qc2ssxs8w0hlj0cl82g2q2dvypngzgsrmd4plml84ksmfyv0q'
const OTHER_P2WPKH_SIGNER = 'bc1qx3f9s3scavc92s3g2fhwzqzn7qucd37ez03jpf'
// P2SH-P2WPKH: the BIP has no "simple" vector for it; this one is bip322-js's (ACken2/bip322-js
// test/Verifier.test.ts), reproduced byte for byte below by RFC 6979 signing.
const NESTED_WIF = 'KwTbAxmBXjoZM3bzbXixEr9nxLhyYSM4vp2swet58i19bw9sqk5z'
const NESTED_ADDRESS = '3HSVzEhCFuH9Z3wvoWTexy7BMVVp3PjS6f'
const NESTED_HELLO = 'AkgwRQIhAMd2wZSY3x0V9Kr/NClochoTXcgDaGl3OObOR17yx3QQAiBVWxqNSS+CKen7bmJTG6YfJjsggQ4Fa2RHKgBKrdQQ+gEhAxa5UDdQCHSQHfKQv14ybcYm1C9y6b12xAuukWzSnS+w'
const vectorSecret = wifSecretKey(BIP322_WIF)

describe('§4 sign-in verification (bip122)', () => {
  const secret = secp256k1.utils.randomPrivateKey()
  const addresses = bitcoinTestAddresses(secret)
  const other = bitcoinTestAddresses(secp256k1.utils.randomPrivateKey())

  test('§4 behavior: legacy signatures of a fresh key verify for its P2PKH address (compressed and uncompressed)', async () => {
    const text = 'dapp.example wants you to sign in with your Bitcoin account'
    const uncompressedP2pkh = p2pkh(secp256k1.getPublicKey(secret, false))
    expect(await verify(addresses.p2pkh, text, signBip137(secret, text, 31))).toBe(true)
    expect(await verify(uncompressedP2pkh, text, signBip137(secret, text, 27))).toBe(true)
    expect(await verify(bitcoinTestAddresses(secret, 'testnet').p2pkh, text, signBip137(secret, text, 31))).toBe(true)
    // The header says which key form was used: the other form's address does not match.
    expect(await verify(uncompressedP2pkh, text, signBip137(secret, text, 31))).toBe(false)
  })

  test('§4 behavior: legacy signatures verify for a P2WPKH address (BIP-137 segwit and plain compressed headers)', async () => {
    expect(await verify(BIP322_ADDRESS, 'Hello World', signBip137(vectorSecret, 'Hello World', 39))).toBe(true)
    expect(await verify(BIP322_ADDRESS, 'Hello World', signBip137(vectorSecret, 'Hello World', 31))).toBe(true)
    expect(await verify(BIP322_ADDRESS, 'Hello World', signBip137(vectorSecret, 'Hello World', 27))).toBe(false)
  })

  test('§4 behavior: legacy signatures verify for a P2SH-P2WPKH address (header 35-38, and 31-34 as Electrum writes them)', async () => {
    const text = 'sign in with a nested segwit account'
    const nested = bitcoinTestAddresses(vectorSecret)
    expect(await verify(nested.p2shP2wpkh, text, signBip137(vectorSecret, text, 35))).toBe(true)
    expect(await verify(nested.p2shP2wpkh, text, signBip137(vectorSecret, text, 31))).toBe(true)
    expect(await verify(bitcoinTestAddresses(secret, 'testnet').p2shP2wpkh, text, signBip137(secret, text, 35))).toBe(true)
    // An uncompressed key has no P2SH-P2WPKH address; another key or message does not verify.
    expect(await verify(nested.p2shP2wpkh, text, signBip137(vectorSecret, text, 27))).toBe(false)
    expect(await verify(nested.p2shP2wpkh, `${text}!`, signBip137(vectorSecret, text, 35))).toBe(false)
    expect(await verify(other.p2shP2wpkh, text, signBip137(secret, text, 35))).toBe(false)
    // A legacy signature cannot prove a taproot address.
    expect(await verify(nested.p2tr, text, signBip137(vectorSecret, text, 31))).toBe(false)
  })

  test('§4 behavior: BIP-322 simple signatures (the BIP\'s vectors) verify for P2WPKH, with or without the `smp` prefix', async () => {
    expect(await verify(BIP322_ADDRESS, '', BIP322_EMPTY)).toBe(true)
    expect(await verify(BIP322_ADDRESS, '', BIP322_EMPTY_2)).toBe(true)
    expect(await verify(BIP322_ADDRESS, 'Hello World', BIP322_HELLO)).toBe(true)
    expect(await verify(BIP322_ADDRESS, 'Hello World', BIP322_HELLO_2)).toBe(true)
    expect(await verify(BIP322_ADDRESS, '', `smp${BIP322_EMPTY}`)).toBe(true)
    expect(await verify(BIP322_ADDRESS, 'Hello World', `smp${BIP322_HELLO_2}`)).toBe(true)
  })

  test('§4 behavior: BIP-322 simple signatures (vectors) verify for P2TR: SIGHASH_ALL (65 bytes) and SIGHASH_DEFAULT (64 bytes)', async () => {
    expect(await verify(BIP322_TAPROOT, 'Hello World', BIP322_TAPROOT_HELLO)).toBe(true)
    expect(await verify(BIP322_TAPROOT.toUpperCase(), 'Hello World', BIP322_TAPROOT_HELLO)).toBe(true)
    expect(await verify(BIP322_TAPROOT, 'Hello World', `smp${BIP322_TAPROOT_HELLO}`)).toBe(true)
    for (const vector of TAPROOT_VECTORS) {
      expect(bitcoinTestAddresses(wifSecretKey(vector.wif)).p2tr).toBe(vector.address)
      expect(await verify(vector.address, vector.message, vector.signature)).toBe(true)
      expect(await verify(vector.address, `${vector.message}!`, vector.signature)).toBe(false)
      expect(await verify(OTHER_TAPROOT_SIGNER, vector.message, vector.signature)).toBe(false)
    }
  })

  test('§4 behavior: BIP-322 simple signatures verify for P2SH-P2WPKH (bip322-js vector)', async () => {
    expect(await verify(NESTED_ADDRESS, 'Hello World', NESTED_HELLO)).toBe(true)
    expect(await verify(NESTED_ADDRESS, 'Hello World - this should fail', NESTED_HELLO)).toBe(false)
  })

  test('§4 behavior: our signer derives the vectors\' addresses and, with RFC 6979 ECDSA, their exact signatures', () => {
    expect(bitcoinTestAddresses(vectorSecret)).toMatchObject({ p2wpkh: BIP322_ADDRESS, p2tr: BIP322_TAPROOT })
    expect(bitcoinTestAddresses(wifSecretKey(NESTED_WIF)).p2shP2wpkh).toBe(NESTED_ADDRESS)
    expect(signBip322Simple(vectorSecret, BIP322_ADDRESS, '')).toBe(BIP322_EMPTY_2)
    expect(signBip322Simple(vectorSecret, BIP322_ADDRESS, 'Hello World')).toBe(BIP322_HELLO_2)
    expect(signBip322Simple(wifSecretKey(NESTED_WIF), NESTED_ADDRESS, 'Hello World')).toBe(NESTED_HELLO)
  })

  test('§4 behavior: fresh taproot signatures of the BIP key verify ("", "Hello World", a sign-in text; both sighash forms; mainnet and testnet)', async () => {
    const testnet = bitcoinTestAddresses(vectorSecret, 'testnet').p2tr
    expect(testnet.startsWith('tb1p')).toBe(true)
    for (const message of ['', 'Hello World', 'dapp.example wants you to sign in with your Bitcoin account:\n…']) {
      for (const sighashAll of [false, true]) {
        const signature = signBip322Simple(vectorSecret, BIP322_TAPROOT, message, { sighashAll })
        expect(bytesOf(signature).length).toBe(sighashAll ? 67 : 66)
        expect(await verify(BIP322_TAPROOT, message, signature)).toBe(true)
        expect(await verify(testnet, message, signBip322Simple(vectorSecret, testnet, message, { sighashAll }))).toBe(true)
      }
    }
  })

  test('§4 error: taproot signatures fail for a tampered message, another address, another key or a wrong sighash byte', async () => {
    const text = 'Hello World'
    const signature = signBip322Simple(vectorSecret, BIP322_TAPROOT, text)
    const witness = bytesOf(signature)
    expect(await verify(BIP322_TAPROOT, 'Hello World!', signature)).toBe(false)
    expect(await verify(BIP322_TAPROOT, 'hello World', BIP322_TAPROOT_HELLO)).toBe(false)
    expect(await verify(BIP322_TAPROOT, '', BIP322_TAPROOT_HELLO)).toBe(false)
    // The same key's other addresses, and another key's taproot address.
    expect(await verify(BIP322_ADDRESS, text, signature)).toBe(false)
    expect(await verify(bitcoinTestAddresses(vectorSecret).p2shP2wpkh, text, signature)).toBe(false)
    expect(await verify(addresses.p2tr, text, signature)).toBe(false)
    // Another key signing for the BIP key's address; the untweaked internal key signing.
    expect(await verify(BIP322_TAPROOT, text, signBip322Simple(secret, addresses.p2tr, text))).toBe(false)
    const internal = schnorr.sign(bytesOf(signature).subarray(2, 34), vectorSecret)
    expect(await verify(BIP322_TAPROOT, text, base64(Uint8Array.from([1, 64, ...internal])))).toBe(false)
    // A 64-byte signature with a sighash byte appended: only 0x01 (SIGHASH_ALL) is a BIP-322
    // hash type, and then it must sign the SIGHASH_ALL digest, not the default one.
    for (const hashType of [0x00, 0x01, 0x02, 0x03, 0x81, 0x83]) {
      expect(await verify(BIP322_TAPROOT, text, base64(Uint8Array.from([1, 65, ...witness.subarray(2), hashType])))).toBe(false)
    }
    // An annex, or an extra item (a script-path spend) is not verified.
    expect(await verify(BIP322_TAPROOT, text, base64(Uint8Array.from([2, 64, ...witness.subarray(2), 1, 0x50])))).toBe(false)
    // Every single-byte change of a valid signature fails.
    for (let i = 0; i < witness.length; i++) {
      const tampered = Uint8Array.from(witness)
      tampered[i] = (tampered[i] ?? 0) ^ 0x01
      expect(await verify(BIP322_TAPROOT, text, base64(tampered))).toBe(false)
    }
  })

  test('§4 behavior: fresh P2WPKH and P2SH-P2WPKH simple signatures verify; one address kind\'s signature fails for the other', async () => {
    const text = 'sign in'
    const native = signBip322Simple(secret, addresses.p2wpkh, text)
    const nested = signBip322Simple(secret, addresses.p2shP2wpkh, text)
    expect(await verify(addresses.p2wpkh, text, native)).toBe(true)
    expect(await verify(addresses.p2shP2wpkh, text, nested)).toBe(true)
    // Same witness shape, but to_spend commits to the address's scriptPubKey.
    expect(await verify(addresses.p2shP2wpkh, text, native)).toBe(false)
    expect(await verify(addresses.p2wpkh, text, nested)).toBe(false)
    expect(await verify(addresses.p2pkh, text, native)).toBe(false)
    expect(await verify(addresses.p2shP2wpkh, `${text}.`, nested)).toBe(false)
    expect(await verify(other.p2shP2wpkh, text, nested)).toBe(false)
    expect(await verify(addresses.p2shP2wpkh, text, signBip322Simple(secp256k1.utils.randomPrivateKey(), other.p2shP2wpkh, text))).toBe(false)
    const testnet = bitcoinTestAddresses(secret, 'testnet')
    expect(await verify(testnet.p2shP2wpkh, text, signBip322Simple(secret, testnet.p2shP2wpkh, text))).toBe(true)
    expect(await verify(testnet.p2wpkh, text, signBip322Simple(secret, testnet.p2wpkh, text))).toBe(true)
  })

  test('§4 error: wrong address, tampered message, another key and garbage do not verify', async () => {
    const text = 'sign in'
    const signature = signBip137(secret, text, 31)
    expect(await verify(other.p2pkh, text, signature)).toBe(false)
    expect(await verify(addresses.p2pkh, `${text}!`, signature)).toBe(false)
    expect(await verify(BIP322_ADDRESS, 'Hello World!', BIP322_HELLO)).toBe(false)
    expect(await verify(BIP322_ADDRESS, '', BIP322_HELLO)).toBe(false)
    expect(await verify(OTHER_P2WPKH_SIGNER, '', BIP322_EMPTY)).toBe(false)
    expect(await verify(addresses.p2pkh, 'Hello World', BIP322_HELLO)).toBe(false)
    expect(await verify(addresses.p2pkh, text, 'not base64!')).toBe(false)
    expect(await verify('not-an-address', text, signature)).toBe(false)
  })

  test('§4 error: malformed signatures, witnesses and addresses return false and never throw', async () => {
    const [signed, publicKey] = [bytesOf(BIP322_HELLO).subarray(2, 73), bytesOf(BIP322_HELLO).subarray(74)]
    const witness = (...parts: (number | Uint8Array)[]) => base64(Uint8Array.from(parts.flatMap((part) => (typeof part === 'number' ? [part] : [...part]))))
    // The helper frames the vector's own items back into a valid signature (the control).
    expect(await verify(BIP322_ADDRESS, 'Hello World', witness(2, 71, signed, 33, publicKey))).toBe(true)
    const cases: [string, string][] = [
      // bip-0322 basic-test-vectors.json "error" cases.
      [BIP322_ADDRESS, 'not-valid-base64!!!'],
      [BIP322_ADDRESS, ''],
      [BIP322_ADDRESS, 'smpAA=='],
      [BIP322_ADDRESS, 'fooAA=='],
      ['bc1pyrgrm6cu6n54jrvkdjd9rvyd3xfyu84s2623awu2srn6mxhscwpsm5644w', 'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M'],
      // Prefix without a body, or with a broken one; a simple signature with a "full" prefix.
      [BIP322_ADDRESS, 'smp'],
      [BIP322_ADDRESS, `smp${BIP322_HELLO.slice(1)}`],
      [BIP322_ADDRESS, `ful${BIP322_HELLO}`],
      // Witness framing: truncated, trailing bytes, wrong counts, non-minimal or 8-byte sizes.
      [BIP322_ADDRESS, base64(bytesOf(BIP322_HELLO).subarray(0, 60))],
      [BIP322_ADDRESS, witness(2, 71, signed, 33, publicKey, 0)],
      [BIP322_ADDRESS, witness(3, 71, signed, 33, publicKey)],
      [BIP322_ADDRESS, witness(1, 71, signed)],
      [BIP322_ADDRESS, witness(2, 0xfd, 71, 0, signed, 33, publicKey)],
      [BIP322_ADDRESS, witness(0xfd, 2, 0, 71, signed, 33, publicKey)],
      [BIP322_ADDRESS, witness(0xff, 2, 0, 0, 0, 0, 0, 0, 0, 71, signed, 33, publicKey)],
      [BIP322_ADDRESS, witness(0xfe, 0xff, 0xff, 0xff, 0xff)],
      // A witness item longer than the signature.
      [BIP322_ADDRESS, witness(2, 0xfe, 0xff, 0xff, 0xff, 0x7f, signed)],
      // Wrong sighash byte, non-DER body, empty signature, an uncompressed or hybrid key.
      [BIP322_ADDRESS, witness(2, 71, signed.subarray(0, 70), 0x81, 33, publicKey)],
      [BIP322_ADDRESS, witness(2, 65, new Uint8Array(64).fill(7), 0x01, 33, publicKey)],
      [BIP322_ADDRESS, witness(2, 0, 33, publicKey)],
      [BIP322_ADDRESS, witness(2, 71, signed, 65, secp256k1.getPublicKey(vectorSecret, false))],
      [BIP322_ADDRESS, witness(2, 71, signed, 33, 0x06, publicKey.subarray(1))],
      // P2TR: a key that is not on the curve, an empty or 63-byte signature, zero items.
      [bech32m.encode('bc', [1, ...bech32m.toWords(new Uint8Array(32).fill(0xff))]), BIP322_TAPROOT_HELLO],
      [BIP322_TAPROOT, witness(1, 0)],
      [BIP322_TAPROOT, witness(1, 63, bytesOf(BIP322_TAPROOT_HELLO).subarray(2, 65))],
      [BIP322_TAPROOT, witness(0)],
      // Addresses a single key cannot sign simple BIP-322 for, and non-addresses.
      ['bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9', BIP322_HELLO],
      ['bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt4', BIP322_TAPROOT_HELLO],
      ['', BIP322_HELLO],
      // Too long to be a single-key signature: refused before decoding.
      [BIP322_ADDRESS, 'A'.repeat(8192)],
    ]
    for (const [address, signature] of cases) expect(await verify(address, 'Hello World', signature)).toBe(false)
    // Values of the wrong type (a caller without TypeScript) are refused too.
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: 'Hello World', signature: 42 as never })).toBe(false)
    expect(await verifyBitcoinSignature({ address: null as never, message: 'Hello World', signature: BIP322_HELLO })).toBe(false)
    expect(await verifyBitcoinSignature({ address: BIP322_ADDRESS, message: undefined as never, signature: BIP322_HELLO })).toBe(false)
    expect(await verifyBitcoinSignature(null as never)).toBe(false)
  })

  test('§4 error: random bytes and random edits of valid signatures never verify and never throw', async () => {
    const valid = [BIP322_HELLO, BIP322_TAPROOT_HELLO, NESTED_HELLO]
    const targets = [BIP322_ADDRESS, BIP322_TAPROOT, NESTED_ADDRESS, addresses.p2pkh]
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 160 }), fc.constantFrom(...targets), async (bytes, address) => {
        expect(await verify(address, 'Hello World', base64(bytes))).toBe(false)
      }),
      { numRuns: 300 },
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...valid.keys()), fc.nat(), fc.integer({ min: 1, max: 255 }), async (which, at, mask) => {
        const bytes = bytesOf(valid[which] ?? '')
        bytes[at % bytes.length] = (bytes[at % bytes.length] ?? 0) ^ mask
        expect(await verify(targets[which] ?? '', 'Hello World', base64(bytes))).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  describe('§4 behavior: CAIP-122 sessions through the default verifier', () => {
    const mainnet = 'bip122:000000000019d6689c085ae165831e93' as const
    const testnet = 'bip122:000000000933ea01ad0ee984209779ba' as const
    const setup = () => {
      const nonces = createNonceRegistry()
      const verifier = createSiwxVerifier({ domain: 'dapp.example', chains: [mainnet, testnet], nonces, rpc: () => undefined })
      const build = async (chainId: typeof mainnet | typeof testnet, accountAddress: string, sign: (text: string) => string) => {
        const message = createSiwxMessage({ chainId, accountAddress }, { nonce: await nonces.issue(), page: { host: 'dapp.example', href: 'https://dapp.example/' } })
        const { toString: _t, ...data } = message
        expect(message.toString().split('\n')[0]).toBe('dapp.example wants you to sign in with your Bitcoin account:')
        return { data, message: message.toString(), signature: sign(message.toString()) }
      }
      return { verifier, build }
    }

    test('§4 behavior: a bip122 session verifies through the default verifier once; another network is refused', async () => {
      const nonces = createNonceRegistry()
      const verifier = createSiwxVerifier({ domain: 'dapp.example', chains: [mainnet], nonces, rpc: () => undefined })
      const build = async (chainId: typeof mainnet | typeof testnet) => {
        const message = createSiwxMessage({ chainId, accountAddress: addresses.p2pkh }, { nonce: await nonces.issue(), page: { host: 'dapp.example', href: 'https://dapp.example/' } })
        const { toString: _t, ...data } = message
        return { data, message: message.toString(), signature: signBip137(secret, message.toString(), 31) }
      }
      const session = await build(mainnet)
      await expect(verifier.verify(session)).resolves.toBeUndefined()
      await expect(verifier.verify(session)).rejects.toMatchObject({ reason: 'nonceUsed' })
      await expect(verifier.verify({ ...session, signature: signBip137(secp256k1.utils.randomPrivateKey(), session.message, 31) })).rejects.toMatchObject({ reason: 'badSignature' })
      await expect(verifier.verify(await build(testnet))).rejects.toMatchObject({ reason: 'wrongChain' })
    })

    test('§4 behavior: a taproot account signs in end to end (BIP-322, Schnorr); replay, another key and another text fail', async () => {
      const { verifier, build } = setup()
      const session = await build(mainnet, BIP322_TAPROOT, (text) => signBip322Simple(vectorSecret, BIP322_TAPROOT, text))
      await expect(verifier.verify(session)).resolves.toBeUndefined()
      await expect(verifier.verify(session)).rejects.toMatchObject({ reason: 'nonceUsed' })
      const forged = await build(mainnet, BIP322_TAPROOT, (text) => signBip322Simple(secret, addresses.p2tr, text))
      await expect(verifier.verify(forged)).rejects.toMatchObject({ reason: 'badSignature' })
      const first = await build(mainnet, BIP322_TAPROOT, (text) => signBip322Simple(vectorSecret, BIP322_TAPROOT, text))
      const second = await build(mainnet, BIP322_TAPROOT, (text) => text)
      // A valid signature of one sign-in text does not sign another (the nonce differs).
      await expect(verifier.verify({ ...second, signature: first.signature })).rejects.toMatchObject({ reason: 'badSignature' })
      await expect(verifier.verify(first)).resolves.toBeUndefined()
      // SIGHASH_ALL form, on testnet with the tb1p address.
      const tb = bitcoinTestAddresses(vectorSecret, 'testnet').p2tr
      await expect(verifier.verify(await build(testnet, tb, (text) => signBip322Simple(vectorSecret, tb, text, { sighashAll: true })))).resolves.toBeUndefined()
    })

    test('§4 behavior: P2SH-P2WPKH and P2WPKH accounts sign in end to end with BIP-322 and with BIP-137', async () => {
      const { verifier, build } = setup()
      for (const address of [addresses.p2shP2wpkh, addresses.p2wpkh]) {
        await expect(verifier.verify(await build(mainnet, address, (text) => signBip322Simple(secret, address, text)))).resolves.toBeUndefined()
        await expect(verifier.verify(await build(mainnet, address, (text) => signBip137(secret, text, address === addresses.p2wpkh ? 39 : 35)))).resolves.toBeUndefined()
        await expect(verifier.verify(await build(mainnet, address, (text) => signBip322Simple(secret, other.p2wpkh, text)))).rejects.toMatchObject({ reason: 'badSignature' })
      }
    })
  })
})
