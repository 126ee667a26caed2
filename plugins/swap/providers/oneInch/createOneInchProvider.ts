import * as z from 'zod/mini'
import { formatUnits } from 'portico'
import {
  InsufficientAllowanceError,
  InsufficientBalanceError,
  InsufficientLiquidityError,
  InvalidSwapDataError,
  SlippageError,
  SwapFailedError,
  type SwapError,
} from '../../errors'
import { buildExactApprove } from '../../evm/buildExactApprove'
import { createChainReader, isNative } from '../../evm/createChainReader'
import type { SwapProvider, SwapProviderContext, SwapQuote, SwapToken, SwapTransaction } from '../../types'
import { assertQuoteFresh } from '../assertQuoteFresh'
import { addressString, decimalString, getJson, hexData } from '../http/getJson'
import { minBuyAmount } from '../minBuyAmount'
import type { ProviderInfo } from '../providerInfo'
import { QUOTE_TTL_SECONDS } from '../../constants'

/**
 * Options of the 1inch provider (Swap API v6.0). Point `baseUrl` at your proxy to keep the key
 * off the page.
 *
 * @example
 * import type { OneInchOptions } from 'portico/plugins/swap'
 * const options: OneInchOptions = { baseUrl: 'https://api.1inch.dev', apiKey: 'YOUR_KEY' }
 */
export type OneInchOptions = {
  /** API origin (and path prefix); `/swap/v6.0/{chainId}/...` is appended. Default `https://api.1inch.dev`. */
  baseUrl?: string | undefined
  /** Sent as `Authorization: Bearer {apiKey}`; omit when a proxy adds it. */
  apiKey?: string | undefined
  /** Chains to use it on; default the spec's swap networks. */
  chainIds?: readonly number[] | undefined
}

const errorBody = z.object({ description: z.optional(z.string()), message: z.optional(z.string()) })
const quoteBody = z.object({ dstAmount: decimalString, gas: z.optional(z.number()) })
const spenderBody = z.object({ address: addressString })
const allowanceBody = z.object({ allowance: decimalString })
const swapBody = z.object({
  dstAmount: decimalString,
  tx: z.object({ from: addressString, to: addressString, data: hexData, value: decimalString }),
})
const tokensBody = z.object({
  tokens: z.record(z.string(), z.object({ address: addressString, symbol: z.string(), name: z.string(), decimals: z.number().check(z.int(), z.gte(0), z.lte(255)), logoURI: z.optional(z.nullable(z.string())) })),
})

/** 1inch's error descriptions, to their causes (never 'Insufficient balance' unless it says the balance is short). */
function mapOneInchError(status: number, body: unknown): SwapError | undefined {
  if (status !== 400) return undefined
  const parsed = errorBody.safeParse(body)
  const text = parsed.success ? (parsed.data.description ?? parsed.data.message ?? '') : ''
  if (/insufficient liquidity/i.test(text)) return new InsufficientLiquidityError({ details: text })
  if (/not enough allowance/i.test(text)) return new InsufficientAllowanceError({ details: text })
  if (/not enough .*balance/i.test(text)) return new InsufficientBalanceError({ details: text })
  if (/cannot estimate|execution reverted/i.test(text)) return new SwapFailedError({ details: text })
  return undefined
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A swap provider on the 1inch Swap API v6.0: `/quote` for prices (with gas), `/approve/spender`
 * and `/approve/allowance` for the approval, `/swap` for the transaction, `/tokens` for the list.
 * The approval is built here, for exactly the sold amount, and only to the spender 1inch names;
 * a swap transaction addressed elsewhere is refused. The quote's time limit is the chain's.
 *
 * @example
 * const provider = createOneInchProvider({ apiKey }, context, { id: '1inch', name: '1inch', chainIds: [1] })
 */
export function createOneInchProvider(options: OneInchOptions, context: SwapProviderContext, info: ProviderInfo): SwapProvider {
  const base = (options.baseUrl ?? 'https://api.1inch.dev').replace(/\/+$/, '')
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}
  const get = <T>(chainId: number, path: string, params: Record<string, string>, schema: z.ZodMiniType<T>) =>
    getJson(context.fetch, `${base}/swap/v6.0/${chainId}${path}?${new URLSearchParams(params)}`, headers, schema, mapOneInchError)
  const spenders = new Map<number, Promise<string>>()
  const spenderOf = (chainId: number) => {
    let spender = spenders.get(chainId)
    if (!spender) {
      spender = get(chainId, '/approve/spender', {}, spenderBody).then((body) => body.address)
      spender.catch(() => spenders.delete(chainId))
      spenders.set(chainId, spender)
    }
    return spender
  }

  async function quote(ask: Parameters<SwapProvider['quote']>[0]): Promise<SwapQuote> {
    const reader = createChainReader(context.rpc(ask.chainId))
    const native = isNative(ask.sellToken)
    const [body, spender, allowance, block] = await Promise.all([
      get(ask.chainId, '/quote', { src: ask.sellToken, dst: ask.buyToken, amount: ask.sellAmount.toString(), includeGas: 'true' }, quoteBody),
      native ? undefined : spenderOf(ask.chainId),
      native ? undefined : get(ask.chainId, '/approve/allowance', { tokenAddress: ask.sellToken, walletAddress: ask.taker }, allowanceBody),
      reader.latestBlock(),
    ])
    const buyAmount = BigInt(body.dstAmount)
    return {
      providerId: info.id, chainId: ask.chainId, sellToken: ask.sellToken, buyToken: ask.buyToken, sellAmount: ask.sellAmount,
      buyAmount, minBuyAmount: minBuyAmount(buyAmount, ask.slippageBps), slippageBps: ask.slippageBps, taker: ask.taker,
      gas: body.gas === undefined ? undefined : BigInt(body.gas),
      allowance: spender && allowance ? { spender, current: BigInt(allowance.allowance) } : undefined,
      quotedAt: block.timestamp, expiresAt: block.timestamp + QUOTE_TTL_SECONDS,
    }
  }

  async function buildSwap({ quote }: { quote: SwapQuote }): Promise<SwapTransaction> {
    await assertQuoteFresh(createChainReader(context.rpc(quote.chainId)), quote)
    const slippage = formatUnits(BigInt(quote.slippageBps), 2)
    const body = await get(quote.chainId, '/swap', { src: quote.sellToken, dst: quote.buyToken, amount: quote.sellAmount.toString(), from: quote.taker, origin: quote.taker, slippage }, swapBody)
    const native = isNative(quote.sellToken)
    const { tx } = body
    if (!same(tx.from, quote.taker)) throw new InvalidSwapDataError({ details: `1inch built a transaction from ${tx.from}, not the taker` })
    if (!native && !same(tx.to, await spenderOf(quote.chainId))) throw new InvalidSwapDataError({ details: `1inch's swap calls ${tx.to}, not the approved spender` })
    if (BigInt(tx.value) !== (native ? quote.sellAmount : 0n)) throw new InvalidSwapDataError({ details: `1inch's swap sends ${tx.value} wei` })
    // The visitor accepted quote.minBuyAmount: a fresh price whose minimum is lower moved beyond it.
    const freshMinimum = minBuyAmount(BigInt(body.dstAmount), quote.slippageBps)
    if (freshMinimum < quote.minBuyAmount) throw new SlippageError({ details: `Minimum received fell from ${quote.minBuyAmount} to ${freshMinimum}` })
    return { chainId: quote.chainId, from: quote.taker, to: tx.to, data: tx.data, value: BigInt(tx.value) }
  }

  return {
    ...info,
    async tokens(chainId) {
      const body = await get(chainId, '/tokens', {}, tokensBody)
      return Object.values(body.tokens).map(({ logoURI, ...token }): SwapToken => ({ ...token, chainId, ...(logoURI ? { logoURI } : {}) }))
    },
    quote,
    async buildApprove(parameters) {
      const spender = await spenderOf(parameters.chainId)
      if (!same(parameters.spender, spender)) throw new InvalidSwapDataError({ details: `Refusing to approve ${parameters.spender}: 1inch's spender is ${spender}` })
      return buildExactApprove(createChainReader(context.rpc(parameters.chainId)), parameters)
    },
    buildSwap,
  }
}
