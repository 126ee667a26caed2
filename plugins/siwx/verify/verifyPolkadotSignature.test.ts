import { ed25519 } from '@noble/curves/ed25519'
import { blake2b } from '@noble/hashes/blake2.js'
import * as sr25519 from '@scure/sr25519'
import { describe, expect, test } from 'vitest'
import { base58Encode } from 'portico'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { createNonceRegistry } from './createNonceRegistry'
import { createSiwxVerifier } from './createSiwxVerifier'
import { verifyPolkadotSignature } from './verifyPolkadotSignature'

const hex = (bytes: Uint8Array) => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
/** SS58 address of a 32-byte public key (format 0: Polkadot, 42: generic Substrate). */
function ss58(publicKey: Uint8Array, format = 0): string {
  const body = Uint8Array.from([format, ...publicKey])
  const checksum = blake2b(Uint8Array.from([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 })
  return base58Encode(Uint8Array.from([...body, checksum[0] ?? 0, checksum[1] ?? 0]))
}
const wrap = (text: string) => new TextEncoder().encode(`<Bytes>${text}</Bytes>`)
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f' as const

describe('§4 sign-in verification (polkadot)', () => {
  const secret = sr25519.secretFromSeed(crypto.getRandomValues(new Uint8Array(32)))
  const address = ss58(sr25519.getPublicKey(secret))
  const edSeed = ed25519.utils.randomPrivateKey()
  const edAddress = ss58(ed25519.getPublicKey(edSeed), 42)

  test('§4 behavior: sr25519 over the <Bytes>-wrapped text (extension signRaw) and over the bare text verify', async () => {
    const text = 'dapp.example wants you to sign in with your Polkadot account'
    expect(await verifyPolkadotSignature({ address, message: text, signature: hex(sr25519.sign(secret, wrap(text))) })).toBe(true)
    expect(await verifyPolkadotSignature({ address, message: text, signature: hex(sr25519.sign(secret, new TextEncoder().encode(text))) })).toBe(true)
  })

  test('§4 behavior: ed25519 accounts verify too', async () => {
    const text = 'sign in'
    expect(await verifyPolkadotSignature({ address: edAddress, message: text, signature: hex(ed25519.sign(wrap(text), edSeed)) })).toBe(true)
  })

  test('§4 error: wrong address, tampered message, other wrapping and garbage do not verify', async () => {
    const text = 'sign in'
    const signature = hex(sr25519.sign(secret, wrap(text)))
    const other = ss58(sr25519.getPublicKey(sr25519.secretFromSeed(crypto.getRandomValues(new Uint8Array(32)))))
    expect(await verifyPolkadotSignature({ address: other, message: text, signature })).toBe(false)
    expect(await verifyPolkadotSignature({ address, message: `${text}!`, signature })).toBe(false)
    expect(await verifyPolkadotSignature({ address, message: text, signature: hex(sr25519.sign(secret, new TextEncoder().encode(`<Bytes>${text}</Bytes>!`))) })).toBe(false)
    expect(await verifyPolkadotSignature({ address: edAddress, message: text, signature })).toBe(false)
    expect(await verifyPolkadotSignature({ address, message: text, signature: '0x1234' })).toBe(false)
    expect(await verifyPolkadotSignature({ address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', message: text, signature })).toBe(false)
  })

  test('§4 behavior: a polkadot session (CAIP-122 text) verifies through the default verifier once; another network is refused', async () => {
    const nonces = createNonceRegistry()
    const verifier = createSiwxVerifier({ domain: 'dapp.example', chains: [POLKADOT], nonces, rpc: () => undefined })
    const build = async (chainId: typeof POLKADOT | typeof KUSAMA) => {
      const message = createSiwxMessage({ chainId, accountAddress: address }, { nonce: await nonces.issue(), page: { host: 'dapp.example', href: 'https://dapp.example/' } })
      const { toString: _t, ...data } = message
      return { data, message: message.toString(), signature: hex(sr25519.sign(secret, wrap(message.toString()))) }
    }
    const session = await build(POLKADOT)
    expect(session.message).toContain('wants you to sign in with your Polkadot account:')
    expect(session.message).toContain('Chain ID: 91b171bb158e2d3848fa23a9f1c25182')
    await expect(verifier.verify(session)).resolves.toBeUndefined()
    await expect(verifier.verify(session)).rejects.toMatchObject({ reason: 'nonceUsed' })
    await expect(verifier.verify({ ...(await build(POLKADOT)), signature: hex(ed25519.sign(wrap(session.message), edSeed)) })).rejects.toMatchObject({ reason: 'badSignature' })
    await expect(verifier.verify(await build(KUSAMA))).rejects.toMatchObject({ reason: 'wrongChain' })
  })
})
