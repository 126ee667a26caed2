import { randomBytes } from 'node:crypto'
import { createWalletClient, http, parseAbi } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAnvil, type Devnet } from '../../../../devnet/anvil'
import { createAuthService } from '../authService'
import { openDatabase, type Database } from '../database'
import { createMailer } from '../mailer'
import { createSealer } from '../secrets'
import { startDevFarcasterRelay, type DevFarcasterRelay } from './devRelay'
import { createFarcasterService, farcasterMessages, type FarcasterService } from './farcasterService'
import { createIdRegistryCustody } from './idRegistry'
import { farcasterSignInMessages, verifyFarcasterSignIn } from './verifySignIn'

let db: Database
let relay: DevFarcasterRelay
let chain: Devnet
let custodyOf: (fid: number) => Promise<`0x${string}`>
let farcaster: FarcasterService
const publicUrl = 'http://localhost:4100'
const hostOrigin = 'http://127.0.0.1:5173'
const device = () => randomBytes(32).toString('base64url')

beforeAll(async () => {
  ;[db, relay, chain] = await Promise.all([openDatabase({}), startDevFarcasterRelay(), startAnvil()])
  // Custody from the devnet's IdRegistry (as production reads OP Mainnet's), through the node's RPC.
  custodyOf = createIdRegistryCustody({ rpcUrl: chain.url, address: chain.addresses.farcaster.idRegistry })
  const auth = createAuthService({
    db, mailer: createMailer({ host: '127.0.0.1', port: 9, from: 'wallet@localhost' }), publicUrl,
    serverSealer: createSealer(randomBytes(32)), recoverySealer: createSealer(randomBytes(32)), now: Date.now,
  })
  farcaster = createFarcasterService({ db, auth, relayUrl: relay.url, custodyOf, publicUrl: () => publicUrl, now: Date.now })
}, 60_000)
afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
  await db?.close()
})

const channelTokenOf = (url: string) => new URL(url).searchParams.get('channelToken') ?? ''
/** The visitor's Farcaster wallet completes the channel (what the relay's approval page does). */
const authenticate = (channelToken: string, answer: { message: string; signature: string; fid: number; username?: string }) =>
  fetch(`${relay.url}/v1/channel/authenticate`, { method: 'POST', headers: { Authorization: `Bearer ${channelToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(answer) })

async function signIn(fid: number, deviceId = device()) {
  const { url, flowId } = await farcaster.start({ deviceId, hostOrigin })
  expect((await authenticate(channelTokenOf(url), await relay.signAs(channelTokenOf(url), fid))).status).toBe(201)
  return farcaster.poll({ flowId, deviceId })
}

describe('issue 19: Sign In With Farcaster', () => {
  test('the channel URL for the QR code; pending until the wallet answers; then the fid signs in, once', async () => {
    const deviceId = device()
    const { url, flowId } = await farcaster.start({ deviceId, hostOrigin })
    expect(url.startsWith(`${relay.url}/~/siwf?channelToken=`)).toBe(true)
    await expect(farcaster.poll({ flowId, deviceId })).resolves.toEqual({ status: 'pending' })
    await expect(farcaster.poll({ flowId, deviceId: device() })).rejects.toThrow(farcasterMessages.otherDevice)
    await authenticate(channelTokenOf(url), await relay.signAs(channelTokenOf(url), 20001))
    const done = await farcaster.poll({ flowId, deviceId })
    expect(done).toMatchObject({ status: 'done', user: { email: null, socialProvider: 'farcaster', userName: 'ada' } })
    await expect(farcaster.poll({ flowId, deviceId })).rejects.toThrow(farcasterMessages.badFlow)
  })

  test('the same fid is the same account on another device; another fid another', async () => {
    const first = await signIn(20002)
    const second = await signIn(20002)
    const other = await signIn(20001)
    if (first.status !== 'done' || second.status !== 'done' || other.status !== 'done') throw new Error('not signed in')
    expect(second.user.id).toBe(first.user.id)
    expect(other.user.id).not.toBe(first.user.id)
  })

  test("a message signed by a key that is not the fid's custody address is refused", async () => {
    const deviceId = device()
    const { url, flowId } = await farcaster.start({ deviceId, hostOrigin })
    const genuine = await relay.signAs(channelTokenOf(url), 20001)
    const stranger = privateKeyToAccount(generatePrivateKey())
    // The stranger signs the message naming the custody address: the signature does not recover to it.
    await authenticate(channelTokenOf(url), { ...genuine, signature: await stranger.signMessage({ message: genuine.message }) })
    await expect(farcaster.poll({ flowId, deviceId })).rejects.toThrow(farcasterSignInMessages.signature)
    // One answer per flow: the refused one used it up.
    await expect(farcaster.poll({ flowId, deviceId })).rejects.toThrow(farcasterMessages.badFlow)
  })

  test("a message naming and signed by a key that is not the fid's custody on the IdRegistry is refused", async () => {
    const deviceId = device()
    const { url, flowId } = await farcaster.start({ deviceId, hostOrigin })
    const genuine = await relay.signAs(channelTokenOf(url), 20001)
    // A self-consistent message (the signature recovers to the address it names) by a key the
    // registry does not hold for fid 20001.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const registered = chain.addresses.farcaster.fids.find((entry) => entry.fid === 20001)?.custody.address ?? ''
    const message = genuine.message.replace(registered, stranger.address)
    expect(message).toContain(stranger.address)
    await authenticate(channelTokenOf(url), { ...genuine, message, signature: await stranger.signMessage({ message }) })
    await expect(farcaster.poll({ flowId, deviceId })).rejects.toThrow(farcasterSignInMessages.custody)
  })

  test("a genuine signature by another account's custody key, claiming this fid, is refused", async () => {
    const deviceId = device()
    const { url, flowId } = await farcaster.start({ deviceId, hostOrigin })
    const grace = await relay.signAs(channelTokenOf(url), 20002)
    await authenticate(channelTokenOf(url), { ...grace, message: grace.message.replace('farcaster://fid/20002', 'farcaster://fid/20001'), fid: 20001 })
    await expect(farcaster.poll({ flowId, deviceId })).rejects.toThrow(farcasterSignInMessages.signature)
  })
})

describe('verifyFarcasterSignIn (FIP-11 / EIP-4361 checks)', () => {
  const custody = privateKeyToAccount(generatePrivateKey())
  const expected = { domain: 'localhost:4100', uri: publicUrl, nonce: 'abcdef0123456789', nowMs: Date.parse('2026-01-01T00:00:00Z'), custodyOf: async () => custody.address }
  const message = (fields: Record<string, string>) => {
    const f = { domain: 'localhost:4100', uri: publicUrl, chain: '10', nonce: 'abcdef0123456789', issued: '2025-12-31T23:59:00.000Z', resource: 'farcaster://fid/7', extra: '', ...fields }
    return `${f.domain} wants you to sign in with your Ethereum account:\n${custody.address}\n\nFarcaster Auth\n\nURI: ${f.uri}\nVersion: 1\nChain ID: ${f.chain}\nNonce: ${f.nonce}\nIssued At: ${f.issued}${f.extra}\nResources:\n- ${f.resource}`
  }
  const check = async (fields: Record<string, string>, overrides: Partial<typeof expected> = {}) => {
    const text = message(fields)
    return verifyFarcasterSignIn({ message: text, signature: await custody.signMessage({ message: text }), fid: 7 }, { ...expected, ...overrides })
  }

  test('a message as the relay makes it passes', async () => {
    await expect(check({})).resolves.toEqual({ fid: 7, custody: custody.address })
  })
  test.each([
    ['domain', { domain: 'evil.example' }, farcasterSignInMessages.domain],
    ['URI', { uri: 'https://evil.example' }, farcasterSignInMessages.uri],
    ['nonce', { nonce: 'ffffffff00000000' }, farcasterSignInMessages.nonce],
    ['chain', { chain: '1' }, farcasterSignInMessages.chain],
    ['expiry', { extra: '\nExpiration Time: 2025-12-31T23:59:59.000Z' }, farcasterSignInMessages.expired],
    ['not-before', { extra: '\nNot Before: 2026-01-01T00:01:00.000Z' }, farcasterSignInMessages.notYetValid],
    ['fid resource', { resource: 'farcaster://fid/8' }, farcasterSignInMessages.fid],
  ])('another %s is refused', async (_name, fields, text) => {
    await expect(check(fields)).rejects.toThrow(text)
  })
  test("a signer that is not the fid's custody address is refused", async () => {
    await expect(check({}, { custodyOf: async () => privateKeyToAccount(generatePrivateKey()).address })).rejects.toThrow(farcasterSignInMessages.custody)
  })
})

describe('createIdRegistryCustody: custodyOf(fid) by eth_call on the IdRegistry', () => {
  test('reads the dev fids\' custody addresses from the devnet state', async () => {
    for (const { fid, custody } of chain.addresses.farcaster.fids) await expect(custodyOf(fid)).resolves.toBe(custody.address)
  })

  test('follows the chain: a fid the gateway registers now is read with its custody address', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    const gateway = createWalletClient({ account: privateKeyToAccount(chain.addresses.deployer.privateKey), transport: http(chain.url) })
    const abi = parseAbi(['function register(address to) returns (uint256)'])
    await gateway.writeContract({ chain: null, address: chain.addresses.farcaster.idRegistry, abi, functionName: 'register', args: [custody.address] })
    const fid = Math.max(...chain.addresses.farcaster.fids.map((entry) => entry.fid)) + 1
    await expect.poll(() => custodyOf(fid).catch(() => undefined)).toBe(custody.address)
  })

  test('an unregistered fid or an unreachable node: the custody address could not be read (502)', async () => {
    await expect(custodyOf(99)).rejects.toMatchObject({ status: 502, message: farcasterMessages.custody })
    const offline = createIdRegistryCustody({ rpcUrl: 'http://127.0.0.1:9', address: chain.addresses.farcaster.idRegistry })
    await expect(offline(20001)).rejects.toMatchObject({ status: 502, message: farcasterMessages.custody })
  })
})
