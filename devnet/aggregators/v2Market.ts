/**
 * The liquidity behind the local aggregator servers: the devnet's Uniswap V2 router, read with
 * viem. It finds the better of the direct pair and the route through WETH and builds the router
 * call, as an aggregator would for a one-venue market.
 */
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseAbi, type Address, type Hex } from 'viem'
import type { DevnetAddresses } from '../addresses'

/** The native currency's pseudo-address in the 1inch and 0x APIs. */
export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** A priced route: its path (WETH for the native currency) and the router's amounts. */
export type Priced = { path: Address[]; amounts: readonly bigint[] }

export function createV2Market(rpcUrl: string, addresses: DevnetAddresses) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const router = addresses.router as Address
  const weth = addresses.weth as Address
  const isNative = (token: string) => token.toLowerCase() === NATIVE
  const wrapped = (token: string) => (isNative(token) ? weth : (token as Address))
  return {
    router,
    isNative,
    /** The best route's amounts, or undefined when no pool with liquidity joins the tokens. */
    async price(sell: string, buy: string, amount: bigint): Promise<Priced | undefined> {
      const [a, b] = [wrapped(sell), wrapped(buy)]
      const paths: Address[][] = [[a, b]]
      if (a.toLowerCase() !== weth.toLowerCase() && b.toLowerCase() !== weth.toLowerCase()) paths.push([a, weth, b])
      const priced = await Promise.all(
        paths.map((path) => client.readContract({ address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, path] }).then((amounts) => ({ path, amounts }), () => undefined)),
      )
      return priced.filter((p): p is Priced => p !== undefined && (p.amounts.at(-1) ?? 0n) > 0n).sort((x, y) => ((y.amounts.at(-1) ?? 0n) > (x.amounts.at(-1) ?? 0n) ? 1 : -1))[0]
    },
    /** The router call that sells exactly `amount` for at least `minOut`, paid to `taker`. */
    async swapCall(route: Priced, parameters: { sell: string; buy: string; amount: bigint; minOut: bigint; taker: Address }): Promise<{ to: Address; data: Hex; value: bigint }> {
      const { timestamp } = await client.getBlock()
      const deadline = timestamp + 1_200n
      const { sell, buy, amount, minOut, taker } = parameters
      const data = isNative(sell)
        ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [minOut, route.path, taker, deadline] })
        : encodeFunctionData({ abi: routerAbi, functionName: isNative(buy) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens', args: [amount, minOut, route.path, taker, deadline] })
      return { to: router, data, value: isNative(sell) ? amount : 0n }
    },
    balance: (token: string, owner: Address) => (isNative(token) ? client.getBalance({ address: owner }) : client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })),
    allowance: (token: string, owner: Address) => (isNative(token) ? Promise.resolve(2n ** 256n - 1n) : client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'allowance', args: [owner, router] })),
    gasPrice: () => client.getGasPrice(),
    blockNumber: () => client.getBlockNumber(),
    /** Gas of a call, or a typical figure when it cannot be simulated yet (no allowance). */
    estimateGas: (call: { to: Address; data: Hex; value: bigint }, from: Address) => client.estimateGas({ account: from, ...call }).catch(() => 200_000n),
  }
}

/** The local market (see {@link createV2Market}). */
export type V2Market = ReturnType<typeof createV2Market>
