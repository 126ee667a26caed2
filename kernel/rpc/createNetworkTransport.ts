import type { CaipNetwork } from '../networks/types'
import type { RpcServiceOptions } from './createRpcService'
import { createRpcTransport, type RpcTransport } from './createRpcTransport'
import { projectRpcUrl } from './projectRpcUrl'

/**
 * The transport of one network: the project RPC endpoint first when configured and the chain
 * is one it serves, then the network's own URLs; ranked once there are several, by the ping
 * `options.ping` answers for the network (the transport's default without one).
 *
 * @example
 * import { mainnet } from 'portico'
 * const transport = createNetworkTransport(mainnet, {})
 */
export function createNetworkTransport(network: CaipNetwork, options: RpcServiceOptions): RpcTransport {
  const project =
    options.projectRpcUrl && options.projectId
      ? projectRpcUrl({ rpcBase: options.projectRpcUrl, chainId: network.caipNetworkId, projectId: options.projectId })
      : undefined
  const urls = [...(project ? [project] : []), ...network.rpcUrls.default.http]
  const ping = options.ping?.(network)
  return createRpcTransport({ urls, ranking: urls.length > 1 ? (ping ? { ping } : {}) : false })
}
