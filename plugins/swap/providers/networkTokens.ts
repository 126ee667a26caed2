import { NATIVE_TOKEN_ADDRESS } from '../constants'
import type { SwapProviderContext, SwapToken } from '../types'

/**
 * A chain's token list from the host's configuration: the native currency first, then `tokens`
 * (a provider's own option) or else the network's `tokens`.
 *
 * @example
 * networkTokens(context, 1) // [ETH, ...mainnet.tokens]
 */
export function networkTokens(context: SwapProviderContext, chainId: number, tokens?: readonly Omit<SwapToken, 'chainId'>[]): SwapToken[] {
  const network = context.network(chainId)
  const { symbol, name, decimals } = network.nativeCurrency
  return [{ chainId, address: NATIVE_TOKEN_ADDRESS, symbol, name, decimals }, ...(tokens ?? network.tokens ?? []).map((token) => ({ ...token, chainId }))]
}
