import { afterEach, expect, test, vi } from 'vitest'
import { bitcoin, bitcoinTestnet } from './bip122'
import { defineNetwork } from './defineNetwork'
import { arbitrum, base, bsc, mainnet, optimism, polygon, sepolia } from './eip155'
import { polkadot } from './polkadot'
import { solana, solanaDevnet, solanaTestnet } from './solana'
import type { CaipNetwork } from './types'

const all: readonly CaipNetwork[] = [mainnet, sepolia, base, arbitrum, optimism, polygon, bsc, solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet, polkadot]

afterEach(() => vi.unstubAllGlobals())

test('§3 default: BNB Smart Chain is eip155:56 with BNB, 18 decimals', () => {
  expect([bsc.caipNetworkId, bsc.id, bsc.name, bsc.nativeCurrency]).toEqual(['eip155:56', 56, 'BNB Smart Chain', { name: 'BNB', symbol: 'BNB', decimals: 18 }])
})

test('§3 default: Solana mainnet, devnet and testnet use SOL with 9 decimals', () => {
  for (const network of [solana, solanaDevnet, solanaTestnet]) expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  expect([solana.caipNetworkId, solanaDevnet.caipNetworkId, solanaTestnet.caipNetworkId]).toEqual([
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  ])
  expect([solanaDevnet.testnet, solanaTestnet.testnet, 'testnet' in solana]).toEqual([true, true, false])
})

test('§3 default: Solana mainnet and devnet each include a deprecated alternate id; testnet none', () => {
  expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
  expect(solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
  expect('deprecatedCaipNetworkId' in solanaTestnet).toBe(false)
})

test('§3 default: Bitcoin mainnet and testnet use BTC with 8 decimals and genesis-hash ids', () => {
  for (const network of [bitcoin, bitcoinTestnet]) expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
  expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
  expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
  expect(bitcoinTestnet.testnet).toBe(true)
})

test('§3 default: Polkadot uses DOT with 10 decimals', () => {
  expect([polkadot.caipNetworkId, polkadot.nativeCurrency.symbol, polkadot.nativeCurrency.decimals]).toEqual(['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'DOT', 10])
})

test('§3 default: EVM networks have their chain ids and Multicall3', () => {
  expect(all.filter((n) => n.chainNamespace === 'eip155').map((n) => [n.id, n.name, n.contracts?.multicall3?.address])).toEqual(
    [
      [1, 'Ethereum'],
      [11155111, 'Sepolia'],
      [8453, 'Base'],
      [42161, 'Arbitrum One'],
      [10, 'OP Mainnet'],
      [137, 'Polygon'],
      [56, 'BNB Smart Chain'],
    ].map((row) => [...row, '0xca11bde05977b3631167028862be2a173976ca11']),
  )
  expect(sepolia.testnet).toBe(true)
})

test('§3 behavior: every built-in network passes defineNetwork and its caipNetworkId is namespace:id', () => {
  for (const network of all) {
    expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
    expect(defineNetwork(network)).toEqual(network)
  }
  expect(new Set(all.map((n) => n.caipNetworkId)).size).toBe(all.length)
})

test('§7 behavior: importing the definitions fetches nothing', async () => {
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  vi.resetModules()
  await import('./index')
  expect(fetch).not.toHaveBeenCalled()
})
