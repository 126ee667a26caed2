// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connect, createConfig, disconnect, getConnection, http, reconnect, switchChain } from '@wagmi/core'
import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { base as viemBase, mainnet as viemMainnet, optimism as viemOptimism } from 'viem/chains'
import { base, createPortico, mainnet, type PorticoConfig } from 'portico'
import { createEip1193Connector } from 'portico/chains/eip155'
import { ADDRESS_2, CHECKSUMMED, FakeProvider, rpcError } from '../../kernel/connectors/testing/fakeProvider'
import { porticoConnector } from './porticoConnector'

const FAKE_ID = 'io.fake'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

/** A wallet that knows mainnet only until it is asked to add a chain (the 4902 path). */
function chainWallet(options: { declineSwitch?: boolean } = {}) {
  let chainId = '0x1'
  const known = new Set(['0x1'])
  const wallet: FakeProvider = new FakeProvider({
    eth_chainId: () => chainId,
    wallet_switchEthereumChain: (params) => {
      if (options.declineSwitch) throw rpcError(4001, 'User rejected')
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
  return wallet
}

/** A page: a Portico instance with one scripted wallet, started, and a wagmi config on it. */
function setup(options: { stored?: Record<string, string>; wallet?: FakeProvider; config?: Partial<PorticoConfig> } = {}) {
  const portico = createPortico({ networks: [mainnet, base], storage: { type: 'memory' }, enableEIP6963: false, ...options.config })
  for (const [key, value] of Object.entries(options.stored ?? {})) portico.services.storage.setItem(key, value)
  const wallet = options.wallet ?? chainWallet()
  const info = { id: FAKE_ID, type: 'ANNOUNCED' as const, name: 'Fake', imageUrl: undefined, rdns: FAKE_ID, namespaces: ['eip155' as const], installed: true }
  cleanups.push(portico.connection.addConnector(createEip1193Connector({ provider: wallet, info })))
  cleanups.push(portico.connection.start())
  const config = createConfig({
    chains: [viemMainnet, viemBase, viemOptimism],
    connectors: [porticoConnector({ portico })],
    multiInjectedProviderDiscovery: false,
    transports: { [viemMainnet.id]: http(), [viemBase.id]: http(), [viemOptimism.id]: http() },
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  return { portico, wallet, config, connector }
}

/** Opens wagmi's connect and picks the wallet in Portico's modal once it shows. */
async function connectThroughModal({ portico, config, connector }: ReturnType<typeof setup>) {
  const result = connect(config, { connector })
  await vi.waitFor(() => expect(portico.getState().modal.open).toBe(true))
  await portico.connection.connect(FAKE_ID)
  return result
}

describe('porticoConnector', () => {
  test('default: a wagmi connector with id and type portico', () => {
    const { connector } = setup()
    expect({ id: connector.id, name: connector.name, type: connector.type }).toEqual({ id: 'portico', name: 'Portico', type: porticoConnector.type })
    expect(porticoConnector.type).toBe('portico')
  })

  test('behavior: connect opens the Portico modal and resolves with the account the visitor picks', async () => {
    const page = setup()
    await expect(connectThroughModal(page)).resolves.toEqual({ accounts: [CHECKSUMMED], chainId: 1 })
    expect(getConnection(page.config)).toMatchObject({ status: 'connected', address: CHECKSUMMED, chainId: 1 })
  })

  test('error: closing the modal rejects with UserRejectedRequestError (4001)', async () => {
    const { portico, config, connector } = setup()
    const result = connect(config, { connector })
    await vi.waitFor(() => expect(portico.getState().modal.open).toBe(true))
    portico.close()
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(result).rejects.toMatchObject({ code: 4001 })
    expect(getConnection(config).status).toBe('disconnected')
  })

  test('behavior: connect({ chainId }) moves the wallet through Portico', async () => {
    const page = setup()
    const result = connect(page.config, { connector: page.connector, chainId: viemBase.id })
    await vi.waitFor(() => expect(page.portico.getState().modal.open).toBe(true))
    await page.portico.connection.connect(FAKE_ID)
    await expect(result).resolves.toEqual({ accounts: [CHECKSUMMED], chainId: viemBase.id })
    expect(page.portico.getState().networks.active.eip155).toBe(base.caipNetworkId)
  })

  test('behavior: the wallet changing account or chain reaches wagmi', async () => {
    const page = setup()
    await connectThroughModal(page)
    page.wallet.emit('accountsChanged', [ADDRESS_2])
    expect(getConnection(page.config).address).toBe('0x1111111111111111111111111111111111111111')
    page.wallet.emit('chainChanged', '0x2105')
    expect(getConnection(page.config).chainId).toBe(viemBase.id)
  })

  test('behavior: a wagmi disconnect disconnects Portico', async () => {
    const page = setup()
    await connectThroughModal(page)
    await disconnect(page.config)
    expect(page.portico.getState().connections.eip155?.status).toBe('disconnected')
    expect(getConnection(page.config).status).toBe('disconnected')
  })

  test('behavior: a disconnect in Portico reaches wagmi', async () => {
    const page = setup()
    await connectThroughModal(page)
    await page.portico.connection.disconnect('eip155')
    expect(getConnection(page.config).status).toBe('disconnected')
  })

  test("behavior: a connection made in Portico's own modal connects wagmi", async () => {
    const page = setup()
    await page.portico.connection.connect(FAKE_ID)
    await vi.waitFor(() => expect(getConnection(page.config)).toMatchObject({ status: 'connected', address: CHECKSUMMED, chainId: 1 }))
  })

  test("§7 behavior: switchChain goes through Portico's switch: 4902, wallet_addEthereumChain, switch", async () => {
    const page = setup()
    await connectThroughModal(page)
    await expect(switchChain(page.config, { chainId: viemBase.id })).resolves.toMatchObject({ id: viemBase.id })
    expect(page.wallet.methods().filter((method) => /^wallet_(switch|add)EthereumChain$/.test(method))).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(page.portico.getState().networks.active.eip155).toBe(base.caipNetworkId)
    expect(getConnection(page.config).chainId).toBe(viemBase.id)
  })

  test('error: switchChain to a chain Portico does not list throws SwitchChainError', async () => {
    const page = setup()
    await connectThroughModal(page)
    await expect(switchChain(page.config, { chainId: viemOptimism.id })).rejects.toBeInstanceOf(SwitchChainError)
    expect(page.wallet.methods()).not.toContain('wallet_switchEthereumChain')
  })

  test('error: a declined switch rejects with UserRejectedRequestError', async () => {
    const page = setup({ wallet: chainWallet({ declineSwitch: true }) })
    await connectThroughModal(page)
    await expect(switchChain(page.config, { chainId: viemBase.id })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getConnection(page.config).chainId).toBe(1)
  })

  test('§4 behavior: reconnect after a reload waits for Portico to restore its stored connection', async () => {
    const page = setup({ stored: { 'connectionStatus.eip155': 'connected', 'connectorId.eip155': FAKE_ID } })
    const [restored] = await reconnect(page.config)
    expect(restored).toMatchObject({ accounts: [CHECKSUMMED], chainId: 1 })
    expect(getConnection(page.config)).toMatchObject({ status: 'connected', address: CHECKSUMMED })
    expect(page.wallet.methods()).not.toContain('eth_requestAccounts')
  })

  test('behavior: reconnect with nothing stored stays disconnected, without the modal', async () => {
    const page = setup()
    await expect(reconnect(page.config)).resolves.toEqual([])
    expect(getConnection(page.config).status).toBe('disconnected')
    expect(page.portico.getState().modal.open).toBe(false)
  })
})
