import { describe, expect, test } from 'vitest'
import { recoverMessageAddress, type Hex } from 'viem'
import { defineNetwork, UserRejectedRequestError } from 'portico'
import type { MobileWallet } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { createKeyValueStorage, mapStore } from '../../hosts/mobile-wallet/src/storage'
import { manualClock, readyUri, createWalletConnectHarness } from './testing/walletConnectHarness'

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

const harness = createWalletConnectHarness([local, local2])
const { setup, cleanups } = harness
const phone = (): Promise<MobileWallet> => harness.phone({ evmChains: { 'eip155:31337': 'http://127.0.0.1:1', 'eip155:31338': 'http://127.0.0.1:2' } })

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

  test('§4 behavior: switching within the session moves requests; a chain the wallet cannot add is refused', async () => {
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
    // The wallet does not know chain 5: it answers 4902, is asked to add it, and refuses an RPC URL
    // that does not serve chain 5 (nothing answers there): 'Chain is not supported'.
    const refused = connector.switchNetwork(unlisted)
    await wallet.approve((await wallet.next('request')).id) // wallet_switchEthereumChain -> 4902
    const add = await wallet.next('request')
    expect(add.kind === 'request' && add.method).toBe('wallet_addEthereumChain')
    await wallet.approve(add.id)
    await expect(refused).rejects.toThrow('Chain is not supported')
    const again = connector.request({ method: 'personal_sign', params: ['0x01', wallet.keys.evm.address] })
    const after = await wallet.next('request')
    expect(after.kind === 'request' && after.chainId).toBe('eip155:31338')
    await wallet.reject(after.id)
    await expect(again).rejects.toBeInstanceOf(UserRejectedRequestError)
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
    const storagePrefix = `restore-${Date.now()}`
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
