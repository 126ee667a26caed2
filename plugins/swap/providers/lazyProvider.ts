import { lazyOnce } from 'portico/services'
import type { SwapProvider, SwapProviderContext, SwapProviderOption } from '../types'
import type { ProviderInfo } from './providerInfo'

/** Loads a provider module and makes the provider. */
type Load<O> = () => Promise<(options: O, context: SwapProviderContext, info: ProviderInfo) => SwapProvider>

/**
 * A provider whose code loads on its first call: the plugin's shell stays small, and what it
 * knows before loading (id, name, chains) is enough to list the chains it serves.
 *
 * @example
 * const option = lazyProvider({ id: '0x', name: '0x', chainIds: [1] }, options, async () => (await import('./zeroEx/createZeroExProvider')).createZeroExProvider)
 */
export function lazyProvider<O>(info: ProviderInfo, options: O, load: Load<O>): SwapProviderOption {
  return (context) => {
    const provider = lazyOnce(async () => (await load())(options, context, info))
    return {
      ...info,
      tokens: async (chainId) => (await provider()).tokens(chainId),
      prepare: async (parameters) => (await provider()).prepare?.(parameters),
      quote: async (parameters) => (await provider()).quote(parameters),
      buildApprove: async (parameters) => (await provider()).buildApprove(parameters),
      buildSwap: async (parameters) => (await provider()).buildSwap(parameters),
    }
  }
}
