import type { CaipNetwork } from 'portico'
import type { OnrampAsset } from './types'

/**
 * What can be bought on a network: its native currency first, then the tokens the host listed
 * for it (`network.tokens`).
 *
 * @example
 * import { base } from 'portico'
 * purchasableAssets(base).map((a) => a.symbol) // ['ETH', 'USDC']
 */
export function purchasableAssets(network: CaipNetwork): OnrampAsset[] {
  const native: OnrampAsset = { symbol: network.nativeCurrency.symbol, name: network.nativeCurrency.name, decimals: network.nativeCurrency.decimals }
  return [native, ...(network.tokens ?? []).map(({ symbol, name, decimals, address }) => ({ symbol, name, decimals, address }))]
}
