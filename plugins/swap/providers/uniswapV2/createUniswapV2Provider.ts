import { encodeFunctionData } from 'viem'
import { lazyOnce } from 'portico/services'
import { QUOTE_TTL_SECONDS, SWAP_DEADLINE_SECONDS } from '../../constants'
import { AmountTooSmallError, InvalidSwapDataError, NoRouteError } from '../../errors'
import { uniswapV2Abi, erc20Abi, wethAbi } from '../../evm/abis'
import { buildExactApprove } from '../../evm/buildExactApprove'
import { asCall, createChainReader, isNative, type ChainReader } from '../../evm/createChainReader'
import { revertReason } from '../../evm/revertReason'
import { toSwapError } from '../../evm/toSwapError'
import type { SwapProvider, SwapProviderContext, SwapQuote, SwapQuoteParameters, SwapToken, SwapTransaction } from '../../types'
import { assertQuoteFresh } from '../assertQuoteFresh'
import { minBuyAmount } from '../minBuyAmount'
import { networkTokens } from '../networkTokens'
import type { ProviderInfo } from '../providerInfo'
import { encodeV2Swap } from './encodeV2Swap'
import { reservesPriceImpact } from './reservesPriceImpact'

/**
 * Options of the Uniswap V2 provider: the chain and its Router02 (Uniswap's or a fork's); the
 * factory and WETH are read from the router.
 *
 * @example
 * import type { UniswapV2Options } from 'portico/plugins/swap'
 * const base: UniswapV2Options = { chainId: 31337, router: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }
 */
export type UniswapV2Options = {
  /** EIP-155 chain id; the host must list the network. */
  chainId: number
  /** Router02 address. */
  router: string
  /** Display name; default 'Uniswap V2'. */
  name?: string | undefined
  /** Tokens offered in the token list; default the network's `tokens`. */
  tokens?: readonly Omit<SwapToken, 'chainId'>[] | undefined
}

type Address = `0x${string}`
const MAX_UINT256 = 2n ** 256n - 1n
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
/** Uniswap sorts a pair's tokens by address: token0 is the lower one. */
const isToken0 = (token: string, other: string) => BigInt(token) < BigInt(other)
/** The pair's K check fails in the exact-input functions when the sold token keeps part of the transfer. */
const FEE_ON_TRANSFER_REVERT = /UniswapV2: K\b/

/** How long a pair found missing is not asked for again (a page-clock cache lifetime). */
const MISSING_PAIR_RECHECK_MS = 60_000

/** A route that can be priced: its path and the pair of each hop. */
type Route = { path: Address[]; pairs: Address[] }

/**
 * A swap provider on a Uniswap V2 Router02: routes through the direct pair or through WETH
 * (whichever gives more), prices with `getAmountsOut`, computes price impact from the pairs'
 * reserves, sets the minimum received at the slippage and a deadline from the latest block's
 * time, sells and buys the native currency through the router's ETH functions (wraps and
 * unwraps WETH directly), and switches to the fee-on-transfer functions when the sold token keeps
 * part of the transfer or the bought one is flagged `feeOnTransfer`. A quote's reads go out in
 * one JSON-RPC batch once `prepare` has read the router's contracts and the pair's pools (the
 * form calls it when the tokens are picked); without it, a new pair costs one more.
 *
 * @example
 * const provider = createUniswapV2Provider({ chainId: 1, router }, context, { id: 'uniswap-v2:1', name: 'Uniswap V2', chainIds: [1] })
 */
export function createUniswapV2Provider(options: UniswapV2Options, context: SwapProviderContext, info: ProviderInfo): SwapProvider {
  const { chainId } = options
  const router = options.router as Address
  const reader = (): ChainReader => createChainReader(context.rpc(chainId))
  const contracts = lazyOnce(async () => {
    const chain = reader()
    const [factory, weth] = await Promise.all([chain.read(router, uniswapV2Abi, 'factory', []), chain.read(router, uniswapV2Abi, 'WETH', [])])
    return { factory, weth }
  })
  // Pairs never disappear: found ones are kept for good; a missing one is asked again after a minute.
  const pairs = new Map<string, Address>()
  const missing = new Map<string, number>()
  const pairKey = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join(':')

  const tokenList = (): SwapToken[] => networkTokens(context, chainId, options.tokens)
  const flaggedFeeOnTransfer = (address: string) => tokenList().some((token) => same(token.address, address) && token.feeOnTransfer === true)

  /** The priceable routes; when every one is known missing, the misses are asked again (a pool may just have been created). */
  async function findRoutes(chain: ChainReader, factory: Address, weth: Address, tokenIn: Address, tokenOut: Address, recheck = false): Promise<Route[]> {
    const paths: Address[][] = [[tokenIn, tokenOut]]
    if (!same(tokenIn, weth) && !same(tokenOut, weth)) paths.push([tokenIn, weth, tokenOut])
    const hops = paths.flatMap((path) => path.slice(1).map((to, i) => [path[i] as Address, to] as const))
    let skipped = false
    await Promise.all(
      hops.map(async ([a, b]) => {
        const key = pairKey(a, b)
        if (pairs.has(key)) return
        if (!recheck && (missing.get(key) ?? 0) > Date.now()) return void (skipped = true)
        const pair = await chain.read(factory, uniswapV2Abi, 'getPair', [a, b])
        if (same(pair, ZERO_ADDRESS)) missing.set(key, Date.now() + MISSING_PAIR_RECHECK_MS)
        else pairs.set(key, pair)
      }),
    )
    const routes = paths.flatMap((path) => {
      const found = path.slice(1).map((to, i) => pairs.get(pairKey(path[i] as Address, to)))
      return found.every((pair): pair is Address => pair !== undefined) ? [{ path, pairs: found }] : []
    })
    return routes.length > 0 || !skipped ? routes : findRoutes(chain, factory, weth, tokenIn, tokenOut, true)
  }

  function assertChain(id: number): void {
    if (id !== chainId) throw new InvalidSwapDataError({ details: `${info.name} on chain ${chainId} was asked about chain ${id}` })
  }

  /** The router's contracts and the pools between two tokens, cached for the next quotes. */
  async function prepare({ chainId: id, sellToken, buyToken }: { chainId: number; sellToken: string; buyToken: string }): Promise<void> {
    assertChain(id)
    const { factory, weth } = await contracts()
    const tokenIn = isNative(sellToken) ? weth : (sellToken as Address)
    const tokenOut = isNative(buyToken) ? weth : (buyToken as Address)
    if (!same(tokenIn, tokenOut)) await findRoutes(reader(), factory, weth, tokenIn, tokenOut)
  }

  async function quote(ask: SwapQuoteParameters): Promise<SwapQuote> {
    assertChain(ask.chainId)
    if (ask.sellAmount <= 0n) throw new AmountTooSmallError({ details: `sellAmount ${ask.sellAmount}` })
    if (same(ask.sellToken, ask.buyToken)) throw new InvalidSwapDataError({ details: 'The sold and bought tokens are the same' })
    const chain = reader()
    const { factory, weth } = await contracts()
    const tokenIn = isNative(ask.sellToken) ? weth : (ask.sellToken as Address)
    const tokenOut = isNative(ask.buyToken) ? weth : (ask.buyToken as Address)
    const common = { providerId: info.id, chainId, sellToken: ask.sellToken, buyToken: ask.buyToken, sellAmount: ask.sellAmount, slippageBps: ask.slippageBps, taker: ask.taker }
    if (same(tokenIn, tokenOut)) {
      // The native currency and WETH: a wrap or unwrap, one for one.
      const block = await chain.latestBlock()
      return { ...common, buyAmount: ask.sellAmount, minBuyAmount: ask.sellAmount, priceImpactPct: 0, route: [tokenIn], quotedAt: block.timestamp, expiresAt: block.timestamp + QUOTE_TTL_SECONDS }
    }
    const routes = await findRoutes(chain, factory, weth, tokenIn, tokenOut)
    if (routes.length === 0) throw new NoRouteError({ details: `No Uniswap V2 pair joins ${tokenIn} and ${tokenOut}, directly or through WETH` })
    const nativeIn = isNative(ask.sellToken)
    const nativeOut = isNative(ask.buyToken)
    const distinctPairs = [...new Set(routes.flatMap((route) => route.pairs))]
    // One batch: amounts per route, reserves per pair, the chain's time, the allowance, gas per route.
    const [amounts, reserves, block, allowance, gas] = await Promise.all([
      Promise.all(routes.map((route) => chain.read(router, uniswapV2Abi, 'getAmountsOut', [ask.sellAmount, route.path]).then((value) => ({ value }), (error: unknown) => ({ error })))),
      Promise.all(distinctPairs.map((pair) => chain.read(pair, uniswapV2Abi, 'getReserves', []))),
      chain.latestBlock(),
      nativeIn ? undefined : chain.read(ask.sellToken, erc20Abi, 'allowance', [ask.taker as Address, router]),
      Promise.all(
        routes.map((route) =>
          chain
            .estimateGas(asCall(encodeV2Swap({ chainId, router, from: ask.taker, path: route.path, amountIn: ask.sellAmount, minOut: 0n, deadline: MAX_UINT256, nativeIn, nativeOut, feeOnTransfer: flaggedFeeOnTransfer(tokenOut) })))
            .catch(() => undefined),
        ),
      ),
    ])
    const priced = routes.flatMap((route, i) => {
      const answer = amounts[i]
      return answer && 'value' in answer ? [{ route, amounts: answer.value, gas: gas[i] }] : []
    })
    if (priced.length === 0) {
      const failure = amounts.find((answer) => 'error' in answer)
      throw toSwapError(failure && 'error' in failure ? failure.error : new NoRouteError())
    }
    const best = priced.reduce((a, b) => ((b.amounts.at(-1) ?? 0n) > (a.amounts.at(-1) ?? 0n) ? b : a))
    const buyAmount = best.amounts.at(-1) ?? 0n
    if (buyAmount === 0n) throw new AmountTooSmallError({ details: `${ask.sellAmount} base units buy nothing` })
    const hops = best.route.pairs.map((pair, i) => {
      const [reserve0, reserve1] = reserves[distinctPairs.indexOf(pair)] ?? [0n, 0n]
      const tokenInOfHop = best.route.path[i] as Address
      return { reserveIn: isToken0(tokenInOfHop, best.route.path[i + 1] as Address) ? reserve0 : reserve1, amountIn: best.amounts[i] ?? 0n }
    })
    return {
      ...common,
      buyAmount,
      minBuyAmount: minBuyAmount(buyAmount, ask.slippageBps),
      priceImpactPct: reservesPriceImpact(hops),
      gas: best.gas,
      allowance: allowance === undefined ? undefined : { spender: router, current: allowance },
      route: best.route.path,
      quotedAt: block.timestamp,
      expiresAt: block.timestamp + QUOTE_TTL_SECONDS,
    }
  }

  async function buildSwap({ quote }: { quote: SwapQuote }): Promise<SwapTransaction> {
    assertChain(quote.chainId)
    if (quote.providerId !== info.id) throw new InvalidSwapDataError({ details: `A quote of ${quote.providerId} was given to ${info.id}` })
    const chain = reader()
    const now = await assertQuoteFresh(chain, quote)
    const path = (quote.route ?? []) as Address[]
    const nativeIn = isNative(quote.sellToken)
    const nativeOut = isNative(quote.buyToken)
    if (path.length === 1) {
      const data = nativeIn ? encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }) : encodeFunctionData({ abi: wethAbi, functionName: 'withdraw', args: [quote.sellAmount] })
      return { chainId, from: quote.taker, to: path[0] as Address, data, value: nativeIn ? quote.sellAmount : 0n }
    }
    if (path.length < 2) throw new InvalidSwapDataError({ details: 'The quote has no route' })
    const call = {
      chainId, router, from: quote.taker, path, amountIn: quote.sellAmount, minOut: quote.minBuyAmount,
      deadline: BigInt(now + SWAP_DEADLINE_SECONDS), nativeIn, nativeOut,
      feeOnTransfer: flaggedFeeOnTransfer(quote.buyToken),
    }
    const exact = encodeV2Swap(call)
    if (nativeIn || call.feeOnTransfer) return exact
    // A sold token that keeps part of each transfer fails the pair's K check in the exact-input
    // function: simulate it, and use the fee-on-transfer function then.
    const keepsFee = await chain.estimateGas(asCall(exact)).then(() => false, (error: unknown) => FEE_ON_TRANSFER_REVERT.test(revertReason(error) ?? ''))
    return keepsFee ? encodeV2Swap({ ...call, feeOnTransfer: true }) : exact
  }

  return {
    ...info,
    tokens: async (id) => (assertChain(id), tokenList()),
    prepare,
    quote,
    buildApprove: async (parameters) => (assertChain(parameters.chainId), buildExactApprove(reader(), parameters)),
    buildSwap,
  }
}
