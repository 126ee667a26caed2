import { afterEach, describe, expect, test } from 'vitest'
import { createPortico, type Portico } from '../createPortico'
import { defineNetwork } from '../networks/defineNetwork'
import { definePlugin } from '../plugin'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = (testnet: boolean) =>
  defineNetwork({ chainNamespace: 'eip155', id: testnet ? 31337 : 1, name: 'Chain', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } }, testnet })
/** Names on eip155 from a fixed table (as the eip155 chain module's ENS tap answers). */
const names = (table: Record<string, string>) =>
  definePlugin({ id: 'names-test', apply: ({ hooks }) => hooks.lookupName.for('eip155').tapPromise(async ({ address }) => table[address]) })

let portico: Portico | undefined
afterEach(() => portico?.destroy())
const profileOf = (instance: Portico) => (instance.getState() as { identity?: { profiles: Record<string, unknown> } }).identity?.profiles[ADDRESS.toLowerCase()]

describe('identity.remember (a profile a plugin knows for sure)', () => {
  test('behavior: shown at once; a later sync on a testnet keeps it (the spec clears names there otherwise)', async () => {
    const local = network(true)
    portico = createPortico({ networks: [local], logLevel: 'silent', plugins: [names({})] })
    await portico.services.identity.remember(ADDRESS, { name: 'alice.portico.eth' })
    expect(profileOf(portico)).toEqual({ name: 'alice.portico.eth' })
    await expect(portico.services.identity.sync({ address: ADDRESS, network: local })).resolves.toEqual({ name: 'alice.portico.eth' })
    expect(profileOf(portico)).toEqual({ name: 'alice.portico.eth' })
  })

  test('§4 default: without a remembered profile a testnet sync clears the name', async () => {
    const local = network(true)
    portico = createPortico({ networks: [local], logLevel: 'silent', plugins: [names({ [ADDRESS]: 'ens.eth' })] })
    await expect(portico.services.identity.sync({ address: ADDRESS, network: local, providerName: 'someone' })).resolves.toEqual({})
  })

  test('behavior: on a mainnet the name found by lookupName wins; none found keeps the remembered one', async () => {
    const main = network(false)
    portico = createPortico({ networks: [main], logLevel: 'silent', plugins: [names({ [ADDRESS]: 'ens.eth' })] })
    await portico.services.identity.remember(ADDRESS, { name: 'alice.portico.eth' })
    await expect(portico.services.identity.sync({ address: ADDRESS, network: main })).resolves.toEqual({ name: 'ens.eth' })
    portico.destroy()
    portico = createPortico({ networks: [main], logLevel: 'silent', plugins: [names({})] })
    await portico.services.identity.remember(ADDRESS, { name: 'alice.portico.eth' })
    await expect(portico.services.identity.sync({ address: ADDRESS, network: main, providerName: 'someone' })).resolves.toEqual({ name: 'alice.portico.eth' })
  })

  test('behavior: an unsafe name or image is dropped', async () => {
    portico = createPortico({ networks: [network(true)], logLevel: 'silent' })
    await portico.services.identity.remember(ADDRESS, { name: 'alice.portico.eth', image: 'javascript:alert(1)' })
    expect(profileOf(portico)).toEqual({ name: 'alice.portico.eth' })
  })
})
