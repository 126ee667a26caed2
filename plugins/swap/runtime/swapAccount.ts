import { findNetwork, parseCaipAddress, type CaipNetwork, type Portico } from 'portico'

/** The connected EVM account a swap trades from, and its network. */
export type SwapAccount = { network: CaipNetwork; chainId: number; address: string; accountType: string | undefined }

/**
 * The connected eip155 account on the active network the host lists, or undefined (not
 * connected, another namespace active, or a network the host does not list).
 *
 * @example
 * const account = getSwapAccount(portico)
 */
export function getSwapAccount(portico: Pick<Portico, 'getState' | 'config'>): SwapAccount | undefined {
  const state = portico.getState()
  if (state.networks.activeNamespace !== 'eip155') return undefined
  const connection = state.connections.eip155
  const network = findNetwork(portico.config.networks, state.networks.active.eip155)
  if (connection?.status !== 'connected' || !connection.caipAddress || !network || typeof network.id !== 'number') return undefined
  return { network, chainId: network.id, address: parseCaipAddress(connection.caipAddress).address, accountType: connection.accountType }
}
