import { beforeEach, expect, test, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { mainnet } from '../networks/eip155'
import { createLazyAccountServices } from './createLazyAccountServices'

// Loading the account chunk fails once when `chunk.fail` is set; once loaded it gives these services.
const chunk = vi.hoisted(() => ({ fail: false, loads: 0 }))
const loaded = vi.hoisted(() => ({
  balances: { get: vi.fn(async () => []), native: vi.fn(async () => undefined), nfts: vi.fn(async () => []), refresh: vi.fn(async () => []) },
  identity: { lookupAddress: vi.fn(async () => '0x1'), lookupName: vi.fn(async () => 'alice.eth'), getProfile: vi.fn(async () => ({})), sync: vi.fn(async () => ({})) },
  onConnect: vi.fn(async () => {}),
}))
vi.mock('./accountServices', () => ({
  createAccountServices() {
    if (chunk.fail) {
      chunk.fail = false
      throw new Error('chunk failed')
    }
    chunk.loads++
    return loaded
  },
}))

beforeEach(() => void (chunk.loads = 0))

const deps = () => {
  const portico = createPortico({ networks: [mainnet], logLevel: 'silent' })
  return { config: portico.config, store: portico.store, hooks: portico._internal.hooks, getServices: () => portico.services, getConnection: () => portico.connection }
}
const query = { network: mainnet, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }

test('behavior: an account chunk that failed to load is fetched again by the next call', async () => {
  chunk.fail = true
  const { balances, identity } = createLazyAccountServices(deps())
  await expect(balances.get(query)).rejects.toThrow('chunk failed')
  await expect(identity.lookupName(query.address, mainnet)).resolves.toBe('alice.eth')
  await expect(balances.refresh(query, { force: true })).resolves.toEqual([])
  expect(loaded.balances.refresh).toHaveBeenCalledWith(query, { force: true })
  expect(chunk.loads).toBe(1)
})

test('behavior: before the chunk loads, an entry reads idle and no load starts', () => {
  const { balances } = createLazyAccountServices(deps())
  expect(balances.getEntry(query).status).toBe('idle')
  expect(chunk.loads).toBe(0)
})
