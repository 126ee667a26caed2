import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import * as sr25519 from '@scure/sr25519'
import { describe, expect, test } from 'vitest'
import { base58Decode, bitcoin, isBitcoinAddress, isPolkadotAddress, polkadot } from 'portico'
import { verifyBitcoinSignature } from '../siwx/verify/verifyBitcoinSignature'
import { verifyPolkadotSignature } from '../siwx/verify/verifyPolkadotSignature'
import { createWalletConnectHarness } from './testing/walletConnectHarness'

const harness = createWalletConnectHarness([bitcoin, polkadot])
const phone = () => harness.phone({ evmChains: {}, bip122Chains: [bitcoin.caipNetworkId], polkadotChains: [polkadot.caipNetworkId] })
const utf8 = (text: string) => new TextEncoder().encode(text)

/** Bitcoin's signed-message digest, written out here (not the wallet's code) to check its signature. */
function magicHash(message: string) {
  const prefix = utf8('\x18Bitcoin Signed Message:\n')
  const body = utf8(message)
  return sha256(sha256(new Uint8Array([...prefix, body.length, ...body])))
}
/** The P2PKH address that a BIP-137 compact signature (header 31-34: compressed key) recovers to. */
function recoverP2pkh(signatureBase64: string, message: string) {
  const bytes = Uint8Array.from(atob(signatureBase64), (c) => c.charCodeAt(0))
  expect(bytes.length).toBe(65)
  const header = bytes[0] ?? 0
  expect(header).toBeGreaterThanOrEqual(31)
  expect(header).toBeLessThanOrEqual(34)
  const signature = secp256k1.Signature.fromCompact(bytes.subarray(1)).addRecoveryBit(header - 31)
  const publicKey = signature.recoverPublicKey(magicHash(message)).toRawBytes(true)
  expect(secp256k1.verify(signature.toCompactRawBytes(), magicHash(message), publicKey)).toBe(true)
  const payload = new Uint8Array([0, ...ripemd160(sha256(publicKey))])
  const check = sha256(sha256(payload)).subarray(0, 4)
  return { payload, check, publicKey }
}

describe('bip122 and polkadot sessions', () => {
  test('§3 §7 behavior: one session approves bip122 and polkadot; accounts map to CAIP-10 with the spec account types', async () => {
    const { connector } = harness.setup()
    const wallet = await phone()
    const bitcoinAccounts = await harness.pair(connector, wallet, bitcoin)
    expect(bitcoinAccounts).toEqual([
      { namespace: 'bip122', caipAddress: `${bitcoin.caipNetworkId}:${wallet.keys.bitcoin.address}`, accountType: 'payment', networkId: bitcoin.caipNetworkId },
    ])
    expect(isBitcoinAddress(wallet.keys.bitcoin.address)).toBe(true)
    expect(connector.approvedNamespaces().sort()).toEqual(['bip122', 'polkadot'])
    expect(await connector.reconnect({ network: polkadot })).toEqual([
      { namespace: 'polkadot', caipAddress: `${polkadot.caipNetworkId}:${wallet.keys.polkadot.address}`, accountType: 'eoa', networkId: polkadot.caipNetworkId },
    ])
    expect(isPolkadotAddress(wallet.keys.polkadot.address)).toBe(true)
  })

  test('§7 behavior: bip122 signMessage returns a BIP-137 signature that recovers to the account address', async () => {
    const { connector } = harness.setup()
    const wallet = await phone()
    const [account] = await harness.pair(connector, wallet, bitcoin)
    const address = account?.caipAddress.split(':')[2] ?? ''
    const message = 'Portico: sign in with Bitcoin'
    const signing = connector.request({ method: 'signMessage', params: { account: address, address, message, protocol: 'ecdsa' } })
    const request = await wallet.next('request')
    expect(request.kind === 'request' && [request.method, request.chainId]).toEqual(['signMessage', bitcoin.caipNetworkId])
    await wallet.approve(request.id)
    const answer = (await signing) as { address: string; signature: string }
    expect(answer.address).toBe(address)
    const { payload, check } = recoverP2pkh(answer.signature, message)
    expect(base58Decode(address)).toEqual(new Uint8Array([...payload, ...check]))
    // The product's own verifier (sign-in with X) accepts it too, and refuses another message.
    expect(await verifyBitcoinSignature({ address, message, signature: answer.signature })).toBe(true)
    expect(await verifyBitcoinSignature({ address, message: `${message}!`, signature: answer.signature })).toBe(false)
  })

  test('§7 behavior: polkadot_signMessage returns an sr25519 signature over the <Bytes>-wrapped message that verifies for the SS58 key', async () => {
    const { connector } = harness.setup()
    const wallet = await phone()
    await harness.pair(connector, wallet, polkadot)
    const address = wallet.keys.polkadot.address
    const signing = connector.request({ method: 'polkadot_signMessage', params: { address, message: 'Portico: sign in with Polkadot' } })
    const request = await wallet.next('request')
    expect(request.kind === 'request' && [request.method, request.chainId]).toEqual(['polkadot_signMessage', polkadot.caipNetworkId])
    await wallet.approve(request.id)
    const { signature } = (await signing) as { signature: string }
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const bytes = Uint8Array.from(signature.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16))
    const publicKey = base58Decode(address).subarray(1, 33)
    expect(sr25519.verify(utf8('<Bytes>Portico: sign in with Polkadot</Bytes>'), bytes, publicKey)).toBe(true)
    expect(sr25519.verify(utf8('<Bytes>something else</Bytes>'), bytes, publicKey)).toBe(false)
    expect(await verifyPolkadotSignature({ address, message: 'Portico: sign in with Polkadot', signature })).toBe(true)
  })

  test('§5 error: a sign request for another account is refused by the wallet; bad params too', async () => {
    const { connector } = harness.setup()
    const wallet = await phone()
    await harness.pair(connector, wallet, polkadot)
    const other = connector.request({ method: 'polkadot_signMessage', params: { address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', message: 'x' } })
    await wallet.approve((await wallet.next('request')).id)
    await expect(other).rejects.toMatchObject({ code: 4100 })
    const bad = connector.request({ method: 'polkadot_signMessage', params: { message: 'x' } })
    await wallet.approve((await wallet.next('request')).id)
    await expect(bad).rejects.toMatchObject({ code: -32602 })
  })
})
