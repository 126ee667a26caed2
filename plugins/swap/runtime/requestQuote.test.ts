import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectionsSlice, createPortico, networksSlice, type Portico } from 'portico'
import swap, { NATIVE_TOKEN_ADDRESS, uniswapV2 } from '../index'
import { ensureSwapSlice, selectSwap, swapSlice } from '../state/swapSlice'
import { startSwapChain, type SwapChain } from '../testing'
import type { SwapToken } from '../types'
import { getSwapRuntime } from './registry'
import { requestQuote } from './requestQuote'

let chain: SwapChain
beforeAll(async () => void (chain = await startSwapChain()))
afterAll(async () => chain?.stop())
let portico: Portico
const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
  portico?.destroy()
})

/** Counts the HTTP requests that reach the chain's node (one per JSON-RPC batch: a round trip). */
function countRoundTrips(): { count: () => number } {
  let count = 0
  globalThis.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).startsWith(chain.devnet.url)) count += 1
    return realFetch(input, init)
  }
  return { count: () => count }
}

function setup(sell: SwapToken, buy: SwapToken) {
  portico = createPortico({ networks: [chain.network], plugins: [swap({ providers: [uniswapV2({ chainId: 31337, router: chain.addresses.router })] })], logLevel: 'silent' })
  portico.store.dispatch(networksSlice.actions.networkSelected('eip155:31337'))
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${chain.addresses.accounts[1]?.address}`, connectorId: 'test', accountType: 'eoa' }))
  ensureSwapSlice(portico.store)
  portico.store.dispatch(swapSlice.actions.started(sell))
  portico.store.dispatch(swapSlice.actions.tokenSelected({ side: 'buy', token: buy }))
  const [provider] = getSwapRuntime(portico.store)?.providers ?? []
  return { prepare: () => provider?.prepare?.({ chainId: 31337, sellToken: sell.address, buyToken: buy.address }) }
}

const ETH: SwapToken = { chainId: 31337, address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 }
const tokenOf = (symbol: 'PUSD' | 'PUSDC'): SwapToken => ({ chainId: 31337, ...chain.addresses.tokens[symbol] })

describe('requestQuote round trips (budget: the first quote within 2 JSON-RPC round trips of the amount settling)', () => {
  test.each([
    ['ETH -> PUSDC (direct pair)', () => [ETH, tokenOf('PUSDC')] as const],
    ['PUSDC -> PUSD (through WETH; no direct pair)', () => [tokenOf('PUSDC'), tokenOf('PUSD')] as const],
  ])('behavior: %s: with the pair prepared while the visitor types, the quote, balance and gas price are one round trip', async (_name, pair) => {
    const [sell, buy] = pair()
    const { prepare } = setup(sell, buy)
    await prepare()
    const trips = countRoundTrips()
    portico.store.dispatch(swapSlice.actions.amountChanged('1.5'))
    await requestQuote(portico)
    expect(selectSwap(portico.getState()).quoteStatus).toBe('ready')
    expect(trips.count()).toBe(1)
    // The 10-second refresh costs the same.
    await requestQuote(portico)
    expect(trips.count()).toBe(2)
  })

  test('behavior: unprepared, a cold provider reads the router, then the pools, then quotes: three round trips, never more', async () => {
    setup(tokenOf('PUSDC'), tokenOf('PUSD'))
    const trips = countRoundTrips()
    portico.store.dispatch(swapSlice.actions.amountChanged('2'))
    await requestQuote(portico)
    expect(selectSwap(portico.getState()).quoteStatus).toBe('ready')
    expect(trips.count()).toBe(3)
  })
})

describe('requestQuote price impact', () => {
  test('behavior: with the host\'s USD prices the impact is the value the trade loses; without them, the pools\' reserves', async () => {
    const prices = new Map([['eip155:31337:native', 3_000], [`eip155:31337:${chain.addresses.tokens.PUSDC.address.toLowerCase()}`, 1]])
    portico = createPortico({
      networks: [chain.network],
      plugins: [swap({ providers: [uniswapV2({ chainId: 31337, router: chain.addresses.router })] })],
      priceService: { getPrices: async () => prices },
      logLevel: 'silent',
    })
    portico.store.dispatch(networksSlice.actions.networkSelected('eip155:31337'))
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${chain.addresses.accounts[1]?.address}`, connectorId: 'test', accountType: 'eoa' }))
    ensureSwapSlice(portico.store)
    portico.store.dispatch(swapSlice.actions.started(ETH))
    portico.store.dispatch(swapSlice.actions.tokenSelected({ side: 'buy', token: tokenOf('PUSDC') }))
    portico.store.dispatch(swapSlice.actions.amountChanged('2'))
    await requestQuote(portico)
    const quote = selectSwap(portico.getState()).quote
    const valueOut = Number(BigInt(quote?.buyAmount ?? '0')) / 1e6
    expect(quote?.priceImpactPct).toBe(Math.round((1 - valueOut / 6_000) * 10_000) / 100)
    prices.clear()
    await requestQuote(portico)
    // 2 ETH into the pool's ETH reserve (r): 2 / (r + 2), from the chain.
    const [reserve] = await chain.reserves(chain.addresses.pairs['PUSDC/WETH'] as string, chain.addresses.weth)
    expect(selectSwap(portico.getState()).quote?.priceImpactPct).toBe(Number((2n * 10n ** 18n * 1_000_000n) / (reserve + 2n * 10n ** 18n)) / 10_000)
  })
})
