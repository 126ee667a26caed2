import { formatUnits, type PriceService } from 'portico'
import { isNative } from '../evm/createChainReader'
import type { SwapToken } from '../types'

/**
 * Price impact from USD prices, in percent (2 decimals): how much less the bought tokens are
 * worth than the sold ones, `1 - valueOut / valueIn`, never below 0. Undefined without a price
 * service or a price for either token (then the provider's figure, e.g. from the pools' reserves,
 * is shown). Prices are the host's `priceService` (keys `${chainId}:${address ?? 'native'}`,
 * addresses lower-cased, as `PriceService` documents); the figure is for display only.
 *
 * @example
 * await usdPriceImpact(config.priceService, 'eip155:1', { token: eth, amount: 10n ** 18n }, { token: usdc, amount: 2_990_000_000n }) // 0.33 at 3000 and 1
 */
export async function usdPriceImpact(
  service: PriceService | undefined,
  caipNetworkId: string,
  sold: { token: SwapToken; amount: bigint },
  bought: { token: SwapToken; amount: bigint },
): Promise<number | undefined> {
  if (!service) return undefined
  const address = (token: SwapToken) => (isNative(token.address) ? undefined : token.address)
  const key = (token: SwapToken) => `${caipNetworkId}:${address(token)?.toLowerCase() ?? 'native'}`
  const prices = await service.getPrices([sold.token, bought.token].map((token) => ({ chainId: caipNetworkId, address: address(token), symbol: token.symbol }))).catch(() => undefined)
  const [priceIn, priceOut] = [prices?.get(key(sold.token)), prices?.get(key(bought.token))]
  if (!priceIn || !priceOut || !(priceIn > 0) || !(priceOut > 0)) return undefined
  const valueIn = Number(formatUnits(sold.amount, sold.token.decimals)) * priceIn
  const valueOut = Number(formatUnits(bought.amount, bought.token.decimals)) * priceOut
  if (!(valueIn > 0)) return undefined
  return Math.max(0, Math.round((1 - valueOut / valueIn) * 10_000) / 100)
}
