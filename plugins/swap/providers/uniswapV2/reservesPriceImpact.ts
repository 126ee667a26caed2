/** One hop of a route: the pool's reserve of the token going in, and the amount going in. */
export type ReserveHop = { reserveIn: bigint; amountIn: bigint }

/**
 * Price impact of a trade through Uniswap V2 pairs, from their reserves, in percent (4 decimal
 * places): each hop moves the price by `amountIn / (reserveIn + amountIn)`, compounded over the
 * hops. The pools' fee is not part of it. Exact bigint arithmetic; the result is for display.
 *
 * @example
 * reservesPriceImpact([{ reserveIn: 100n * 10n ** 18n, amountIn: 10n ** 18n }]) // 0.9900 (1 ETH into a 100 ETH pool)
 */
export function reservesPriceImpact(hops: readonly ReserveHop[]): number {
  let kept = 1n
  let whole = 1n
  for (const { reserveIn, amountIn } of hops) {
    kept *= reserveIn
    whole *= reserveIn + amountIn
  }
  if (whole === 0n) return 100
  return Number(((whole - kept) * 1_000_000n) / whole) / 10_000
}
