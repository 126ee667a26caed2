import type { CaipNetwork } from './types'

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/**
 * Bitcoin mainnet (BTC, 8 decimals). The CAIP-2 reference is the first 32 hex characters of
 * the genesis block hash.
 *
 * @example
 * import { bitcoin } from 'portico'
 * bitcoin.caipNetworkId // 'bip122:000000000019d6689c085ae165831e93'
 */
export const bitcoin = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://bitcoin-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
} as const satisfies CaipNetwork<'bip122'>

/**
 * Bitcoin testnet3 (BTC, 8 decimals).
 *
 * @example
 * import { bitcoinTestnet } from 'portico'
 * bitcoinTestnet.testnet // true
 */
export const bitcoinTestnet = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://bitcoin-testnet-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
} as const satisfies CaipNetwork<'bip122'>
