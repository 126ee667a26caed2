import type { CaipNetwork } from '../networks/types'
import { createRpcTransport, type RpcTransport } from './createRpcTransport'
import { projectRpcUrl } from './projectRpcUrl'

/** The ping each namespace's nodes answer cheaply, for endpoint ranking. */
const PING: Partial<Record<string, { method: string }>> = { solana: { method: 'getHealth' } }

/**
 * The transport of one network: the project RPC endpoint first when configured and the chain
 * is one it serves, then the network's own URLs; ranked once there are several.
 *
 * @example
 * import { mainnet } from 'portico'
 * const transport = createNetworkTransport(mainnet, {})
 */
export function createNetworkTransport(
  network: CaipNetwork,
  options: { projectId?: string | undefined; projectRpcUrl?: string | undefined },
): RpcTransport {
  const project =
    options.projectRpcUrl && options.projectId
      ? projectRpcUrl({ rpcBase: options.projectRpcUrl, chainId: network.caipNetworkId, projectId: options.projectId })
      : undefined
  const urls = [...(project ? [project] : []), ...network.rpcUrls.default.http]
  const ping = PING[network.chainNamespace]
  return createRpcTransport({ urls, ranking: urls.length > 1 ? (ping ? { ping } : {}) : false })
}
