import type { CaipNetworkId } from '../caip/types'
import type { CaipNetwork } from '../networks/types'
import { createRpcTransport, type RpcTransport } from './createRpcTransport'
import { projectRpcUrl } from './projectRpcUrl'

/** The ping each namespace's nodes answer cheaply, for endpoint ranking. */
const PING: Partial<Record<string, { method: string }>> = { solana: { method: 'getHealth' } }

/** One transport per network, created on first use and kept for the instance's life. */
export type RpcService = {
  /** The transport of `network` (project RPC first when configured, then the network's URLs). */
  forNetwork(network: CaipNetwork): RpcTransport
  /** Stops every transport's ranking timers. */
  destroy(): void
}

/**
 * Creates the RPC service of one instance.
 *
 * @example
 * import { createRpcService, mainnet } from 'portico'
 * const rpc = createRpcService({})
 * await rpc.forNetwork(mainnet).request({ method: 'eth_blockNumber' })
 */
export function createRpcService(options: { projectId?: string | undefined; projectRpcUrl?: string | undefined }): RpcService {
  const transports = new Map<CaipNetworkId, RpcTransport>()
  return {
    forNetwork(network) {
      let transport = transports.get(network.caipNetworkId)
      if (!transport) {
        const project =
          options.projectRpcUrl && options.projectId
            ? projectRpcUrl({ rpcBase: options.projectRpcUrl, chainId: network.caipNetworkId, projectId: options.projectId })
            : undefined
        const urls = [...(project ? [project] : []), ...network.rpcUrls.default.http]
        const ping = PING[network.chainNamespace]
        transport = createRpcTransport({ urls, ranking: urls.length > 1 ? (ping ? { ping } : {}) : false })
        transports.set(network.caipNetworkId, transport)
      }
      return transport
    },
    destroy() {
      for (const transport of transports.values()) transport.destroy()
      transports.clear()
    },
  }
}
