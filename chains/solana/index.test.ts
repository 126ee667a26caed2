import { afterEach, expect, test, vi } from 'vitest'
import { createPortico, defineNetwork, mainnet, solana, type Portico } from 'portico'
import { createFakeRegistry, FakeStandardWallet } from '../../kernel/connectors/testing/fakeProvider'
import solanaChain from './index'

const ids = (portico: Portico) => portico.getState().connectors.list.map((c) => c.id)
afterEach(() => vi.unstubAllGlobals())

test('§3 behavior: installed for a host with a solana network, the module lists the Wallet Standard wallets that serve Solana; uninstalled, they leave the list', async () => {
  const registry = createFakeRegistry([new FakeStandardWallet('Sol Wallet')])
  const portico = createPortico({ networks: [solana], storage: { type: 'memory' }, plugins: [solanaChain({ walletStandard: registry })] })
  await vi.waitFor(() => expect(ids(portico)).toEqual(['ws:sol-wallet'])) // discovery and the connection service load on first use
  portico.uninstall('chain-solana')
  await vi.waitFor(() => expect(ids(portico)).toEqual([]))
  expect(registry.listenerCount()).toBe(0)
})

test('§1 behavior: a host without solana networks gets no Solana wallet', async () => {
  const registry = createFakeRegistry([new FakeStandardWallet('Sol Wallet')])
  const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' }, plugins: [solanaChain({ walletStandard: registry })] })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(ids(portico)).toEqual([])
  expect(registry.listenerCount()).toBe(0)
})

test('§9 behavior: a Solana network with several RPC endpoints is ranked by getHealth (the module taps rpcPing)', async () => {
  const bodies: { method: string }[] = []
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    const calls = [JSON.parse(init.body)].flat() as { id: number; method: string }[]
    bodies.push(...calls)
    const answers = calls.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: method === 'getHealth' ? 'ok' : 1 }))
    return new Response(JSON.stringify(Array.isArray(JSON.parse(init.body)) ? answers : answers[0]), { headers: { 'content-type': 'application/json' } })
  })
  const twoNodes = defineNetwork({ ...solana, rpcUrls: { default: { http: ['https://a.example', 'https://b.example'] } } })
  const portico = createPortico({ networks: [twoNodes], storage: { type: 'memory' }, plugins: [solanaChain({ walletStandard: createFakeRegistry() })] })
  await portico.services.rpc.forNetwork(twoNodes).request({ method: 'getSlot' })
  await vi.waitFor(() => expect(bodies.map((b) => b.method)).toContain('getHealth'))
  expect(bodies.map((b) => b.method)).not.toContain('net_listening')
  portico.destroy()
})
