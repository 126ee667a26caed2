import { InvalidSwapDataError } from '../errors'

const BPS = 10_000n

/**
 * The least a trade may give at a slippage tolerance: `buyAmount * (10000 - slippageBps) / 10000`,
 * rounded down (never more than the visitor accepted). `slippageBps` is an integer from 0 to
 * 5000 (50%).
 *
 * @example
 * import { minBuyAmount } from 'portico/plugins/swap'
 * minBuyAmount(2_990_000_000n, 100) // 2_960_100_000n (1% less)
 */
export function minBuyAmount(buyAmount: bigint, slippageBps: number): bigint {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 5_000) throw new InvalidSwapDataError({ details: `slippageBps must be an integer from 0 to 5000, got ${slippageBps}` })
  return (buyAmount * (BPS - BigInt(slippageBps))) / BPS
}
