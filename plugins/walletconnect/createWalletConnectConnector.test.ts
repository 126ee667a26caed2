import UniversalProvider from '@walletconnect/universal-provider'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { recoverMessageAddress, type Hex } from 'viem'
import { UserRejectedRequestError } from '../../kernel/connectors/errors'
import type { ConnectorEvent } from '../../kernel/connectors/types'
import { defineNetwork } from '../../kernel/networks/defineNetwork'
import { startRelay, type Relay } from '../../devnet/walletconnect/relay'
import { createMobileWallet, type MobileWallet } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { createKeyValueStorage, mapStore } from '../../hosts/mobile-wallet/src/storage'
import { createWalletConnectConnector } from './createWalletConnectConnector'
import type { PairingClock } from './types'

const local = defineNetwork({
  chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const local2 = defineNetwork({
  chainNamespace: 'eip155', id: 31338, name: 'Local 2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
})
const unlisted = defineNetwork({
  chainNamespace: 'eip155', id: 5, name: 'Other', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
})

/** A clock whose timers fire only when the test says so. */
function manualClock() {
  let now = 0
  const timers = new Map<number, { at: number; callback: () => void }>()
  let next = 0
  const clock: PairingClock = {
    now: () => now,
    setTimeout: (callback, ms) => (timers.set(++next, { at: now + ms, callback }), next),
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  return {
    clock,
    pending: () => [...timers.values()].map((t) => t.at - now),
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue
        timers.delete(id)
        timer.callback()
      }
    },
  }
}

// A reload is a new core on the same storage; WalletConnect would otherwise reuse its process-wide core.
process.env.DISABLE_GLOBAL_CORE = 'true'
let relay: Relay
let prefix = 0
const cleanups: (() => Promise<unknown>)[] = []
beforeAll(async () => void (relay = await startRelay()))
afterAll(() => relay.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined)
})

function setup(options: { clock?: PairingClock; storage?: ReturnType<typeof createKeyValueStorage>; storagePrefix?: string } = {}) {
  const customStoragePrefix = options.storagePrefix ?? `connector-${++prefix}`
  const load = async () => {
    const provider = await UniversalProvider.init({
      projectId: 'local', relayUrl: relay.url, telemetryEnabled: false, logger: 'silent', customStoragePrefix,
      storage: options.storage ?? createKeyValueStorage('dapp:', mapStore()),
      metadata: { name: 'Connector test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    })
    cleanups.push(() => provider.client.core.relayer.transportClose())
    return provider
  }
  const connector = createWalletConnectConnector({ networks: [local, local2], load, pairingExpiryMs: 60_000, clock: options.clock })
  const events: ConnectorEvent[] = []
  connector.subscribe((event) => events.push(event))
  return { connector, events }
}
async function phone(): Promise<MobileWallet> {
  const wallet = await createMobileWallet({ relayUrl: relay.url, evmChains: { 'eip155:31337': 'http://127.0.0.1:1', 'eip155:31338': 'http://127.0.0.1:2' }, storagePrefix: `phone-${++prefix}` })
  cleanups.push(() => wallet.stop())
  return wallet
}
const readyUri = (connector: ReturnType<typeof setup>['connector']) =>
  new Promise<string>((resolve) => {
    const check = () => {
      const state = connector.pairing.get()
      if (state.status !== 'ready') return false
      unsubscribe()
      resolve(state.uri)
      return true
    }
    const unsubscribe = connector.pairing.subscribe(() => void check())
    check()
  })

describe('createWalletConnectConnector', () => {
  test('§3 behavior: WALLET_CONNECT connector routed to the QR view', () => {
    const { connector } = setup()
    expect(connector.info).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT', connectView: 'ConnectingWalletConnect', namespaces: ['eip155'], installed: false })
    expect(connector.info.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  test('§9 behavior: the URI is replaced 10 s before its 4-minute life ends, then pairs; requests reach the wallet', async () => {
    const time = manualClock()
    const { connector } = setup({ clock: time.clock })
    const wallet = await phone()
    const connecting = connector.connect({ network: local2 })
    const first = await readyUri(connector)
    expect(time.pending()).toEqual([50_000]) // 60 s life in this test, minus the 10 s margin
    time.advance(49_999)
    expect(connector.pairing.get()).toMatchObject({ status: 'ready', uri: first })
    time.advance(1)
    const second = await readyUri(connector)
    expect(second).not.toBe(first)
    expect(connector.pairing.get()).toMatchObject({ refreshes: 1 })
    await wallet.pair(second)
    await wallet.approve((await wallet.next('proposal')).id)
    const accounts = await connecting
    expect(accounts).toEqual([{ namespace: 'eip155', caipAddress: `eip155:31338:${wallet.keys.evm.address}`, accountType: 'eoa', networkId: 'eip155:31338' }])
    expect(time.pending()).toEqual([])

    const signing = connector.request({ method: 'personal_sign', params: ['0x6869', wallet.keys.evm.address] })
    const request = await wallet.next('request')
    expect(request.kind === 'request' && request.chainId).toBe('eip155:31338')
    await wallet.approve(request.id)
    expect(await recoverMessageAddress({ message: 'hi', signature: (await signing) as Hex })).toBe(wallet.keys.evm.address)

    const rejected = connector.request({ method: 'personal_sign', params: ['0x00', wallet.keys.evm.address] })
    await wallet.reject((await wallet.next('request')).id)
    await expect(rejected).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('§4 behavior: switching within the session moves requests; an unapproved chain is refused', async () => {
    const { connector } = setup()
    const wallet = await phone()
    const connecting = connector.connect({ network: local })
    await wallet.pair(await readyUri(connector))
    await wallet.approve((await wallet.next('proposal')).id)
    await connecting
    await connector.switchNetwork(local2)
    const signing = connector.request({ method: 'personal_sign', params: ['0x00', wallet.keys.evm.address] })
    const request = await wallet.next('request')
    expect(request.kind === 'request' && request.chainId).toBe('eip155:31338')
    await wallet.approve(request.id)
    await signing
    await expect(connector.switchNetwork(unlisted)).rejects.toThrow('Chain is not supported')
  })

  test('§2 behavior: a declined proposal rejects as declined; cancel rejects the same way', async () => {
    const { connector } = setup()
    const wallet = await phone()
    const connecting = connector.connect({ network: local })
    await wallet.pair(await readyUri(connector))
    await wallet.reject((await wallet.next('proposal')).id)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(connector.pairing.get().status).toBe('failed')
    const again = connector.connect({ network: local })
    await readyUri(connector)
    connector.cancelPairing()
    await expect(again).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(connector.pairing.get().status).toBe('idle')
  })

  test('§4 behavior: restore after reload; wallet-side disconnect reports every namespace', async () => {
    const storage = createKeyValueStorage('dapp:', mapStore())
    const storagePrefix = `restore-${++prefix}`
    const first = setup({ storage, storagePrefix })
    const wallet = await phone()
    const connecting = first.connector.connect({ network: local })
    await wallet.pair(await readyUri(first.connector))
    await wallet.approve((await wallet.next('proposal')).id)
    const [account] = await connecting
    await cleanups.splice(0, 1)[0]?.() // the first page's provider goes away

    const reloaded = setup({ storage, storagePrefix })
    expect(await reloaded.connector.reconnect({ network: local })).toEqual([account])
    await wallet.disconnectAll()
    await expect.poll(() => reloaded.events).toContainEqual({ type: 'disconnect', namespace: 'eip155' })
    expect(await reloaded.connector.reconnect({ network: local })).toEqual([])
  })
})
