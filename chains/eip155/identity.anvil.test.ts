import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPortico, defineNetwork, type NetworkOf, type Portico } from 'portico'
import { startAnvil, type Devnet } from '../../devnet/anvil'
import eip155Chain from './index'

/** The profile identity sync stored for an address. */
const storedProfile = (portico: Portico, address: string) => portico.getState().identity?.profiles[address.toLowerCase()]

let chain: Devnet
let portico: Portico
let network: NetworkOf<'eip155'>

beforeAll(async () => {
  chain = await startAnvil()
  // The devnet with its local ENS, declared a non-testnet so identity sync runs (spec section 4).
  network = defineNetwork({
    chainNamespace: 'eip155',
    id: 31337,
    name: 'Local ENS',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
    testnet: false,
    contracts: { ensRegistry: { address: chain.addresses.ens.registry } },
  })
  portico = createPortico({ networks: [network], plugins: [eip155Chain()], logLevel: 'silent' })
}, 30_000)
afterAll(async () => {
  portico?.destroy()
  await chain?.stop()
})

const [alice, bob, mallory, carol] = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906']

describe('identity against the local ENS deployment', () => {
  test('§4 behavior: without the eip155 chain module there are no names, and sync clears the profile', async () => {
    const bare = createPortico({ networks: [network], logLevel: 'silent' })
    await expect(bare.services.identity.lookupAddress('portico.eth', network)).resolves.toBeUndefined()
    await expect(bare.services.identity.sync({ address: alice, network })).resolves.toEqual({})
    bare.destroy()
  })

  test('§7 name lookup by name returns the address (checksummed), any case of the name', async () => {
    await expect(portico.services.identity.lookupAddress('portico.eth', network)).resolves.toBe(alice)
    await expect(portico.services.identity.lookupAddress('Bob.ETH', network)).resolves.toBe(bob)
  })

  test('§7 an unknown or invalid name has no address', async () => {
    await expect(portico.services.identity.lookupAddress('nobody.eth', network)).resolves.toBeUndefined()
    await expect(portico.services.identity.lookupAddress('not a name', network)).resolves.toBeUndefined()
    await expect(portico.services.identity.lookupAddress('bad..eth', network)).resolves.toBeUndefined()
  })

  test('§4 reverse resolution gives the primary name; a reverse record not matching forward is ignored', async () => {
    await expect(portico.services.identity.lookupName(alice, network)).resolves.toBe('portico.eth')
    await expect(portico.services.identity.lookupName(mallory, network)).resolves.toBeUndefined()
    await expect(portico.services.identity.lookupName(bob, network)).resolves.toBeUndefined()
  })

  test('§4 identity sync: name and avatar into the store; an unsafe avatar is dropped', async () => {
    const profile = await portico.services.identity.sync({ address: alice, network })
    expect(profile.name).toBe('portico.eth')
    expect(profile.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(storedProfile(portico, alice)).toEqual(profile)
    const unsafe = await portico.services.identity.sync({ address: carol, network })
    expect(unsafe).toEqual({ name: 'mallory.eth' })
  })

  test('§4 identity sync: no name falls back to the adapter profile, then the provider-issued name', async () => {
    await expect(portico.services.identity.sync({ address: bob, network, adapterProfile: { name: 'Bob (wallet)' }, providerName: 'bob@mail' })).resolves.toEqual({ name: 'Bob (wallet)' })
    await expect(portico.services.identity.sync({ address: bob, network, providerName: 'bob@mail' })).resolves.toEqual({ name: 'bob@mail' })
  })

  test('§4 identity sync: a testnet or non-EVM network clears name and image', async () => {
    await portico.services.identity.sync({ address: alice, network })
    const testnet: NetworkOf<'eip155'> = { ...network, testnet: true }
    await expect(portico.services.identity.sync({ address: alice, network: testnet })).resolves.toEqual({})
    expect(storedProfile(portico, alice)).toEqual({})
  })

  test('§4 identity sync: a failing node clears the image (and falls back for the name)', async () => {
    const down: NetworkOf<'eip155'> = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const other = createPortico({ networks: [down], plugins: [eip155Chain()], logLevel: 'silent' })
    try {
      await expect(other.services.identity.sync({ address: alice, network: down, adapterProfile: { name: 'A', image: 'https://example.com/a.png' } })).resolves.toEqual({ name: 'A' })
    } finally {
      other.destroy()
    }
  }, 20_000)

  test('§9 ENS cache 5 min: a repeated lookup makes no new request', async () => {
    const fresh = createPortico({ networks: [network], plugins: [eip155Chain()], logLevel: 'silent' })
    const originalFetch = globalThis.fetch
    let posts = 0
    globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
      posts++
      return originalFetch(...args)
    }) as typeof fetch
    try {
      await fresh.services.identity.lookupName(alice, network)
      const after = posts
      expect(after).toBeGreaterThan(0)
      await fresh.services.identity.lookupName(alice, network)
      expect(posts).toBe(after)
    } finally {
      globalThis.fetch = originalFetch
      fresh.destroy()
    }
  })
})
