import type { CaipNetwork, RpcService } from 'portico'
import { HISTORY_NAMESPACES, type HistoryNamespace } from './constants'
import { HistoryNetworkError, InvalidHistoryOptionError } from './errors'
import type { CreateRpcHistoryServiceParameters } from './rpc/createRpcHistoryService'
import type { HistoryService } from './types'

/** What {@link createDefaultHistoryService} reads with. */
export type DefaultHistoryServiceParameters = {
  networks: readonly CaipNetwork[]
  rpc: Pick<RpcService, 'forNetwork'>
  /** The namespaces the plugin shows; a fetch for another fails with 'Unsupported chain'. */
  namespaces: readonly HistoryNamespace[]
  /** Options of the EVM provider. */
  evm?: Pick<CreateRpcHistoryServiceParameters, 'pageSize' | 'blockRange' | 'maxBlocksPerPage' | 'nativeSource'> | undefined
}

/**
 * The plugin's default history: each namespace's provider over the host's nodes, loaded on the
 * first fetch of an account of that namespace (the EVM provider for eip155, the Solana one for
 * solana), for the namespaces the plugin shows only.
 *
 * @example
 * const service = createDefaultHistoryService({ networks: config.networks, rpc: services.rpc, namespaces: ['eip155', 'solana'] })
 */
export function createDefaultHistoryService(parameters: DefaultHistoryServiceParameters): HistoryService {
  const { networks, rpc } = parameters
  // Hosts in plain JavaScript may pass any text.
  const unknown = parameters.namespaces.find((namespace) => !HISTORY_NAMESPACES.includes(namespace))
  if (unknown !== undefined) throw new InvalidHistoryOptionError('namespaces', `expected some of ${HISTORY_NAMESPACES.join(', ')}, not ${String(unknown)}`)
  const providers: Record<HistoryNamespace, () => Promise<HistoryService>> = {
    eip155: async () => (await import('./rpc/createRpcHistoryService')).createRpcHistoryService({ ...parameters.evm, networks, rpc }),
    solana: async () => (await import('./solana/createSolanaHistoryService')).createSolanaHistoryService({ networks, rpc }),
  }
  const loaded = new Map<HistoryNamespace, Promise<HistoryService>>()
  return {
    async fetch(query) {
      const namespace = parameters.namespaces.find((shown) => query.chainId.startsWith(`${shown}:`))
      if (!namespace) throw new HistoryNetworkError(query.chainId)
      let provider = loaded.get(namespace)
      if (!provider) {
        loaded.set(namespace, (provider = providers[namespace]()))
        // A chunk that failed to load is asked for again next time.
        provider.catch(() => loaded.delete(namespace))
      }
      return (await provider).fetch(query)
    },
  }
}
