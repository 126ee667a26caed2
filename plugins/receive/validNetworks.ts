import type { CaipNetwork, ChainNamespace } from 'portico'

/**
 * The host's networks on which an address of `namespace` is valid: every network of that
 * namespace (one EVM address works on every EVM chain; a Solana address on every Solana cluster).
 *
 * @example
 * validNetworks([mainnet, base, solana], 'eip155') // [mainnet, base]
 */
export function validNetworks(networks: readonly CaipNetwork[], namespace: ChainNamespace): CaipNetwork[] {
  return networks.filter((network) => network.chainNamespace === namespace)
}
