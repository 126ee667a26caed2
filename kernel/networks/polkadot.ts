import type { CaipNetwork } from './types'

/**
 * Polkadot relay chain (DOT, 10 decimals). The CAIP-2 reference is the first 32 hex characters
 * of the genesis hash.
 *
 * @example
 * import { polkadot } from 'portico'
 * polkadot.caipNetworkId // 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
 */
export const polkadot = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
} as const satisfies CaipNetwork<'polkadot'>
