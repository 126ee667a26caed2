import { findNetwork, parseCaipAddress, type CaipNetwork, type Portico } from 'portico'
import { useSelector } from 'portico/react'

/** The connected account of the active namespace and its network, or `undefined`. */
export function useNamedAccount(portico: Portico): { address: string; network: CaipNetwork; namespace: CaipNetwork['chainNamespace'] } | undefined {
  const caipAddress = useSelector(portico, (state) => state.connections[state.networks.activeNamespace]?.caipAddress)
  const networkId = useSelector(portico, (state) => state.networks.active[state.networks.activeNamespace])
  const network = findNetwork(portico.config.networks, networkId)
  if (!caipAddress || !network) return undefined
  return { address: parseCaipAddress(caipAddress).address, network, namespace: network.chainNamespace }
}
