import { describe, expect, test } from 'vitest'
import { evmChainHarness, localEvm } from './testing'
import { parseWalletAssets, supportsAssetDiscovery } from './walletAssets'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PUSD = '0x8ce361602B935680E8DeC218b820ff5056BeB7af'

const assets = {
  '0x7a69': [
    { address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 } },
    { address: PUSD, balance: '0x1bc16d674ec80000', type: 'ERC20', metadata: { name: 'Portico Dollar', symbol: 'PUSD', decimals: 18, price: 1, iconUrl: 'javascript:alert(1)' } },
    { address: '0x0000000000000000000000000000000000000bad', balance: '0x5', type: 'ERC20', metadata: { name: 'Junk', symbol: 'JUNK', decimals: 0 } },
    { address: '0x00000000000000000000000000000000000000aa', balance: '0x1', type: 'ERC721', metadata: { name: 'Punk', tokenId: '7', imageUrl: 'https://example.com/p.png' } },
    { address: PUSD, balance: 12, type: 'ERC20' },
  ],
}

describe('wallet asset discovery (EIP-7811)', () => {
  test('§3 Wallet asset response item: hex balances, NATIVE/ERC20 types, metadata; bad items dropped', () => {
    const dropped: string[] = []
    const { tokens, nfts } = parseWalletAssets(assets, localEvm, (reason) => dropped.push(reason))
    expect(tokens.map((t) => [t.symbol, t.amount, t.decimals, t.price])).toEqual([
      ['ETH', 10n ** 18n, 18, 3000],
      ['PUSD', 2n * 10n ** 18n, 18, 1],
      ['JUNK', 5n, 0, undefined],
    ])
    expect(nfts).toEqual([{ chainId: 'eip155:31337', address: '0x00000000000000000000000000000000000000aa', tokenId: '7', name: 'Punk', imageUrl: 'https://example.com/p.png' }])
    expect(dropped).toHaveLength(1)
  })

  test('§3 capabilities: assetDiscovery.supported for the chain or 0x0', () => {
    expect(supportsAssetDiscovery({ '0x7a69': { assetDiscovery: { supported: true } } }, 31337)).toBe(true)
    expect(supportsAssetDiscovery({ '0x0': { assetDiscovery: { supported: true } } }, 31337)).toBe(true)
    expect(supportsAssetDiscovery({ '0x7a69': { atomic: { status: 'unsupported' } } }, 31337)).toBe(false)
    expect(() => supportsAssetDiscovery('nope', 31337)).toThrow()
  })

  test('§4 balance: a wallet offering asset discovery is used instead of RPC; zero-decimal tokens dropped; unsafe icons removed', async () => {
    const h = evmChainHarness({
      connectedAddress: OWNER,
      rpc: () => { throw new Error('RPC must not be used') },
      wallet: (args) => (args.method === 'wallet_getCapabilities' ? { '0x7a69': { assetDiscovery: { supported: true } } } : assets),
    })
    const { balances } = h.portico.services
    const tokens = await balances.get({ network: localEvm, address: OWNER })
    expect(h.rpcCalls).toHaveLength(0)
    expect(h.walletCalls.map((c) => c.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(h.walletCalls[1]?.params).toEqual([{ account: OWNER, chainFilter: ['0x7a69'] }])
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'PUSD'])
    expect(tokens[1]?.iconUrl).toBeUndefined()
    expect(tokens[0]?.value).toBe(3000)
    const entry = balances.getEntry({ network: localEvm, address: OWNER })
    expect(entry.source).toBe('wallet')
    expect(entry.nftsOffered).toBe(true)
    expect(await balances.nfts({ network: localEvm, address: OWNER })).toHaveLength(1)
    h.portico.destroy()
  })

  test('§4 balance: without the capability (or when the wallet fails) the chain is read', async () => {
    for (const wallet of [() => ({ '0x7a69': {} }), () => { throw Object.assign(new Error('unsupported'), { code: 4200 }) }]) {
      const h = evmChainHarness({ connectedAddress: OWNER, rpc: () => { throw new Error('node down') }, wallet })
      await expect(h.read(OWNER)).rejects.toThrow('node down')
      expect(h.rpcCalls).toHaveLength(1)
      expect(h.walletCalls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
      h.portico.destroy()
    }
  })

  test('§4 balance: another address than the connected one is never asked of the wallet', async () => {
    const h = evmChainHarness({ connectedAddress: OWNER, rpc: () => { throw new Error('down') }, wallet: () => ({}) })
    await expect(h.read('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).rejects.toThrow('down')
    expect(h.walletCalls).toHaveLength(0)
    h.portico.destroy()
  })
})
