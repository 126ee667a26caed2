import type { CaipNetwork } from './types'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/**
 * Solana mainnet (SOL, 9 decimals). Its CAIP-2 reference is the first 32 characters of the
 * genesis hash; `deprecatedCaipNetworkId` is the older id some wallets still send.
 *
 * @example
 * import { solana } from 'portico'
 * solana.caipNetworkId // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'], webSocket: ['wss://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  tokens: [{ address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6, name: 'USD Coin' }],
} as const satisfies CaipNetwork<'solana'>

/**
 * Solana devnet (SOL, 9 decimals), with its deprecated alternate id. No block explorer is set:
 * explorers need a `?cluster=devnet` query that a base URL cannot carry.
 *
 * @example
 * import { solanaDevnet } from 'portico'
 * solanaDevnet.deprecatedCaipNetworkId // 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K'
 */
export const solanaDevnet = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] } },
  testnet: true,
} as const satisfies CaipNetwork<'solana'>

/**
 * Solana testnet (SOL, 9 decimals).
 *
 * @example
 * import { solanaTestnet } from 'portico'
 * solanaTestnet.caipNetworkId // 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
 */
export const solanaTestnet = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] } },
  testnet: true,
} as const satisfies CaipNetwork<'solana'>
