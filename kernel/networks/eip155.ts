import type { CaipNetwork } from './types'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
const MULTICALL3 = '0xca11bde05977b3631167028862be2a173976ca11'
const usdc = (address: string) => ({ address, symbol: 'USDC', decimals: 6, name: 'USD Coin' }) as const

/**
 * Ethereum mainnet (`eip155:1`). RPC URLs are public endpoints, data only.
 *
 * @example
 * import { mainnet } from 'portico'
 * mainnet.caipNetworkId // 'eip155:1'
 */
export const mainnet = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://ethereum-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 14_353_601 } },
  tokens: [usdc('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')],
} as const satisfies CaipNetwork<'eip155'>

/**
 * Sepolia, the Ethereum test network (`eip155:11155111`).
 *
 * @example
 * import { sepolia } from 'portico'
 * sepolia.testnet // true
 */
export const sepolia = {
  id: 11_155_111,
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 751_532 } },
  testnet: true,
} as const satisfies CaipNetwork<'eip155'>

/**
 * Base (`eip155:8453`).
 *
 * @example
 * import { base } from 'portico'
 * base.id // 8453
 */
export const base = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 5022 } },
  tokens: [usdc('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')],
} as const satisfies CaipNetwork<'eip155'>

/**
 * Arbitrum One (`eip155:42161`).
 *
 * @example
 * import { arbitrum } from 'portico'
 * arbitrum.name // 'Arbitrum One'
 */
export const arbitrum = {
  id: 42_161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 7_654_707 } },
  tokens: [usdc('0xaf88d065e77c8cC2239327C5EDb3A432268e5831')],
} as const satisfies CaipNetwork<'eip155'>

/**
 * OP Mainnet, formerly Optimism (`eip155:10`).
 *
 * @example
 * import { optimism } from 'portico'
 * optimism.id // 10
 */
export const optimism = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 4_286_263 } },
  tokens: [usdc('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85')],
} as const satisfies CaipNetwork<'eip155'>

/**
 * Polygon PoS (`eip155:137`); its native currency is POL.
 *
 * @example
 * import { polygon } from 'portico'
 * polygon.nativeCurrency.symbol // 'POL'
 */
export const polygon = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 25_770_160 } },
  tokens: [usdc('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359')],
} as const satisfies CaipNetwork<'eip155'>

/**
 * BNB Smart Chain (`eip155:56`; BNB, 18 decimals; spec section 3).
 *
 * @example
 * import { bsc } from 'portico'
 * bsc.nativeCurrency // { name: 'BNB', symbol: 'BNB', decimals: 18 }
 */
export const bsc = {
  id: 56,
  caipNetworkId: 'eip155:56',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  contracts: { multicall3: { address: MULTICALL3, blockCreated: 15_921_452 } },
} as const satisfies CaipNetwork<'eip155'>
