import type { CaipNetworkId, PorticoState } from 'portico'

/**
 * The account whose history the plugin shows: the connected address of the active namespace on
 * its active network.
 *
 * @example
 * import type { HistoryAccount } from 'portico/plugins/history'
 * const label = (account: HistoryAccount) => `${account.address} on ${account.chainId}`
 */
export type HistoryAccount = {
  /** `{chainId}:{address}` with the address lower case: what the state and cache are keyed by. */
  key: string
  /** The address as the wallet gave it. */
  address: string
  chainId: CaipNetworkId
  /** 'eoa', 'smartAccount', ... (analytics). */
  accountType: string | undefined
}

/**
 * Reads the {@link HistoryAccount} from the instance's state, or `undefined` when the active
 * namespace is not connected.
 *
 * @example
 * import { selectHistoryAccount } from 'portico/plugins/history'
 * selectHistoryAccount(portico.getState())?.key // 'eip155:1:0xf39f…'
 */
export function selectHistoryAccount(state: PorticoState): HistoryAccount | undefined {
  const namespace = state.networks.activeNamespace
  const connection = state.connections[namespace]
  const chainId = state.networks.active[namespace]
  if (connection?.status !== 'connected' || !connection.caipAddress || !chainId) return undefined
  const address = connection.caipAddress.split(':').slice(2).join(':')
  const normalized = namespace === 'eip155' ? address.toLowerCase() : address
  return { key: `${chainId}:${normalized}`, address, chainId, accountType: connection.accountType }
}
