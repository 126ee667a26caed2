import type { CaipNetwork } from './types'

/**
 * Finds the network with a CAIP-2 id among `networks`, matching its deprecated alternate id too
 * (older Solana wallets still send `solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ` for mainnet).
 *
 * @param networks The networks to search, e.g. the host's configured list.
 * @param caipNetworkId The id to look for, e.g. from a wallet event or storage.
 * @returns The first matching network, or `undefined`.
 *
 * @example
 * import { findNetwork, mainnet, solana } from 'portico'
 * findNetwork([mainnet, solana], 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ') // solana
 * findNetwork([mainnet, solana], 'eip155:1') // mainnet
 */
export function findNetwork<const T extends CaipNetwork>(networks: readonly T[], caipNetworkId: string | undefined): T | undefined {
  if (!caipNetworkId) return undefined
  return (
    networks.find((network) => network.caipNetworkId === caipNetworkId) ??
    networks.find((network) => network.deprecatedCaipNetworkId === caipNetworkId)
  )
}
