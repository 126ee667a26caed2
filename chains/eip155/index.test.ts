// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { createPortico, mainnet, solana, type Portico } from 'portico'
import { announce, FakeProvider } from '../../kernel/connectors/testing/fakeProvider'
import eip155Chain from './index'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
const ids = (portico: Portico) => portico.getState().connectors.list.map((c) => c.id)

test('§3 behavior: installed for a host with an eip155 network, the module lists the browser wallets (EIP-6963); uninstalled, they leave the list', async () => {
  cleanups.push(announce(window, new FakeProvider(), { name: 'Fake Wallet', rdns: 'io.fake' }))
  const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' }, plugins: [eip155Chain({ window })] })
  await vi.waitFor(() => expect(ids(portico)).toEqual(['io.fake'])) // discovery and the connection service load on first use
  portico.uninstall('chain-eip155')
  await vi.waitFor(() => expect(ids(portico)).toEqual([]))
})

test('behavior: the kernel lists no browser wallet itself: without the module, an announced wallet stays out of the list', async () => {
  cleanups.push(announce(window, new FakeProvider(), { name: 'Fake Wallet', rdns: 'io.fake' }))
  const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' } })
  cleanups.push(portico.connection.start())
  await portico.connection.catalog.list({ page: 1 }) // the connection service has loaded and started
  expect(ids(portico)).toEqual([])
})

test('§1 behavior: enableEIP6963 false leaves announcements out; a host without eip155 networks gets no EVM wallet', async () => {
  cleanups.push(announce(window, new FakeProvider(), { name: 'Fake Wallet', rdns: 'io.fake' }))
  ;(window as Window & { ethereum?: unknown }).ethereum = new FakeProvider()
  cleanups.push(() => delete (window as Window & { ethereum?: unknown }).ethereum)
  const noAnnouncements = createPortico({ networks: [mainnet], enableEIP6963: false, storage: { type: 'memory' }, plugins: [eip155Chain({ window })] })
  await vi.waitFor(() => expect(ids(noAnnouncements)).toEqual(['injected']))
  const solanaOnly = createPortico({ networks: [solana], storage: { type: 'memory' }, plugins: [eip155Chain({ window })] })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(ids(solanaOnly)).toEqual([])
})

test('behavior: without a window (server) the module installs and discovers nothing', () => {
  const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' }, plugins: [eip155Chain({ window: undefined })] })
  expect(portico.plugins()).toContain('chain-eip155')
})
