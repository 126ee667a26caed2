import { expect, test } from 'vitest'
import type { Connector } from 'portico'
import { createFakeRegistry, FakeStandardWallet } from '../../kernel/connectors/testing/fakeProvider'
import { discoverSolanaWallets } from './discoverSolanaWallets'

function discover(registry: ReturnType<typeof createFakeRegistry>) {
  const added: Connector[] = []
  const removed: string[] = []
  const stop = discoverSolanaWallets({ walletStandard: registry, onAdded: (connector) => (added.push(connector), () => void removed.push(connector.info.id)) })
  return { added, removed, stop, ids: () => added.map((c) => c.info.id) }
}

test('§1 behavior: solana-capable wallets are added, registered later too, and removed on unregister', () => {
  const solanaWallet = new FakeStandardWallet('Sol One')
  const other = Object.assign(new FakeStandardWallet('Btc'), { chains: ['bitcoin:mainnet'] as const })
  const registry = createFakeRegistry([solanaWallet, other])
  const { ids, removed, stop } = discover(registry)
  expect(ids()).toEqual(['ws:sol-one'])
  const late = new FakeStandardWallet('Sol Two')
  registry.register(late)
  expect(ids()).toEqual(['ws:sol-one', 'ws:sol-two'])
  registry.unregister(late)
  expect(removed).toEqual(['ws:sol-two'])
  stop()
  expect(registry.listenerCount()).toBe(0)
  expect(removed).toEqual(['ws:sol-two', 'ws:sol-one'])
})

test('§6 behavior: a wallet without a name is left out, and one name is listed once (a second wallet of that name after the first left)', () => {
  const registry = createFakeRegistry([new FakeStandardWallet('\u0000'), new FakeStandardWallet('Sol')])
  const twin = new FakeStandardWallet('Sol')
  const { ids } = discover(registry)
  registry.register(twin)
  expect(ids()).toEqual(['ws:sol'])
  registry.unregister(registry.get()[1] as FakeStandardWallet)
  registry.register(twin)
  expect(ids()).toEqual(['ws:sol', 'ws:sol'])
})
