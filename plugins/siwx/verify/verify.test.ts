import { ed25519 } from '@noble/curves/ed25519'
import { createPublicClient, createWalletClient, http, serializeErc6492Signature, encodeFunctionData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil, type Devnet } from '../../../devnet/anvil'
import { compileSiwxSmartAccount, loadSiwxSmartAccount } from '../../../devnet/contracts/compileSiwxSmartAccount'
import { base58Encode, type SIWXSession } from 'portico'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { createNonceRegistry } from './createNonceRegistry'
import { createSiwxVerifier } from './createSiwxVerifier'
import { verifySolanaSignature } from './verifySolanaSignature'

const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d') // anvil #1
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a') // anvil #2
const deployer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80') // anvil #0
const page = { host: 'dapp.example', href: 'https://dapp.example/' }
const CHAIN = 'eip155:31337' as const
const artifact = loadSiwxSmartAccount()

let chain: Devnet
let factory: Hex
let deployedAccount: Hex
let counterfactual: { address: Hex; calldata: Hex }

beforeAll(async () => {
  chain = await startAnvil({ state: false })
  const transport = http(chain.url)
  const wallet = createWalletClient({ account: deployer, transport })
  const client = createPublicClient({ transport })
  const deploy = async (bytecode: Hex, abi = artifact.SiwxAccountFactory.abi) => {
    const hash = await wallet.deployContract({ abi, bytecode, chain: null })
    return (await client.waitForTransactionReceipt({ hash })).contractAddress as Hex
  }
  factory = await deploy(artifact.SiwxAccountFactory.bytecode)
  const factoryAbi = artifact.SiwxAccountFactory.abi
  const salt = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex
  deployedAccount = (await client.readContract({ address: factory, abi: factoryAbi, functionName: 'getAddress', args: [owner.address, salt(1)] })) as Hex
  const hash = await wallet.writeContract({ address: factory, abi: factoryAbi, functionName: 'createAccount', args: [owner.address, salt(1)], chain: null })
  await client.waitForTransactionReceipt({ hash })
  counterfactual = {
    address: (await client.readContract({ address: factory, abi: factoryAbi, functionName: 'getAddress', args: [owner.address, salt(2)] })) as Hex,
    calldata: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, salt(2)] }),
  }
})
afterAll(async () => chain?.stop())

function setup(options: { domain?: string; now?: () => number } = {}) {
  const nonces = createNonceRegistry()
  const request = async (args: { method: string; params?: unknown }) => {
    const response = await fetch(chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...args }) })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  const verifier = createSiwxVerifier({ domain: options.domain ?? 'dapp.example', chains: [CHAIN, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], nonces, rpc: () => request, now: options.now })
  return { nonces, verifier }
}

async function signed(nonces: { issue(): Promise<string> }, address: string, sign: (text: string) => Promise<string>, extra: Parameters<typeof createSiwxMessage>[1] extends infer O ? Partial<O> : never = {}): Promise<SIWXSession> {
  const message = createSiwxMessage({ chainId: CHAIN, accountAddress: address }, { nonce: await nonces.issue(), page, ...extra })
  const { toString: _t, ...data } = message
  return { data, message: message.toString(), signature: await sign(message.toString()) }
}

describe('§4 sign-in verification (eip155, against anvil)', () => {
  test('artifact: the committed SiwxSmartAccount.json is what solc builds from the source', () => {
    const fresh = compileSiwxSmartAccount()
    expect(fresh.SiwxSmartAccount.bytecode).toBe(artifact.SiwxSmartAccount.bytecode)
    expect(fresh.SiwxAccountFactory.bytecode).toBe(artifact.SiwxAccountFactory.bytecode)
  }, 60_000)

  test('§4 behavior: an EOA signature verifies; a signature by another key is rejected', async () => {
    const { nonces, verifier } = setup()
    await expect(verifier.verify(await signed(nonces, owner.address, (m) => owner.signMessage({ message: m })))).resolves.toBeUndefined()
    await expect(verifier.verify(await signed(nonces, owner.address, (m) => stranger.signMessage({ message: m })))).rejects.toMatchObject({ reason: 'badSignature' })
  })

  test('§6 behavior: ERC-1271: a deployed smart account verifies by its owner; not by a stranger', async () => {
    const { nonces, verifier } = setup()
    await expect(verifier.verify(await signed(nonces, deployedAccount, (m) => owner.signMessage({ message: m })))).resolves.toBeUndefined()
    await expect(verifier.verify(await signed(nonces, deployedAccount, (m) => stranger.signMessage({ message: m })))).rejects.toMatchObject({ reason: 'badSignature' })
  })

  test('§6 behavior: ERC-6492: a not-yet-deployed account verifies through its factory; wrong owner rejected', async () => {
    const { nonces, verifier } = setup()
    const wrap = async (text: string, signer = owner) =>
      serializeErc6492Signature({ address: factory, data: counterfactual.calldata, signature: await signer.signMessage({ message: text }) })
    await expect(verifier.verify(await signed(nonces, counterfactual.address, (m) => wrap(m)))).resolves.toBeUndefined()
    await expect(verifier.verify(await signed(nonces, counterfactual.address, (m) => wrap(m, stranger)))).rejects.toMatchObject({ reason: 'badSignature' })
    const code = await createPublicClient({ transport: http(chain.url) }).getCode({ address: counterfactual.address })
    expect(code ?? '0x').toBe('0x') // verified without deploying
  })

  test('§4 error: expired, not-yet-valid and issued-in-the-future messages are rejected', async () => {
    const { nonces, verifier } = setup()
    const sign = (m: string) => owner.signMessage({ message: m })
    const past = Date.now() - 2 * 24 * 3600_000
    await expect(verifier.verify(await signed(nonces, owner.address, sign, { now: () => past }))).rejects.toThrowError('The sign-in message has expired')
    await expect(verifier.verify(await signed(nonces, owner.address, sign, { notBefore: new Date(Date.now() + 60_000) }))).rejects.toThrowError('The sign-in message is not valid yet')
    await expect(verifier.verify(await signed(nonces, owner.address, sign, { now: () => Date.now() + 3600_000 }))).rejects.toMatchObject({ reason: 'notYetValid' })
  })

  test('§4 error: a hostile domain (message or URI) and another network are rejected', async () => {
    const { nonces, verifier } = setup()
    const sign = (m: string) => owner.signMessage({ message: m })
    await expect(verifier.verify(await signed(nonces, owner.address, sign, { page: { host: 'evil.example', href: 'https://evil.example/' } }))).rejects.toThrowError('The sign-in message is for another domain')
    await expect(verifier.verify(await signed(nonces, owner.address, sign, { page: { host: 'dapp.example', href: 'https://evil.example/' } }))).rejects.toMatchObject({ reason: 'wrongDomain' })
    const message = createSiwxMessage({ chainId: 'eip155:1', accountAddress: owner.address }, { nonce: await nonces.issue(), page })
    const { toString: _t, ...data } = message
    await expect(verifier.verify({ data, message: message.toString(), signature: await sign(message.toString()) })).rejects.toThrowError('The sign-in message is for another network')
  })

  test('§4 error: a replayed nonce and a nonce never issued are rejected; nothing is consumed by a bad signature', async () => {
    const { nonces, verifier } = setup()
    const session = await signed(nonces, owner.address, (m) => owner.signMessage({ message: m }))
    const forged = { ...session, signature: await stranger.signMessage({ message: session.message }) }
    await expect(verifier.verify(forged)).rejects.toMatchObject({ reason: 'badSignature' })
    await expect(verifier.verify(session)).resolves.toBeUndefined()
    await expect(verifier.verify(session)).rejects.toThrowError('The sign-in nonce was already used or never issued')
    const foreign = await signed(createNonceRegistry(), owner.address, (m) => owner.signMessage({ message: m }))
    await expect(verifier.verify(foreign)).rejects.toMatchObject({ reason: 'nonceUsed' })
  })

  test('§4 error: fields that do not match the signed text are rejected', async () => {
    const { nonces, verifier } = setup()
    const session = await signed(nonces, owner.address, (m) => owner.signMessage({ message: m }))
    await expect(verifier.verify({ ...session, data: { ...session.data, expirationTime: '2999-01-01T00:00:00.000Z' } })).rejects.toThrowError('The sign-in message does not match its fields')
    await expect(verifier.verify({ ...session, signature: 'nope' })).rejects.toMatchObject({ reason: 'badSignature' })
  })
})

describe('§4 sign-in verification (solana ed25519)', () => {
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58Encode(ed25519.getPublicKey(secret))
  const sign = async (text: string) => base58Encode(ed25519.sign(new TextEncoder().encode(text), secret))

  test('§4 behavior: a valid ed25519 signature verifies; another key, a changed text and garbage do not', async () => {
    const text = 'dapp.example wants you to sign in'
    expect(await verifySolanaSignature({ address, message: text, signature: await sign(text) })).toBe(true)
    expect(await verifySolanaSignature({ address, message: `${text}!`, signature: await sign(text) })).toBe(false)
    const other = base58Encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))
    expect(await verifySolanaSignature({ address: other, message: text, signature: await sign(text) })).toBe(false)
    expect(await verifySolanaSignature({ address, message: text, signature: '0OIl' })).toBe(false)
  })

  test('§4 behavior: a solana session verifies end to end, once', async () => {
    const { nonces, verifier } = setup()
    const message = createSiwxMessage({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: address }, { nonce: await nonces.issue(), page })
    const { toString: _t, ...data } = message
    const session = { data, message: message.toString(), signature: await sign(message.toString()) }
    await expect(verifier.verify(session)).resolves.toBeUndefined()
    await expect(verifier.verify(session)).rejects.toMatchObject({ reason: 'nonceUsed' })
  })
})
