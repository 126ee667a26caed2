/** A viem chain object for the devnet (with Multicall3, so viem's `multicall` works). */
import { defineChain, type Chain } from 'viem'
import { DEVNET_CHAIN_ID } from './process'

/** Canonical Multicall3 address (same on every chain; `anvil_setCode` puts it there on the devnet). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * The devnet as a viem `Chain` whose RPC is `url` (from `startAnvil()`).
 * @param url JSON-RPC endpoint of a running devnet.
 */
export function devnetChain(url: string): Chain {
  return defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 0 } },
    testnet: true,
  })
}
