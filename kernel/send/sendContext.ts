import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress, ChainNamespace } from '../caip/types'
import type { Portico } from '../createPortico'
import { findNetwork } from '../networks/findNetwork'
import type { CaipNetwork } from '../networks/types'
import type { AccountType } from '../store/connectionsSlice'

/** The connected account and network a send goes from. */
export type SendContext = {
  namespace: ChainNamespace
  network: CaipNetwork
  caipAddress: CaipAddress
  /** The plain address (no CAIP prefix). */
  address: string
  accountType: AccountType | undefined
}

/**
 * The active namespace's connected account and selected network, or `undefined` when not
 * connected or the network is not one the host lists.
 *
 * @example
 * import { getSendContext } from '../../kernel/send/sendContext'
 * const context = getSendContext(portico)
 */
export function getSendContext(portico: Pick<Portico, 'getState' | 'config'>): SendContext | undefined {
  const state = portico.getState()
  const namespace = state.networks.activeNamespace
  const connection = state.connections[namespace]
  const network = findNetwork(portico.config.networks, state.networks.active[namespace])
  if (connection?.status !== 'connected' || !connection.caipAddress || !network) return undefined
  const { address } = parseCaipAddress(connection.caipAddress)
  return { namespace, network, caipAddress: connection.caipAddress, address, accountType: connection.accountType }
}
