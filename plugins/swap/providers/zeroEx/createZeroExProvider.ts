import * as z from 'zod/mini'
import { QUOTE_TTL_SECONDS } from '../../constants'
import {
  InsufficientAllowanceError,
  InsufficientBalanceError,
  InsufficientLiquidityError,
  InvalidSwapDataError,
  NoRouteError,
  SlippageError,
  type SwapError,
} from '../../errors'
import { erc20Abi } from '../../evm/abis'
import { buildExactApprove } from '../../evm/buildExactApprove'
import { createChainReader, isNative } from '../../evm/createChainReader'
import type { SwapProvider, SwapProviderContext, SwapQuote, SwapQuoteParameters, SwapToken, SwapTransaction } from '../../types'
import { assertQuoteFresh } from '../assertQuoteFresh'
import { addressString, decimalString, getJson, hexData } from '../http/getJson'
import { networkTokens } from '../networkTokens'
import type { ProviderInfo } from '../providerInfo'

/**
 * Options of the 0x provider (Swap API v2, AllowanceHolder). Point `baseUrl` at your proxy to
 * keep the key off the page.
 *
 * @example
 * import type { ZeroExOptions } from 'portico/plugins/swap'
 * const options: ZeroExOptions = { baseUrl: 'https://api.0x.org', apiKey: 'YOUR_KEY' }
 */
export type ZeroExOptions = {
  /** API origin (and path prefix); `/swap/allowance-holder/{price,quote}` is appended. Default `https://api.0x.org`. */
  baseUrl?: string | undefined
  /** Sent as the `0x-api-key` header; omit when a proxy adds it. */
  apiKey?: string | undefined
  /** Chains to use it on; default the spec's swap networks. */
  chainIds?: readonly number[] | undefined
  /** The token list (0x has no list endpoint); default the network's `tokens`. */
  tokens?: readonly Omit<SwapToken, 'chainId'>[] | undefined
}

const errorBody = z.object({ name: z.optional(z.string()), message: z.optional(z.string()) })
const noLiquidity = z.object({ liquidityAvailable: z.literal(false) })
const issues = z.object({
  allowance: z.nullable(z.object({ actual: decimalString, spender: addressString })),
  balance: z.nullable(z.object({ token: addressString, actual: decimalString, expected: decimalString })),
})
const priceBody = z.object({
  liquidityAvailable: z.literal(true),
  buyAmount: decimalString,
  minBuyAmount: decimalString,
  sellAmount: decimalString,
  gas: z.nullable(decimalString),
  issues,
  allowanceTarget: z.optional(z.nullable(addressString)),
  route: z.optional(z.object({ tokens: z.array(z.object({ address: addressString })) })),
})
const quoteBody = z.extend(priceBody, { transaction: z.object({ to: addressString, data: hexData, value: decimalString }) })

function mapZeroExError(status: number, body: unknown): SwapError | undefined {
  const parsed = errorBody.safeParse(body)
  const name = parsed.success ? (parsed.data.name ?? '') : ''
  const details = parsed.success ? `${name}: ${parsed.data.message ?? ''}` : undefined
  if (status !== 400) return undefined
  if (name === 'TOKEN_NOT_SUPPORTED') return new NoRouteError({ details })
  if (/LIQUIDITY/.test(name)) return new InsufficientLiquidityError({ details })
  if (name === 'INSUFFICIENT_BALANCE') return new InsufficientBalanceError({ details })
  return undefined
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A swap provider on the 0x Swap API v2 (AllowanceHolder): `/price` for quotes, `/quote` for the
 * firm transaction. `liquidityAvailable: false` is 'Insufficient liquidity'; the `issues` object
 * gives the allowance (its spender is the only one approved, for exactly the sold amount) and a
 * short balance. A transaction addressed to another contract than that spender is refused.
 *
 * @example
 * const provider = createZeroExProvider({ apiKey }, context, { id: '0x', name: '0x', chainIds: [8453] })
 */
export function createZeroExProvider(options: ZeroExOptions, context: SwapProviderContext, info: ProviderInfo): SwapProvider {
  const base = (options.baseUrl ?? 'https://api.0x.org').replace(/\/+$/, '')
  const headers: Record<string, string> = { '0x-version': 'v2', ...(options.apiKey ? { '0x-api-key': options.apiKey } : {}) }
  // Spenders 0x named, per chain: buildApprove approves no other.
  const spenders = new Map<number, Set<string>>()
  const remember = (chainId: number, spender: string) => spenders.set(chainId, (spenders.get(chainId) ?? new Set()).add(spender.toLowerCase()))

  const get = async <T>(kind: 'price' | 'quote', ask: SwapQuoteParameters, schema: z.ZodMiniType<T>) => {
    const params = { chainId: String(ask.chainId), sellToken: ask.sellToken, buyToken: ask.buyToken, sellAmount: ask.sellAmount.toString(), taker: ask.taker, slippageBps: String(ask.slippageBps) }
    const body = await getJson(context.fetch, `${base}/swap/allowance-holder/${kind}?${new URLSearchParams(params)}`, headers, z.union([noLiquidity, schema]), mapZeroExError)
    if ('liquidityAvailable' in (body as object) && (body as { liquidityAvailable: boolean }).liquidityAvailable === false) {
      throw new InsufficientLiquidityError({ details: '0x: liquidityAvailable is false' })
    }
    return body as T
  }
  const spenderOf = (body: z.infer<typeof priceBody>) => body.issues.allowance?.spender ?? body.allowanceTarget ?? undefined

  async function quote(ask: SwapQuoteParameters): Promise<SwapQuote> {
    const reader = createChainReader(context.rpc(ask.chainId))
    const [body, block] = await Promise.all([get('price', ask, priceBody), reader.latestBlock()])
    const native = isNative(ask.sellToken)
    const spender = native ? undefined : spenderOf(body)
    if (!native && !spender) throw new InvalidSwapDataError({ details: '0x named no allowance target for a token sell' })
    if (spender) remember(ask.chainId, spender)
    // 0x reports an allowance only when it is short; otherwise read it, so `current` is exact.
    const current = spender === undefined ? undefined : body.issues.allowance ? BigInt(body.issues.allowance.actual) : await reader.read(ask.sellToken, erc20Abi, 'allowance', [ask.taker as `0x${string}`, spender as `0x${string}`])
    return {
      providerId: info.id, chainId: ask.chainId, sellToken: ask.sellToken, buyToken: ask.buyToken, sellAmount: ask.sellAmount,
      buyAmount: BigInt(body.buyAmount), minBuyAmount: BigInt(body.minBuyAmount), slippageBps: ask.slippageBps, taker: ask.taker,
      gas: body.gas === null ? undefined : BigInt(body.gas),
      allowance: spender && current !== undefined ? { spender, current } : undefined,
      route: body.route?.tokens.map((token) => token.address),
      quotedAt: block.timestamp, expiresAt: block.timestamp + QUOTE_TTL_SECONDS,
    }
  }

  async function buildSwap({ quote }: { quote: SwapQuote }): Promise<SwapTransaction> {
    await assertQuoteFresh(createChainReader(context.rpc(quote.chainId)), quote)
    const body = await get('quote', quote, quoteBody)
    const native = isNative(quote.sellToken)
    const { balance, allowance } = body.issues
    if (balance && BigInt(balance.actual) < BigInt(balance.expected)) throw new InsufficientBalanceError({ details: `0x: balance ${balance.actual}, needed ${balance.expected}` })
    if (!native && allowance && BigInt(allowance.actual) < quote.sellAmount) throw new InsufficientAllowanceError({ details: `0x: allowance ${allowance.actual} for ${allowance.spender}` })
    const spender = spenderOf(body)
    if (!native && (!spender || !same(body.transaction.to, spender))) throw new InvalidSwapDataError({ details: `0x's transaction calls ${body.transaction.to}, not the allowance target ${spender}` })
    if (BigInt(body.transaction.value) !== (native ? quote.sellAmount : 0n)) throw new InvalidSwapDataError({ details: `0x's transaction sends ${body.transaction.value} wei` })
    if (BigInt(body.minBuyAmount) < quote.minBuyAmount) throw new SlippageError({ details: `Minimum received fell from ${quote.minBuyAmount} to ${body.minBuyAmount}` })
    return { chainId: quote.chainId, from: quote.taker, to: body.transaction.to, data: body.transaction.data, value: BigInt(body.transaction.value) }
  }

  return {
    ...info,
    tokens: async (chainId) => networkTokens(context, chainId, options.tokens),
    quote,
    async buildApprove(parameters) {
      if (!spenders.get(parameters.chainId)?.has(parameters.spender.toLowerCase())) throw new InvalidSwapDataError({ details: `Refusing to approve ${parameters.spender}: 0x named no such allowance target` })
      return buildExactApprove(createChainReader(context.rpc(parameters.chainId)), parameters)
    },
    buildSwap,
  }
}
