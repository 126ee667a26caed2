// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { AnalyticsEvent } from '../analytics/events'
import { createPortico } from '../createPortico'
import type { PorticoConfig } from '../config/types'
import type { ConnectEvent, DisconnectEvent } from '../hooks'
import { RpcNotAllowedError } from '../errors/kernelErrors'
import { base, bsc, mainnet, solana, solanaDevnet } from '../networks'
import { createEip1193Connector } from '../../chains/eip155/createEip1193Connector'
import { discoverEip155Wallets } from '../../chains/eip155/discoverEip155Wallets'
import { discoverSolanaWallets } from '../../chains/solana/discoverSolanaWallets'
import { createConnectionService } from './createConnectionService'
import { ChainNotSupportedError, NetworkNotFoundError, NotConnectedError, UserRejectedRequestError } from './errors'
import { ADDRESS, ADDRESS_2, announce, CHECKSUMMED, createFakeRegistry, FakeProvider, FakeStandardWallet, rpcError, SOLANA_ADDRESS } from './testing/fakeProvider'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

type SetupOptions = {
  config?: Partial<PorticoConfig>
  stored?: Record<string, string>
  provider?: FakeProvider
  announce?: boolean
  registry?: ReturnType<typeof createFakeRegistry>
  restoreTimeoutMs?: number
}

function setup(options: SetupOptions = {}) {
  const analytics: AnalyticsEvent[] = []
  const portico = createPortico({ networks: [mainnet, base], storage: { type: 'memory' }, onAnalyticsEvent: (e) => analytics.push(e), ...options.config })
  for (const [key, value] of Object.entries(options.stored ?? {})) portico.services.storage.setItem(key, value)
  const provider = options.provider ?? new FakeProvider()
  if (options.announce ?? true) cleanups.push(announce(window, provider, { name: 'Fake Wallet', rdns: 'io.fake' }))
  const connection = createConnectionService({
    store: portico.store,
    config: portico.config,
    hooks: portico._internal.hooks,
    services: portico.services,
    restoreTimeoutMs: options.restoreTimeoutMs,
  })
  const hooks = portico._internal.hooks
  const connects: ConnectEvent[] = []
  const disconnects: DisconnectEvent[] = []
  hooks.onConnect.tapPromise('test', async (event) => void connects.push(event))
  hooks.onDisconnect.tapPromise('test', async (event) => void disconnects.push(event))
  const stop = connection.start()
  cleanups.push(stop)
  // The wallets the chain modules list (eip155 and solana discovery), after the restore started.
  cleanups.push(
    discoverEip155Wallets({ window, enableEIP6963: true, onAdded: connection.addConnector }),
    discoverSolanaWallets({ walletStandard: options.registry ?? createFakeRegistry(), onAdded: connection.addConnector }),
  )
  const storage = portico.services.storage
  const eip155 = () => portico.getState().connections.eip155
  const view = () => portico.getState().router.history.at(-1)?.view
  const tracked = () => analytics.map((e) => e.event)
  return { portico, connection, provider, connects, disconnects, storage, eip155, view, tracked, analytics, stop }
}

describe('restore after reload (spec section 4 "Connection status")', () => {
  test('§4 behavior: stored connected becomes connecting then connected after sync', async () => {
    const { eip155, connects, provider } = setup({ stored: { 'connectionStatus.eip155': 'connected', 'connectorId.eip155': 'io.fake' } })
    expect(eip155()?.status).toBe('connecting')
    await vi.waitFor(() => expect(eip155()?.status).toBe('connected'))
    expect(eip155()?.caipAddress).toBe(`eip155:1:${CHECKSUMMED}`)
    expect(provider.methods()).not.toContain('eth_requestAccounts')
    expect(connects).toHaveLength(1)
  })

  test('§4 behavior: a connector a plugin added before start is restored too', async () => {
    const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' } })
    portico.services.storage.setItem('connectionStatus.eip155', 'connected')
    portico.services.storage.setItem('connectorId.eip155', 'plugin.wallet')
    const connection = createConnectionService({
      store: portico.store,
      config: portico.config,
      hooks: portico._internal.hooks,
      services: portico.services,
      restoreTimeoutMs: 50,
    })
    const provider = new FakeProvider()
    const info = { id: 'plugin.wallet', type: 'EXTERNAL' as const, name: 'Plugin Wallet', imageUrl: undefined, rdns: undefined, namespaces: ['eip155' as const], installed: false }
    connection.addConnector(createEip1193Connector({ provider, info }))
    cleanups.push(connection.start())
    await vi.waitFor(() => expect(portico.getState().connections.eip155?.status).toBe('connected'))
    expect(provider.methods()).toContain('eth_accounts')
  })

  test('§4 behavior: a failed sync (eth_accounts empty) leaves disconnected and clears the stored status', async () => {
    const { eip155, storage } = setup({
      provider: new FakeProvider({ eth_accounts: () => [] }),
      stored: { 'connectionStatus.eip155': 'connected', 'connectorId.eip155': 'io.fake' },
    })
    expect(eip155()?.status).toBe('connecting')
    await vi.waitFor(() => expect(eip155()?.status).toBe('disconnected'))
    expect(storage.getItem('connectionStatus.eip155')).toBe('disconnected')
    expect(storage.getItem('connectorId.eip155')).toBeUndefined()
  })

  test('§4 behavior: a throwing sync or a wallet that never comes back also ends disconnected', async () => {
    const throwing = setup({
      provider: new FakeProvider({ eth_accounts: () => { throw rpcError(-32603, 'boom') } }),
      stored: { 'connectionStatus.eip155': 'connected', 'connectorId.eip155': 'io.fake' },
    })
    await vi.waitFor(() => expect(throwing.eip155()?.status).toBe('disconnected'))
    for (const cleanup of cleanups.splice(0)) cleanup()
    const missing = setup({ announce: false, restoreTimeoutMs: 5, stored: { 'connectionStatus.eip155': 'connected', 'connectorId.eip155': 'io.gone' } })
    expect(missing.eip155()?.status).toBe('connecting')
    await vi.waitFor(() => expect(missing.eip155()?.status).toBe('disconnected'))
  })

  test('§4 behavior: a stored disconnected status restores nothing', () => {
    const { eip155 } = setup({ stored: { 'connectionStatus.eip155': 'disconnected', 'connectorId.eip155': 'io.fake' } })
    expect(eip155()).toBeUndefined()
  })

  test('§9 behavior: the last used chain is restored when listed, else the default network', () => {
    const listed = setup({ stored: { lastUsedChain: 'eip155:8453' } })
    expect(listed.portico.getState().networks.active.eip155).toBe('eip155:8453')
    const unlisted = setup({ stored: { lastUsedChain: 'eip155:999' } })
    expect(unlisted.portico.getState().networks.active.eip155).toBe('eip155:1')
  })

  test('§3 behavior: recent wallets are restored from storage', () => {
    const { portico } = setup({ stored: { recentWallets: JSON.stringify([{ id: 'io.fake', name: 'Fake' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }]) } })
    expect(portico.getState().connectors.recent).toEqual(['io.fake', 'b'])
  })

  test('behavior: added connectors are listed in the store, and leave it when removed', () => {
    const { portico, connection } = setup()
    expect(portico.getState().connectors.list.map((c) => c.id)).toEqual(['io.fake'])
    const info = { id: 'plugin.wallet', type: 'EXTERNAL' as const, name: 'Plugin Wallet', imageUrl: undefined, rdns: undefined, namespaces: ['eip155' as const], installed: false }
    const remove = connection.addConnector(createEip1193Connector({ provider: new FakeProvider(), info }))
    expect(portico.getState().connectors.list.map((c) => c.id)).toEqual(['io.fake', 'plugin.wallet'])
    remove()
    expect(portico.getState().connectors.list.map((c) => c.id)).toEqual(['io.fake'])
    expect(connection.getConnector('plugin.wallet')).toBeUndefined()
  })
})

describe('connect', () => {
  test('§4 behavior: connect -> connected, recent wallet, persisted, onConnect, CONNECT_SUCCESS, modal closed on Account', async () => {
    const { portico, connection, eip155, connects, storage, tracked, view } = setup()
    portico.open({ view: 'ConnectingExternal', data: { connectorId: 'io.fake' } })
    const pending = connection.connect('io.fake')
    expect(eip155()?.status).toBe('connecting')
    await pending
    expect(eip155()).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${CHECKSUMMED}`, connectorId: 'io.fake', accountType: 'eoa', walletNetworkId: 'eip155:1' })
    expect(portico.getState().connectors.recent).toEqual(['io.fake'])
    expect(storage.getItem('connectionStatus.eip155')).toBe('connected')
    expect(storage.getItem('connectorId.eip155')).toBe('io.fake')
    expect(storage.getItem('activeCaipAddress.eip155')).toBe(`eip155:1:${CHECKSUMMED}`)
    expect(storage.getItem('lastUsedChain')).toBe('eip155:1')
    expect(JSON.parse(storage.getItem('recentWallets') ?? '[]')).toEqual([{ id: 'io.fake', name: 'Fake Wallet', rdns: 'io.fake' }])
    expect(connects).toEqual([{ namespace: 'eip155', caipAddress: `eip155:1:${CHECKSUMMED}`, connectorId: 'io.fake', accountType: 'eoa' }])
    expect(tracked()).toContain('CONNECT_SUCCESS')
    expect(portico.getState().modal.open).toBe(false)
    expect(view()).toBe('Account')
  })

  test('§4 behavior: the modal stays open when an onConnect tap navigated away from the connect views', async () => {
    const { portico, connection, view } = setup()
    portico._internal.hooks.onConnect.tap('siwx', () => void portico.router.push('SIWXSignMessage'))
    portico.open({ view: 'ConnectingExternal' })
    await connection.connect('io.fake')
    expect(portico.getState().modal.open).toBe(true)
    expect(view()).toBe('SIWXSignMessage')
  })

  test('§8 error: declined (4001) -> UserRejectedRequestError, status disconnected, CONNECT_ERROR; retry works', async () => {
    let declines = 1
    const provider = new FakeProvider({
      eth_requestAccounts: () => {
        if (declines-- > 0) throw rpcError(4001, 'User rejected the request.')
        return [ADDRESS]
      },
    })
    const { connection, eip155, analytics } = setup({ provider })
    await expect(connection.connect('io.fake')).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(eip155()?.status).toBe('disconnected')
    expect(analytics.find((e) => e.event === 'CONNECT_ERROR')?.properties).toMatchObject({ reason: 'rejected', connector: 'io.fake' })
    await connection.connect('io.fake')
    expect(eip155()?.status).toBe('connected')
  })

  test('§4 behavior: a wallet on a network the host does not list stays connected and opens UnsupportedChain', async () => {
    const { portico, connection, eip155, view } = setup({ provider: new FakeProvider({ eth_chainId: () => '0x38' }) })
    await connection.connect('io.fake')
    expect(eip155()).toMatchObject({ status: 'connected', walletNetworkId: 'eip155:56' })
    expect(view()).toBe('UnsupportedChain')
    expect(portico.getState().modal.open).toBe(true)
    expect(portico.getState().networks.active.eip155).toBe('eip155:1')
  })

  test('§4 behavior: a wallet on another listed network selects that network', async () => {
    const { portico, connection } = setup({ provider: new FakeProvider({ eth_chainId: () => '0x2105' }) })
    await connection.connect('io.fake')
    expect(portico.getState().networks.active.eip155).toBe('eip155:8453')
  })

  test('§3 behavior: at most 2 recent wallets, most recent first, persisted', async () => {
    const { portico, connection, storage } = setup()
    cleanups.push(announce(window, new FakeProvider(), { name: 'Second', rdns: 'io.second' }))
    cleanups.push(announce(window, new FakeProvider(), { name: 'Third', rdns: 'io.third' }))
    const late = createConnectionService({ store: portico.store, config: portico.config, hooks: portico._internal.hooks, services: portico.services })
    cleanups.push(late.start(), discoverEip155Wallets({ window, enableEIP6963: true, onAdded: late.addConnector }))
    for (const id of ['io.fake', 'io.second', 'io.third']) await late.connect(id)
    expect(portico.getState().connectors.recent).toEqual(['io.third', 'io.second'])
    expect(JSON.parse(storage.getItem('recentWallets') ?? '[]').map((w: { id: string }) => w.id)).toEqual(['io.third', 'io.second'])
    expect(connection.getConnector('io.fake')).toBeDefined()
  })

  test('behavior: an unknown connector id throws', async () => {
    await expect(setup().connection.connect('io.nope')).rejects.toThrow('Wallet not found: io.nope')
  })
})

describe('wallet events', () => {
  test('§7 behavior: accountsChanged updates the account and runs onConnect for the new address', async () => {
    const { connection, provider, eip155, connects } = setup()
    await connection.connect('io.fake')
    provider.emit('accountsChanged', [ADDRESS_2, ADDRESS])
    expect(eip155()).toMatchObject({ caipAddress: `eip155:1:${ADDRESS_2}`, addresses: [`eip155:1:${ADDRESS_2}`, `eip155:1:${CHECKSUMMED}`] })
    await vi.waitFor(() => expect(connects).toHaveLength(2))
  })

  test('§4 behavior: accountsChanged [] -> disconnected, stored status cleared, onDisconnect, analytics', async () => {
    const { connection, provider, eip155, disconnects, storage, tracked, view } = setup()
    await connection.connect('io.fake')
    provider.emit('accountsChanged', [])
    expect(eip155()).toMatchObject({ status: 'disconnected', caipAddress: undefined, addresses: [] })
    expect(storage.getItem('connectionStatus.eip155')).toBe('disconnected')
    await vi.waitFor(() => expect(disconnects).toEqual([{ namespace: 'eip155', connectorId: 'io.fake' }]))
    expect(tracked()).toContain('DISCONNECT_SUCCESS')
    expect(view()).toBe('Connect')
  })

  test('§7 behavior: chainChanged to a listed network selects it and relabels the address', async () => {
    const { portico, connection, provider, eip155, storage } = setup()
    await connection.connect('io.fake')
    provider.emit('chainChanged', '0x2105')
    expect(eip155()).toMatchObject({ caipAddress: `eip155:8453:${CHECKSUMMED}`, walletNetworkId: 'eip155:8453' })
    expect(portico.getState().networks.active.eip155).toBe('eip155:8453')
    expect(storage.getItem('lastUsedChain')).toBe('eip155:8453')
  })

  test('§7 behavior: chainChanged to an unlisted network opens UnsupportedChain; back to a listed one closes it', async () => {
    const { portico, connection, provider, view } = setup()
    await connection.connect('io.fake')
    provider.emit('chainChanged', '0x38')
    expect(view()).toBe('UnsupportedChain')
    expect(portico.getState().modal.open).toBe(true)
    provider.emit('chainChanged', '0x1')
    expect(view()).toBe('Account')
    expect(portico.getState().modal.open).toBe(false)
  })
})

describe('switchNetwork (spec section 4 "Switching network")', () => {
  test('§4 behavior: connected on the active namespace -> the wallet switches, then the network is selected', async () => {
    const provider = new FakeProvider({ wallet_switchEthereumChain: () => null })
    const { portico, connection, eip155, storage, tracked } = setup({ provider })
    await connection.connect('io.fake')
    await connection.switchNetwork('eip155:8453')
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(portico.getState().networks.active.eip155).toBe('eip155:8453')
    expect(eip155()?.caipAddress).toBe(`eip155:8453:${CHECKSUMMED}`)
    expect(storage.getItem('lastUsedChain')).toBe('eip155:8453')
    expect(tracked()).toContain('SWITCH_NETWORK')
  })

  test('§7 behavior: unrecognized chain (4902) -> add -> switch', async () => {
    let switches = 0
    const provider = new FakeProvider({
      wallet_switchEthereumChain: () => {
        if (switches++ === 0) throw rpcError(4902, 'Unrecognized chain ID')
        return null
      },
      wallet_addEthereumChain: () => null,
    })
    const { portico, connection } = setup({ provider, config: { networks: [mainnet, bsc] } })
    await connection.connect('io.fake')
    await connection.switchNetwork('eip155:56')
    expect(provider.methods().slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(portico.getState().networks.active.eip155).toBe('eip155:56')
  })

  test("§8 error: adding fails -> 'Chain is not supported' and the network is unchanged", async () => {
    const provider = new FakeProvider({
      wallet_switchEthereumChain: () => { throw rpcError(4902, 'Unrecognized chain ID') },
      wallet_addEthereumChain: () => { throw rpcError(-32603, 'no') },
    })
    const { portico, connection } = setup({ provider })
    await connection.connect('io.fake')
    const error = await connection.switchNetwork('eip155:8453').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
    expect(portico.getState().networks.active.eip155).toBe('eip155:1')
  })

  test('§4 behavior: not connected -> only the network is selected (no wallet call)', async () => {
    const { portico, connection, provider } = setup()
    await connection.switchNetwork('eip155:8453')
    expect(portico.getState().networks.active.eip155).toBe('eip155:8453')
    expect(provider.calls).toEqual([])
  })

  test('§8 error: a network the host does not list -> NetworkNotFoundError', async () => {
    await expect(setup().connection.switchNetwork('eip155:999')).rejects.toBeInstanceOf(NetworkNotFoundError)
  })

  test("§8 behavior: a switch to an unlisted network shows the alert 'Network Not Found' once", async () => {
    const { portico, connection } = setup()
    await expect(connection.switchNetwork('eip155:999')).rejects.toBeInstanceOf(NetworkNotFoundError)
    expect(portico.getState().toast).toMatchObject({ open: true, variant: 'error', message: 'Network Not Found' })
    portico.services.toast.hide()
    await expect(connection.switchNetwork('eip155:998')).rejects.toBeInstanceOf(NetworkNotFoundError)
    expect(portico.getState().toast.open).toBe(false)
  })

  test('§8 behavior: a listed network shows no alert', async () => {
    const { portico, connection } = setup()
    await connection.switchNetwork('eip155:8453')
    expect(portico.getState().toast.open).toBe(false)
  })
})

describe('request', () => {
  test('§5 behavior: onRpcRequest rejecting -> RpcNotAllowedError and the wallet is not asked', async () => {
    const provider = new FakeProvider({ eth_sign: () => '0xsig', personal_sign: () => '0xok' })
    const { portico, connection } = setup({ provider })
    await connection.connect('io.fake')
    portico._internal.hooks.onRpcRequest.tapPromise('policy', async ({ method }) => (method === 'eth_sign' ? { action: 'reject', message: 'unsafe' } : undefined))
    const error = await connection.request('eip155', { method: 'eth_sign', params: [] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcNotAllowedError)
    expect((error as RpcNotAllowedError).shortMessage).toBe('Requested RPC call is not allowed')
    expect(provider.methods()).not.toContain('eth_sign')
    expect(await connection.request('eip155', { method: 'personal_sign', params: ['0x00', ADDRESS] })).toBe('0xok')
  })

  test('behavior: a request without a connection throws NotConnectedError', async () => {
    await expect(setup().connection.request('eip155', { method: 'personal_sign' })).rejects.toBeInstanceOf(NotConnectedError)
  })
})

describe('disconnect', () => {
  test('§4 behavior: revokes, unsubscribes, clears the address cache and storage, resets to Connect, hook and analytics', async () => {
    const { portico, connection, provider, eip155, disconnects, storage, tracked, view } = setup()
    await connection.connect('io.fake')
    portico.router.push('Account')
    await connection.disconnect()
    expect(provider.methods()).toContain('wallet_revokePermissions')
    expect(provider.listenerCount()).toBe(0)
    expect(eip155()).toMatchObject({ status: 'disconnected', caipAddress: undefined, addresses: [] })
    expect(storage.getItem('connectionStatus.eip155')).toBe('disconnected')
    expect(storage.getItem('activeCaipAddress.eip155')).toBeUndefined()
    expect(view()).toBe('Connect')
    expect(disconnects).toEqual([{ namespace: 'eip155', connectorId: 'io.fake' }])
    expect(tracked()).toContain('DISCONNECT_SUCCESS')
  })

  test("behavior: stop() removes the wallet's listeners", async () => {
    const { connection, provider, stop } = setup()
    await connection.connect('io.fake')
    expect(provider.listenerCount()).toBeGreaterThan(0)
    stop()
    expect(provider.listenerCount()).toBe(0)
  })
})

describe('solana through Wallet Standard', () => {
  test('§3 behavior: connects with the active solana network and relabels on switch', async () => {
    const wallet = new FakeStandardWallet('Sol Wallet')
    const { portico, connection } = setup({ announce: false, registry: createFakeRegistry([wallet]), config: { networks: [mainnet, solana, solanaDevnet] } })
    await connection.connect('ws:sol-wallet')
    const sol = () => portico.getState().connections.solana
    expect(sol()).toMatchObject({ status: 'connected', caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}`, accountType: 'eoa' })
    expect(portico.getState().networks.activeNamespace).toBe('solana')
    await connection.switchNetwork(solanaDevnet.caipNetworkId)
    expect(sol()?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOLANA_ADDRESS}`)
    const signed = await connection.request('solana', { method: 'solana_signMessage', params: { message: new Uint8Array([1]) } })
    expect(signed).toEqual({ signature: '112' })
  })
})

test('§4 behavior: a second start (React StrictMode) keeps an already-synced connection', async () => {
  const { connection, eip155, stop } = setup({ stored: { 'connectionStatus.eip155': 'connected', 'connectorId.eip155': 'io.fake' } })
  await vi.waitFor(() => expect(eip155()?.status).toBe('connected'))
  stop()
  cleanups.push(connection.start())
  expect(eip155()?.status).toBe('connected')
})
