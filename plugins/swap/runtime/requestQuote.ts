import { messages, parseUnits, type Portico, type PorticoStore } from 'portico'
import { createChainReader } from '../evm/createChainReader'
import { ensureSwapSlice, selectSwap, swapSlice } from '../state/swapSlice'
import type { SwapProvider, SwapQuote } from '../types'
import { errorText } from './errorText'
import { getSwapRuntime } from './registry'
import { getSwapAccount } from './swapAccount'
import { toStoredQuote } from './storedQuote'
import { usdPriceImpact } from './usdPriceImpact'

// The latest request per instance: an answer to an older one is dropped.
const latest = new WeakMap<PorticoStore, number>()

/**
 * The providers that serve a chain, in the host's order.
 *
 * @example
 * providersFor(runtime.providers, 8453)
 */
export const providersFor = (providers: readonly SwapProvider[], chainId: number): SwapProvider[] => providers.filter((provider) => provider.chainIds.includes(chainId))

/**
 * Quotes what the form holds with every provider of the chain, in parallel, and keeps the best
 * (most bought; the host's first provider on a tie). The sold token's balance and the gas price
 * are read in the same tick, so with the Uniswap V2 provider everything goes out in one JSON-RPC
 * batch. With the host's `priceService`, the price impact is the USD value the trade loses
 * (else the provider's, from the pools' reserves). An answer that arrives after a newer request
 * is dropped. Amounts are parsed exactly
 * (`parseUnits`); an empty or zero amount asks nothing.
 *
 * @example
 * await requestQuote(portico)
 * selectSwap(portico.getState()).quote?.buyAmount
 */
export async function requestQuote(portico: Portico): Promise<void> {
  ensureSwapSlice(portico.store)
  const runtime = getSwapRuntime(portico.store)
  const account = getSwapAccount(portico)
  const form = selectSwap(portico.getState())
  const { sellToken, buyToken } = form
  if (!runtime || !account || !sellToken || !buyToken || form.amount === '') return
  const ticket = (latest.get(portico.store) ?? 0) + 1
  latest.set(portico.store, ticket)
  const { dispatch } = portico.store
  let sellAmount: bigint
  try {
    sellAmount = parseUnits(form.amount, sellToken.decimals)
  } catch (error) {
    return void dispatch(swapSlice.actions.quoteFailed({ message: errorText(error) }))
  }
  if (sellAmount === 0n) return
  const providers = providersFor(runtime.providers, account.chainId)
  if (providers.length === 0) return void dispatch(swapSlice.actions.quoteFailed({ message: messages.unsupportedChain }))
  dispatch(swapSlice.actions.quoteRequested())
  const reader = createChainReader(portico.services.rpc.forNetwork(account.network))
  const ask = { chainId: account.chainId, sellToken: sellToken.address, buyToken: buyToken.address, sellAmount, taker: account.address, slippageBps: form.slippageBps ?? runtime.slippageBps }
  const [answers, balance, gasPrice] = await Promise.all([
    Promise.allSettled(providers.map((provider) => provider.quote(ask))),
    reader.balance(sellToken.address, account.address).catch(() => undefined),
    reader.gasPrice().catch(() => undefined),
  ])
  if (latest.get(portico.store) !== ticket) return
  const sellBalance = balance?.toString()
  const quotes = answers.flatMap((answer, i) => (answer.status === 'fulfilled' ? [{ quote: answer.value, provider: providers[i] as SwapProvider }] : []))
  const best = quotes.reduce<{ quote: SwapQuote; provider: SwapProvider } | undefined>((a, b) => (!a || b.quote.buyAmount > a.quote.buyAmount ? b : a), undefined)
  if (!best) {
    const failure = answers.find((answer) => answer.status === 'rejected')
    portico.services.logger.debug('swap: no quote', failure?.reason)
    return void dispatch(swapSlice.actions.quoteFailed({ message: errorText(failure?.reason), sellBalance }))
  }
  const networkFee = best.quote.gas !== undefined && gasPrice !== undefined ? best.quote.gas * gasPrice : undefined
  // With the host's USD prices, the impact is how much value the trade loses; else the provider's figure.
  const usdImpact = await usdPriceImpact(portico.config.priceService, account.network.caipNetworkId, { token: sellToken, amount: sellAmount }, { token: buyToken, amount: best.quote.buyAmount })
  if (latest.get(portico.store) !== ticket) return
  const quote = usdImpact === undefined ? best.quote : { ...best.quote, priceImpactPct: usdImpact }
  dispatch(swapSlice.actions.quoteReceived({ quote: toStoredQuote(quote, { providerName: best.provider.name, networkFee }), sellBalance }))
}
