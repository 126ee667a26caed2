// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEip1193Connector } from '../../chains/eip155/createEip1193Connector'
import type { PorticoConfig } from '../config/types'
import { createPortico } from '../createPortico'
import type { Connector, ConnectorEvent } from '../connectors/types'
import { ADDRESS_2, CHECKSUMMED, FakeProvider, rpcError, SOLANA_ADDRESS } from '../connectors/testing/fakeProvider'
import { RpcNotAllowedError } from '../errors/kernelErrors'
import { definePlugin } from '../plugin'
import { base, mainnet, solana } from '../networks'
import eip155Chain from '../../chains/eip155'
import solanaChain from '../../chains/solana'
import type { PorticoProviderEvents } from './types'

const FAKE_ID = 'io.fake'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/**
 * A Portico instance with the eip155 chain module (it gives the provider's connection methods)
 * and one scripted EIP-1193 wallet (no discovery), started like a page does.
 */
function setup(options: { config?: Partial<PorticoConfig>; stored?: Record<string, string>; wallet?: FakeProvider } = {}) {
  const { plugins = [], ...config } = options.config ?? {}
  const portico = createPortico({ networks: [mainnet, base], storage: { type: 'memory' }, enableEIP6963: false, plugins: [eip155Chain(), ...plugins], ...config })
  for (const [key, value] of Object.entries(options.stored ?? {})) portico.services.storage.setItem(key, value)
  const wallet = options.wallet ?? new FakeProvider()
  const info = { id: FAKE_ID, type: 'ANNOUNCED', name: 'Fake', imageUrl: undefined, rdns: FAKE_ID, namespaces: ['eip155'], installed: true } as const
  cleanups.push(portico.connection.addConnector(createEip1193Connector({ provider: wallet, info: { ...info, namespaces: [...info.namespaces] } })))
  cleanups.push(portico.connection.start())
  const provider = portico.getProvider('eip155')
  return { portico, wallet, provider }
}

/** Records every event of the provider, in order. */
function record(provider: ReturnType<typeof setup>['provider']) {
  const events: [keyof PorticoProviderEvents, unknown][] = []
  for (const event of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'] as const) provider.on(event, (payload) => events.push([event, payload]))
  return events
}

describe('portico.getProvider(namespace): an EIP-1193 provider on the active connection', () => {
  test('default: one provider per namespace', () => {
    const { portico, provider } = setup()
    expect(portico.getProvider('eip155')).toBe(provider)
    expect(provider.namespace).toBe('eip155')
  })

  test('behavior: eth_requestAccounts opens the modal and resolves with the account the visitor picks', async () => {
    const { portico, provider } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(portico.getState().modal.open).toBe(true))
    await portico.connection.connect(FAKE_ID) // the visitor picks the wallet in the modal
    await expect(accounts).resolves.toEqual([CHECKSUMMED])
  })

  test('error: closing the modal without an eip155 account rejects with 4001', async () => {
    const { portico, provider } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(portico.getState().modal.open).toBe(true))
    portico.close()
    await expect(accounts).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' })
  })

  test('behavior: eth_requestAccounts while connected answers at once, without the modal', async () => {
    const { portico, provider } = setup()
    await portico.connection.connect(FAKE_ID)
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([CHECKSUMMED])
    expect(portico.getState().modal.open).toBe(false)
  })

  test('§4 behavior: eth_accounts waits for a stored connection to be restored after a reload', async () => {
    const { provider, wallet } = setup({ stored: { 'connectionStatus.eip155': 'connected', 'connectorId.eip155': FAKE_ID } })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([CHECKSUMMED])
    expect(wallet.methods()).not.toContain('eth_requestAccounts') // restored without a prompt
  })

  test('behavior: eth_accounts answers [] at once when nothing is connected or stored', async () => {
    const { provider } = setup()
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
  })

  test('behavior: eth_chainId is the wallet chain in hex, else the selected network', async () => {
    const { portico, provider } = setup({ wallet: new FakeProvider({ eth_chainId: () => '0x2105' }) })
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await portico.connection.connect(FAKE_ID)
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105')
  })

  test('behavior: events follow the connection: connect, accountsChanged, chainChanged, disconnect (4900)', async () => {
    const { portico, provider, wallet } = setup()
    const events = record(provider)
    await portico.connection.connect(FAKE_ID)
    wallet.emit('accountsChanged', [ADDRESS_2])
    wallet.emit('chainChanged', '0x2105')
    await portico.connection.disconnect('eip155')
    expect(events).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [CHECKSUMMED]],
      ['accountsChanged', ['0x1111111111111111111111111111111111111111']],
      ['chainChanged', '0x2105'],
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900, shortMessage: 'No ActiveCaipAddress found' })],
    ])
  })

  test('behavior: a wallet disconnecting on its side emits disconnect', async () => {
    const { portico, provider, wallet } = setup()
    await portico.connection.connect(FAKE_ID)
    const events = record(provider)
    await vi.waitFor(() => expect(wallet.listenerCount()).toBeGreaterThan(0))
    wallet.emit('accountsChanged', [])
    await vi.waitFor(() => expect(events.map(([event]) => event)).toEqual(['accountsChanged', 'disconnect']))
  })

  test('behavior: every request passes onRpcRequest, answered here or by the wallet', async () => {
    const seen: string[] = []
    const guard = definePlugin({
      id: 'guard',
      apply({ hooks }) {
        hooks.onRpcRequest.tapPromise(async (request) => {
          seen.push(request.method)
          return request.method === 'eth_sign' ? { action: 'reject', message: 'no eth_sign' } : undefined
        })
      },
    })
    const { portico, provider, wallet } = setup({ config: { plugins: [guard] }, wallet: new FakeProvider({ personal_sign: () => '0xsigned' }) })
    await portico.connection.connect(FAKE_ID)
    await provider.request({ method: 'eth_accounts' })
    await provider.request({ method: 'eth_chainId' })
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', CHECKSUMMED] })).resolves.toBe('0xsigned')
    await expect(provider.request({ method: 'eth_sign', params: [CHECKSUMMED, '0x68'] })).rejects.toBeInstanceOf(RpcNotAllowedError)
    const asked = ['eth_accounts', 'eth_chainId', 'personal_sign', 'eth_sign']
    // (The chain module's balance read asks wallet_getCapabilities beside, through the same hook.)
    expect(seen.filter((method) => asked.includes(method))).toEqual(asked)
    expect(wallet.methods()).not.toContain('eth_sign')
  })

  test('error: a wallet request without a connection rejects with 4900', async () => {
    const { provider } = setup()
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', CHECKSUMMED] })).rejects.toMatchObject({ code: 4900 })
  })

  test('§7 behavior: wallet_switchEthereumChain to a listed network goes through Portico: 4902, add, switch', async () => {
    let chainId = '0x1'
    const known = new Set(['0x1'])
    const wallet = new FakeProvider({
      eth_chainId: () => chainId,
      wallet_switchEthereumChain: (params) => {
        const [{ chainId: target }] = params as [{ chainId: string }]
        if (!known.has(target)) throw rpcError(4902, 'Unrecognized chain ID')
        chainId = target
        wallet.emit('chainChanged', target)
        return null
      },
      wallet_addEthereumChain: (params) => {
        known.add((params as [{ chainId: string }])[0].chainId)
        return null
      },
    })
    const { portico, provider } = setup({ wallet })
    await portico.connection.connect(FAKE_ID)
    const events = record(provider)
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).resolves.toBeNull()
    expect(wallet.methods().filter((method) => /^wallet_(switch|add)EthereumChain$/.test(method))).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(portico.getState().networks.active.eip155).toBe(base.caipNetworkId)
    expect(events).toEqual([['chainChanged', '0x2105']])
  })

  test('behavior: wallet_switchEthereumChain to a network the host does not list goes to the wallet as is', async () => {
    const { portico, provider, wallet } = setup({ wallet: new FakeProvider({ wallet_switchEthereumChain: () => null }) })
    await portico.connection.connect(FAKE_ID)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(wallet.calls.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(portico.getState().networks.active.eip155).toBe(mainnet.caipNetworkId)
  })

  test('error: wallet_switchEthereumChain with malformed params', async () => {
    const { provider } = setup()
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'base' }] })).rejects.toMatchObject({ shortMessage: 'Invalid input' })
  })

  test('behavior: without the chain module of the namespace, every request goes to the wallet', async () => {
    const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' }, enableEIP6963: false })
    const wallet = new FakeProvider()
    const info = { id: FAKE_ID, type: 'ANNOUNCED', name: 'Fake', imageUrl: undefined, rdns: FAKE_ID, namespaces: ['eip155'], installed: true } as const
    cleanups.push(portico.connection.addConnector(createEip1193Connector({ provider: wallet, info: { ...info, namespaces: [...info.namespaces] } })), portico.connection.start())
    const provider = portico.getProvider('eip155')
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4900 })
    expect(portico.getState().modal.open).toBe(false)
    await portico.connection.connect(FAKE_ID)
    wallet.calls.length = 0
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(wallet.methods()).toEqual(['eth_chainId'])
  })

  test('behavior: a listener that throws is logged and the others still run', async () => {
    const { portico, provider } = setup({ config: { logLevel: 'silent' } })
    const reached: string[] = []
    provider.on('connect', () => {
      throw new Error('listener bug')
    })
    provider.on('connect', ({ chainId }) => reached.push(chainId))
    await portico.connection.connect(FAKE_ID)
    expect(reached).toEqual(['0x1'])
  })
})

describe("portico.getProvider('solana')", () => {
  /** A Solana connector of the simplest kind: one account, signs nothing. */
  function solanaConnector(): Connector & { emit(event: ConnectorEvent): void } {
    const listeners = new Set<(event: ConnectorEvent) => void>()
    const account = { namespace: 'solana', caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}`, accountType: 'eoa', networkId: solana.caipNetworkId } as const
    return {
      info: { id: 'sol.fake', type: 'ANNOUNCED', name: 'Sol', imageUrl: undefined, rdns: undefined, namespaces: ['solana'], installed: true },
      connect: async () => [account],
      reconnect: async () => [account],
      disconnect: async () => undefined,
      switchNetwork: async () => undefined,
      request: async ({ method }) => ({ method }),
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      emit: (event) => listeners.forEach((listener) => listener(event)),
    }
  }

  test('behavior: solana_getAccounts and solana_requestAccounts answer [{ pubkey }]; other requests reach the wallet', async () => {
    const portico = createPortico({ networks: [solana], storage: { type: 'memory' }, enableEIP6963: false, plugins: [solanaChain()] })
    cleanups.push(portico.connection.addConnector(solanaConnector()), portico.connection.start())
    const provider = portico.getProvider('solana')
    const events = record(provider)
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([])
    await portico.connection.connect('sol.fake')
    await expect(provider.request({ method: 'solana_requestAccounts' })).resolves.toEqual([{ pubkey: SOLANA_ADDRESS }])
    await expect(provider.request({ method: 'solana_signMessage', params: { message: '2', pubkey: SOLANA_ADDRESS } })).resolves.toEqual({ method: 'solana_signMessage' })
    expect(events).toEqual([
      ['connect', { chainId: solana.caipNetworkId }],
      ['accountsChanged', [SOLANA_ADDRESS]],
    ])
  })
})
