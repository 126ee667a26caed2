import UniversalProvider from '@walletconnect/universal-provider'
import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { recoverMessageAddress, createPublicClient, http, type Hex } from 'viem'
import { base58Decode, base58Encode } from '../../kernel/caip/base58'
import { startAnvil, type Devnet } from '../anvil'
import { createMobileWallet, type MobileWallet } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { createKeyValueStorage, mapStore } from '../../hosts/mobile-wallet/src/storage'
import { WebSocket } from 'ws'
import { startRelay, type Relay } from './relay'

const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
let relay: Relay
let anvil: Devnet
const cleanups: (() => Promise<unknown>)[] = []
// WalletConnect keeps one core per storage prefix per process: every client here gets its own.
let clients = 0

beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil({ state: false })])
})
afterAll(async () => {
  await Promise.all([relay.stop(), anvil.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined)
})

async function dapp(storage = createKeyValueStorage('dapp:', mapStore())) {
  const provider = await UniversalProvider.init({
    projectId: 'local',
    relayUrl: relay.url,
    metadata: { name: 'Relay test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storage,
    customStoragePrefix: `dapp-${++clients}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  cleanups.push(() => provider.client.core.relayer.transportClose())
  return provider
}
async function mobile(mode: 'approve' | 'manual' = 'approve', solana = false): Promise<MobileWallet> {
  const wallet = await createMobileWallet({ relayUrl: relay.url, evmChains: { 'eip155:31337': anvil.url }, solanaChains: solana ? [SOLANA_CHAIN] : [], mode, storagePrefix: `wallet-${++clients}` })
  cleanups.push(() => wallet.stop())
  return wallet
}
const evmNamespaces = {
  eip155: { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['accountsChanged', 'chainChanged'], rpcMap: { 31337: '' } },
}
async function pair(provider: UniversalProvider, wallet: MobileWallet, namespaces: NonNullable<Parameters<UniversalProvider['connect']>[0]['optionalNamespaces']> = evmNamespaces) {
  provider.once('display_uri', (uri: string) => void wallet.pair(uri))
  return provider.connect({ optionalNamespaces: namespaces })
}

describe('local WalletConnect relay', () => {
  test('§7 behavior: a universal-provider dapp and a walletkit wallet pair, sign and send through it', async () => {
    evmNamespaces.eip155.rpcMap[31337] = anvil.url
    const [provider, wallet] = await Promise.all([dapp(), mobile()])
    const session = await pair(provider, wallet)
    const address = wallet.keys.evm.address
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${address}`])

    const signature = await provider.request<Hex>({ method: 'personal_sign', params: ['0x68656c6c6f', address] }, 'eip155:31337')
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(address)

    const hash = await provider.request<Hex>({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] }, 'eip155:31337')
    const receipt = await createPublicClient({ transport: http(anvil.url) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  })

  test('§4 behavior: a Solana namespace session signs a message the wallet key verifies', async () => {
    const [provider, wallet] = await Promise.all([dapp(), mobile('approve', true)])
    const session = await pair(provider, wallet, { solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage'], events: [] } })
    const account = session?.namespaces.solana?.accounts[0]
    expect(account).toBe(`${SOLANA_CHAIN}:${wallet.keys.solana.address}`)
    const message = new TextEncoder().encode('portico')
    const { signature } = await provider.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: base58Encode(message), pubkey: wallet.keys.solana.address } },
      SOLANA_CHAIN,
    )
    expect(ed25519.verify(base58Decode(signature), message, base58Decode(wallet.keys.solana.address))).toBe(true)
  })

  test('behavior: a rejected proposal rejects connect; a rejected request rejects with code 4001', async () => {
    const [provider, wallet] = await Promise.all([dapp(), mobile('manual')])
    const connecting = pair(provider, wallet)
    await wallet.reject((await wallet.next('proposal')).id)
    await expect(connecting).rejects.toMatchObject({ message: expect.stringMatching(/rejected/i) })

    const again = pair(provider, wallet)
    await wallet.approve((await wallet.next('proposal')).id)
    await again
    const signing = provider.request({ method: 'personal_sign', params: ['0x00', wallet.keys.evm.address] }, 'eip155:31337')
    await wallet.reject((await wallet.next('request')).id)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })

  test('behavior: the session survives the relay dropping every socket', async () => {
    const [provider, wallet] = await Promise.all([dapp(), mobile()])
    await pair(provider, wallet)
    const reconnected = (core: { relayer: { once(event: string, listener: () => void): void } }) =>
      new Promise<void>((resolve) => core.relayer.once('relayer_connect', resolve))
    const both = Promise.all([reconnected(provider.client.core), reconnected(wallet.kit.core)])
    relay.dropClients()
    await both
    const signature = await provider.request<Hex>({ method: 'personal_sign', params: ['0x6869', wallet.keys.evm.address] }, 'eip155:31337')
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(wallet.keys.evm.address)
  })

  test('behavior: a wallet-side disconnect reaches the dapp', async () => {
    const [provider, wallet] = await Promise.all([dapp(), mobile()])
    await pair(provider, wallet)
    const deleted = new Promise((resolve) => provider.once('session_delete', resolve))
    await wallet.disconnectAll()
    await deleted
    expect(provider.session).toBeUndefined()
  })
})

describe('local WalletConnect relay: delivery, on raw sockets', () => {
  const TOPIC = 'ab'.repeat(32)
  /** A socket of `client` (the JWT's iss; its signature is not checked) with the pushes it got. */
  async function socketOf(client: string) {
    const auth = `e30.${Buffer.from(JSON.stringify({ iss: `did:key:z6Mk${client}` })).toString('base64url')}.sig`
    const socket = new WebSocket(`${relay.url}/?auth=${auth}`)
    const pushes: string[] = []
    const answers = new Map<number, (value: unknown) => void>()
    socket.on('message', (raw) => {
      const json = JSON.parse(String(raw)) as { id: number; method?: string; params?: { data: { message: string } }; result?: unknown }
      if (json.method === 'irn_subscription') pushes.push(json.params?.data.message ?? '')
      else answers.get(json.id)?.(json.result)
    })
    await new Promise((resolve) => socket.once('open', resolve))
    cleanups.push(async () => socket.close())
    let id = 0
    const call = (method: string, params: object) =>
      new Promise((resolve) => {
        answers.set(++id, resolve)
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      })
    return { pushes, call }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

  test('behavior: a publish retried with the same message is one message; the subscriber gets it once', async () => {
    const [reader, writer] = await Promise.all([socketOf('Reader'), socketOf('Writer')])
    await reader.call('irn_subscribe', { topic: TOPIC })
    const before = relay.published()
    for (let i = 0; i < 2; i++) await writer.call('irn_publish', { topic: TOPIC, message: 'once', ttl: 60, tag: 1108 })
    await writer.call('irn_publish', { topic: TOPIC, message: 'twice', ttl: 60, tag: 1108 })
    await settle()
    expect(reader.pushes).toEqual(['once', 'twice'])
    expect(relay.published() - before).toBe(2)
  })

  test('behavior: a client with two open sockets (a reconnect) gets each message once, on the newest', async () => {
    const old = await socketOf('Twice')
    const newest = await socketOf('Twice')
    await newest.call('irn_subscribe', { topic: TOPIC.replace('ab', 'cd') })
    const writer = await socketOf('Writer2')
    await writer.call('irn_publish', { topic: TOPIC.replace('ab', 'cd'), message: 'hello', ttl: 60, tag: 1108 })
    await settle()
    expect([old.pushes, newest.pushes]).toEqual([[], ['hello']])
  })
})

