import { schnorr } from '@noble/curves/secp256k1'
import { describe, expect, test } from 'vitest'
import { base58Decode } from 'portico'
import { createSiwxMessage } from '../../../plugins/siwx/message/createSiwxMessage'
import { bip322TaprootSighash } from '../../../plugins/siwx/verify/bip322Transactions'
import { bitcoinAddressPayload, bitcoinScriptPubKey } from '../../../plugins/siwx/verify/bitcoinAddress'
import { createNonceRegistry } from '../../../plugins/siwx/verify/createNonceRegistry'
import { createSiwxVerifier } from '../../../plugins/siwx/verify/createSiwxVerifier'
import { verifyBitcoinSignature } from '../../../plugins/siwx/verify/verifyBitcoinSignature'
import { ANVIL_KEY_0, createWalletKeys, SOLANA_TEST_SEED } from './accounts'
import { handleBip122PolkadotRequest } from './bip122PolkadotRequests'
import { createBitcoinKey } from './chainKeys'
import { WalletRpcError } from './walletRpcError'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93' as const
// BIP-322's test key (WIF) and its P2TR address (Bitcoin Core PR #24058 vectors).
const BIP322_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const BIP322_TAPROOT = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

const taproot = createWalletKeys(ANVIL_KEY_0, SOLANA_TEST_SEED, { bitcoinAddressType: 'p2tr' })
const legacy = createWalletKeys()
const request = (keys: typeof taproot, method: string, params: unknown) => handleBip122PolkadotRequest(keys, { method, params })
const codeOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof WalletRpcError ? error.code : 'not a wallet error'))

describe('bip122 requests of a taproot account', () => {
  test('§7 behavior: the taproot key of the BIP-322 test secret has the BIP\'s P2TR address', () => {
    const secret = hex(base58Decode(BIP322_WIF).subarray(1, 33))
    const key = createBitcoinKey(secret, 'p2tr')
    expect(key.address).toBe(BIP322_TAPROOT)
    expect(key.publicKey).toEqual(schnorr.getPublicKey(base58Decode(BIP322_WIF).subarray(1, 33)))
    expect(taproot.bitcoin.address).toMatch(/^bc1p[02-9ac-hj-np-z]{58}$/)
  })

  test('§7 behavior: signMessage answers a BIP-322 simple signature the siwx verifier accepts; its digest is the verifier\'s', async () => {
    const address = taproot.bitcoin.address
    const message = 'Portico: sign in with Bitcoin (taproot)'
    const answer = (await request(taproot, 'signMessage', { account: address, address, message })) as { result: { address: string; signature: string; messageHash: string } }
    expect(answer.result.address).toBe(address)
    expect(await verifyBitcoinSignature({ address, message, signature: answer.result.signature })).toBe(true)
    expect(await verifyBitcoinSignature({ address, message: `${message}!`, signature: answer.result.signature })).toBe(false)
    const scriptPubKey = bitcoinScriptPubKey(bitcoinAddressPayload(address)) ?? new Uint8Array()
    expect(answer.result.messageHash).toBe(hex(bip322TaprootSighash(scriptPubKey, message, 0x00)))
    const explicit = (await request(taproot, 'signMessage', { account: address, message, protocol: 'bip322' })) as { result: { signature: string } }
    expect(await verifyBitcoinSignature({ address, message, signature: explicit.result.signature })).toBe(true)
    const accounts = (await request(taproot, 'getAccountAddresses', { account: address })) as { result: unknown }
    expect(accounts.result).toEqual([{ address, publicKey: hex(taproot.bitcoin.publicKey), intention: 'payment' }])
  })

  test('§5 error: each account signs with its own protocol only; another account is refused', async () => {
    const address = taproot.bitcoin.address
    expect(await codeOf(request(taproot, 'signMessage', { account: address, message: 'x', protocol: 'ecdsa' }))).toBe(-32602)
    expect(await codeOf(request(legacy, 'signMessage', { account: legacy.bitcoin.address, message: 'x', protocol: 'bip322' }))).toBe(-32602)
    expect(await codeOf(request(taproot, 'signMessage', { account: address, message: 'x', protocol: 'schnorr' }))).toBe(-32602)
    expect(await codeOf(request(taproot, 'signMessage', { account: legacy.bitcoin.address, message: 'x' }))).toBe(4100)
    // The P2PKH account still answers BIP-137, which the verifier accepts.
    const answer = (await request(legacy, 'signMessage', { account: legacy.bitcoin.address, message: 'x', protocol: 'ecdsa' })) as { result: { signature: string } }
    expect(await verifyBitcoinSignature({ address: legacy.bitcoin.address, message: 'x', signature: answer.result.signature })).toBe(true)
  })

  test('§4 behavior: a CAIP-122 sign-in signed by the wallet\'s taproot account verifies through the default verifier', async () => {
    const nonces = createNonceRegistry()
    const verifier = createSiwxVerifier({ domain: 'dapp.example', chains: [MAINNET], nonces, rpc: () => undefined })
    const address = taproot.bitcoin.address
    const message = createSiwxMessage({ chainId: MAINNET, accountAddress: address }, { nonce: await nonces.issue(), page: { host: 'dapp.example', href: 'https://dapp.example/' } })
    const { toString: _t, ...data } = message
    // The siwx flow's request: `signMessage` with the account's address and the text, no protocol.
    const answer = (await request(taproot, 'signMessage', { account: address, address, message: message.toString() })) as { result: { signature: string } }
    await expect(verifier.verify({ data, message: message.toString(), signature: answer.result.signature })).resolves.toBeUndefined()
    await expect(verifier.verify({ data, message: message.toString(), signature: answer.result.signature })).rejects.toMatchObject({ reason: 'nonceUsed' })
  })
})
