import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Devnet } from '../../../devnet/anvil'
import { ACCOUNT_0, connectedProvider, errorOf } from './testing/fixtures.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startAnvil()
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(() => {
  delete (globalThis as { __porticoDevWalletConfig?: unknown }).__porticoDevWalletConfig
})

const setAssets = (assets: unknown) => Object.assign(globalThis, { __porticoDevWalletConfig: { assets } })

describe('EIP-7811 asset discovery', () => {
  it('behavior: off by default (no capability, wallet_getAssets unsupported)', async () => {
    const provider = await connectedProvider(devnet.url)
    const caps = (await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] })) as Record<string, Record<string, unknown>>
    expect(caps['0x7a69']?.assetDiscovery).toBeUndefined()
    expect((await errorOf(provider.request({ method: 'wallet_getAssets', params: [{ account: ACCOUNT_0 }] }))).code).toBe(4200)
  })

  it('behavior: with assets, reports the capability and answers native + token balances read from the chain + NFTs', async () => {
    const pusdc = devnet.addresses.tokens.PUSDC
    setAssets({ tokens: [{ address: pusdc.address, name: pusdc.name, symbol: pusdc.symbol, decimals: 6, price: 1 }], nfts: [{ address: '0x00000000000000000000000000000000000000aa', tokenId: '7', name: 'Punk' }], nativePrice: 3000 })
    const provider = await connectedProvider(devnet.url)
    const caps = (await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] })) as Record<string, Record<string, unknown>>
    expect(caps['0x7a69']?.assetDiscovery).toEqual({ supported: true })
    const assets = (await provider.request({ method: 'wallet_getAssets', params: [{ account: ACCOUNT_0, chainFilter: ['0x7a69'] }] })) as Record<string, { address: string; balance: string; type: string; metadata: Record<string, unknown> }[]>
    const items = assets['0x7a69'] ?? []
    expect(items.map((i) => i.type)).toEqual(['NATIVE', 'ERC20', 'ERC721'])
    expect(BigInt(items[1]?.balance ?? '0x0')).toBe(1_000_000n * 10n ** 6n)
    expect(items[1]?.metadata).toEqual({ name: pusdc.name, symbol: 'PUSDC', decimals: 6, price: 1 })
    expect(items[0]?.metadata.price).toBe(3000)
  })
})
