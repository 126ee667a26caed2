import type { CaipNetworkId } from '../caip/types'
import { lazyOnce } from '../lazyOnce'
import type { CaipNetwork } from '../networks/types'
import type { RpcRequestArguments, RpcTransport } from './createRpcTransport'

/**
 * Options of {@link createRpcService}.
 *
 * @example
 * import { createRpcService, type RpcServiceOptions } from 'portico'
 * const options: RpcServiceOptions = { ping: (network) => (network.chainNamespace === 'solana' ? { method: 'getHealth' } : undefined) }
 * const rpc = createRpcService(options)
 */
export type RpcServiceOptions = {
  /** Project id for the project RPC endpoint. */
  projectId?: string | undefined
  /** Base URL of the project RPC endpoint (tried first for the chains it serves). */
  projectRpcUrl?: string | undefined
  /** The call a network's endpoints are ranked by; `undefined`: the transport's default (`net_listening`). */
  ping?: ((network: CaipNetwork) => RpcRequestArguments | undefined) | undefined
}

/** One transport per network, created on first use and kept for the instance's life. */
export type RpcService = {
  /** The transport of `network` (project RPC first when configured, then the network's URLs). */
  forNetwork(network: CaipNetwork): Pick<RpcTransport, 'request'>
  /** Stops every transport's ranking timers. */
  destroy(): void
}

/**
 * Creates the RPC service of one instance. The transport code is loaded with the first request
 * (a dynamic import), so hosts that never read a chain do not ship it up front; a chunk that
 * fails to load is fetched again by the next request.
 *
 * @example
 * import { createRpcService, mainnet } from 'portico'
 * const rpc = createRpcService({})
 * await rpc.forNetwork(mainnet).request({ method: 'eth_blockNumber' })
 */
export function createRpcService(options: RpcServiceOptions): RpcService {
  const transportCode = lazyOnce(() => import('./createNetworkTransport'))
  const transports = new Map<CaipNetworkId, RpcTransport>()
  let destroyed = false
  const transportOf = async (network: CaipNetwork) => {
    const { createNetworkTransport } = await transportCode()
    let transport = transports.get(network.caipNetworkId)
    if (!transport) {
      transport = createNetworkTransport(network, options)
      transports.set(network.caipNetworkId, transport)
    }
    return transport
  }
  return {
    forNetwork: (network) => ({
      request: async (args, requestOptions) => {
        const transport = await transportOf(network)
        // A transport created after destroy() is stopped at once; its request then rejects.
        if (destroyed) transport.destroy()
        return transport.request(args, requestOptions)
      },
    }),
    destroy() {
      destroyed = true
      for (const transport of transports.values()) transport.destroy()
      transports.clear()
    },
  }
}
