import { afterEach, expect, test, vi } from 'vitest'
import { createLocalStorage } from './createLocalStorage'
import { createMemoryStorage } from './createMemoryStorage'
import { createStorageAccess } from './createStorageAccess'
import { storageKeys } from './storageKeys'
import { createFakeLocalStorage, createSpyLogger } from './testing'

afterEach(() => vi.unstubAllGlobals())

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial)
  return { storage, access: createStorageAccess(storage) }
}

test('§3 default: the spec keys, per-namespace keys included', () => {
  expect({
    ...storageKeys,
    connectionStatus: storageKeys.connectionStatus('eip155'),
    activeCaipAddress: storageKeys.activeCaipAddress('solana'),
  }).toMatchInlineSnapshot(`
    {
      "activeCaipAddress": "activeCaipAddress.solana",
      "connectionStatus": "connectionStatus.eip155",
      "email": "email",
      "emailLoginUsed": "emailLoginUsed",
      "lastEmailLoginTime": "lastEmailLoginTime",
      "lastUsedChain": "lastUsedChain",
      "recentWallets": "recentWallets",
      "smartAccountEnabledNetworks": "smartAccountEnabledNetworks",
      "socialUsername": "socialUsername",
    }
  `)
})

test('§3 behavior: keys are namespaced with the storage prefix (default "wagmi")', () => {
  const localStorage = createFakeLocalStorage()
  vi.stubGlobal('window', { localStorage })
  const access = createStorageAccess(createLocalStorage())
  access.email.set('ada@example.com')
  access.connectionStatus('eip155').set('connected')
  expect(Object.fromEntries(localStorage.entries)).toEqual({
    'wagmi.email': 'ada@example.com',
    'wagmi.connectionStatus.eip155': 'connected',
  })
})

test('§3 behavior: smart-account networks round trip as a comma list', () => {
  const { storage, access } = setup()
  access.smartAccountEnabledNetworks.set(['1', '137', '8453'])
  expect(storage.getItem('smartAccountEnabledNetworks')).toBe('1,137,8453')
  expect(access.smartAccountEnabledNetworks.get()).toEqual(['1', '137', '8453'])
  access.smartAccountEnabledNetworks.set([])
  expect(access.smartAccountEnabledNetworks.get()).toEqual([])
})

test('§3 behavior: a comma list drops blanks and spaces; entries holding a comma are not written', () => {
  const { storage, access } = setup({ smartAccountEnabledNetworks: ' 1, ,137,' })
  expect(access.smartAccountEnabledNetworks.get()).toEqual(['1', '137'])
  access.smartAccountEnabledNetworks.set(['1', 'a,b', ''])
  expect(storage.getItem('smartAccountEnabledNetworks')).toBe('1')
})

test('§3 behavior: the email-login flag is stored as "true"/"false"; other text is dropped', () => {
  const { storage, access } = setup()
  access.emailLoginUsed.set(true)
  expect(storage.getItem('emailLoginUsed')).toBe('true')
  expect(access.emailLoginUsed.get()).toBe(true)
  storage.setItem('emailLoginUsed', 'yes')
  expect(access.emailLoginUsed.get()).toBeUndefined()
})

test('§3 behavior: last email login time round trips as a number; malformed text is dropped', () => {
  const { storage, access } = setup()
  access.lastEmailLoginTime.set(1_700_000_000_123)
  expect(storage.getItem('lastEmailLoginTime')).toBe('1700000000123')
  expect(access.lastEmailLoginTime.get()).toBe(1_700_000_000_123)
  for (const raw of ['', 'soon', '-5', '1e3', '12.5', '99999999999999999']) {
    storage.setItem('lastEmailLoginTime', raw)
    expect(access.lastEmailLoginTime.get(), raw).toBeUndefined()
  }
})

test('§3 behavior: email, social username and last used chain round trip', () => {
  const { access } = setup()
  access.email.set('ada@example.com')
  access.socialUsername.set('ada')
  access.lastUsedChain.set('eip155:137')
  expect([access.email.get(), access.socialUsername.get(), access.lastUsedChain.get()]).toEqual(['ada@example.com', 'ada', 'eip155:137'])
})

test('§5 behavior: a malformed last used chain is dropped', () => {
  for (const raw of ['137', 'cosmos:hub', 'eip155:', 'eip155:1:0xabc', 'eip155:1 ']) {
    expect(setup({ lastUsedChain: raw }).access.lastUsedChain.get(), raw).toBeUndefined()
  }
})

test('§4 behavior: connection status per namespace; unknown values are dropped', () => {
  const { storage, access } = setup()
  access.connectionStatus('eip155').set('connected')
  access.connectionStatus('solana').set('disconnected')
  expect(access.connectionStatus('eip155').get()).toBe('connected')
  expect(access.connectionStatus('solana').get()).toBe('disconnected')
  expect(access.connectionStatus('bip122').get()).toBeUndefined()
  storage.setItem('connectionStatus.eip155', 'online')
  expect(access.connectionStatus('eip155').get()).toBeUndefined()
})

test('§5 behavior: a cached address needs three non-empty parts in its own namespace', () => {
  const { storage, access } = setup()
  const address = 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
  access.activeCaipAddress('eip155').set(address)
  expect(access.activeCaipAddress('eip155').get()).toBe(address)
  for (const raw of ['eip155::0xabc', 'eip155:1', 'cosmos:1:abc', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc', 'eip155:1:a:b']) {
    storage.setItem('activeCaipAddress.eip155', raw)
    expect(access.activeCaipAddress('eip155').get(), raw).toBeUndefined()
  }
})

test('§3 behavior: recent wallets round trip as JSON', () => {
  const { storage, access } = setup()
  const wallets = [{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }, { id: 'phantom', name: 'Phantom' }]
  access.recentWallets.set(wallets)
  expect(JSON.parse(storage.getItem('recentWallets') ?? '')).toEqual(wallets)
  expect(access.recentWallets.get()).toEqual(wallets)
})

test('§9 behavior: at most 2 recent wallets are kept, on write and on read', () => {
  const { storage, access } = setup()
  const wallet = (id: string) => ({ id, name: id })
  access.recentWallets.set([wallet('a'), wallet('b'), wallet('c')])
  expect(JSON.parse(storage.getItem('recentWallets') ?? '')).toHaveLength(2)
  storage.setItem('recentWallets', JSON.stringify([wallet('x'), wallet('y'), wallet('z')]))
  expect(access.recentWallets.get()?.map((w) => w.id)).toEqual(['x', 'y'])
})

test('§3 behavior: malformed recent-wallets JSON is dropped, not thrown', () => {
  for (const raw of ['{not json', '', 'null', '{"id":"a","name":"A"}', '"text"']) {
    const { access } = setup({ recentWallets: raw })
    expect(() => access.recentWallets.get()).not.toThrow()
    expect(access.recentWallets.get(), raw).toBeUndefined()
  }
})

test('§3 behavior: malformed recent-wallet items are dropped, valid ones kept, unknown fields stripped', () => {
  const raw = JSON.stringify([null, { id: '', name: 'Empty' }, { id: 1, name: 'Number' }, { id: 'ok', name: 'OK', extra: true }, { name: 'No id' }])
  expect(setup({ recentWallets: raw }).access.recentWallets.get()).toEqual([{ id: 'ok', name: 'OK' }])
})

test('§4 behavior: clearEmailLogin deletes flag, email, chain and username only', () => {
  const { storage, access } = setup()
  access.emailLoginUsed.set(true)
  access.email.set('ada@example.com')
  access.lastUsedChain.set('eip155:1')
  access.socialUsername.set('ada')
  access.lastEmailLoginTime.set(1)
  access.connectionStatus('eip155').set('connected')
  access.clearEmailLogin()
  expect([access.emailLoginUsed.get(), access.email.get(), access.lastUsedChain.get(), access.socialUsername.get()]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
  ])
  expect(storage.getItem('lastEmailLoginTime')).toBe('1')
  expect(access.connectionStatus('eip155').get()).toBe('connected')
})

test('§8 error: typed reads over denied storage return undefined and only log', () => {
  vi.stubGlobal('window', { localStorage: createFakeLocalStorage(new DOMException('denied', 'SecurityError')) })
  const logger = createSpyLogger()
  const access = createStorageAccess(createLocalStorage({ logger }))
  expect(() => access.recentWallets.set([{ id: 'a', name: 'A' }])).not.toThrow()
  expect(access.recentWallets.get()).toBeUndefined()
  expect(access.smartAccountEnabledNetworks.get()).toBeUndefined()
  expect(() => access.clearEmailLogin()).not.toThrow()
  expect(logger.error).toHaveBeenCalledTimes(7)
  for (const [message] of logger.error.mock.calls) expect(message).toMatch(/^Unable to (read|write|remove) "wagmi\./)
})
