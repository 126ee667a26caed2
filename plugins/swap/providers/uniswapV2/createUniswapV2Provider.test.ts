import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeFunctionData, parseAbi, type Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS, QUOTE_TTL_SECONDS, SWAP_DEADLINE_SECONDS } from '../../constants'
import { AmountTooSmallError, InsufficientLiquidityError, NoRouteError, QuoteExpiredError, SlippageError } from '../../errors'
import { asCall, createChainReader } from '../../evm/createChainReader'
import { toSwapError } from '../../evm/toSwapError'
import { startSwapChain, type SwapChain } from '../../testing'
import type { SwapProvider } from '../../types'
import { createUniswapV2Provider } from './createUniswapV2Provider'

let chain: SwapChain
let provider: SwapProvider
beforeAll(async () => {
  chain = await startSwapChain()
  provider = createUniswapV2Provider({ chainId: 31337, router: chain.addresses.router }, chain.context, { id: 'uniswap-v2:31337', name: 'Uniswap V2', chainIds: [31337] })
})
afterAll(async () => chain?.stop())

const taker = () => chain.addresses.accounts[1]?.address as string
const token = (symbol: 'PUSD' | 'PUSDC' | 'PUSDT') => chain.addresses.tokens[symbol].address as string
const ETH = NATIVE_TOKEN_ADDRESS
const ask = (sellToken: string, buyToken: string, sellAmount: bigint, slippageBps = 100) => ({ chainId: 31337, sellToken, buyToken, sellAmount, taker: taker(), slippageBps })
/** The constant-product output of one V2 hop with the 0.3% fee (the oracle, written from the whitepaper). */
const hopOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) => (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
const routerCalls = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

async function approveAndSwap(quote: Awaited<ReturnType<SwapProvider['quote']>>) {
  if (quote.allowance && quote.allowance.current < quote.sellAmount) {
    for (const tx of await provider.buildApprove({ chainId: 31337, token: quote.sellToken, owner: quote.taker, spender: quote.allowance.spender, amount: quote.sellAmount })) {
      expect((await chain.send(tx)).status).toBe('success')
    }
  }
  return chain.send(await provider.buildSwap({ quote }))
}

describe('Uniswap V2 provider (against anvil)', () => {
  test('behavior: ETH -> PUSDC is priced by the direct pair: getAmountsOut, the minimum at 1%, price impact from the reserves', async () => {
    const amount = 10n ** 18n
    const quote = await provider.quote(ask(ETH, token('PUSDC'), amount))
    const [reserveIn, reserveOut] = await chain.reserves(chain.addresses.pairs['PUSDC/WETH'] as string, chain.addresses.weth)
    expect(quote.route).toEqual([chain.addresses.weth, token('PUSDC')])
    expect(quote.buyAmount).toBe(hopOut(amount, reserveIn, reserveOut))
    expect(quote.minBuyAmount).toBe((quote.buyAmount * 9_900n) / 10_000n)
    // 1 ETH into a 100 ETH pool moves the price by 1/101 = 0.990099...%.
    expect(quote.priceImpactPct).toBe(Number((amount * 1_000_000n) / (reserveIn + amount)) / 10_000)
    expect(quote.allowance).toBeUndefined()
    expect(quote.gas).toBeGreaterThan(50_000n)
    const block = await chain.client.getBlock()
    expect(quote.quotedAt).toBe(Number(block.timestamp))
    expect(quote.expiresAt).toBe(quote.quotedAt + QUOTE_TTL_SECONDS)
  })

  test('behavior: PUSDC -> PUSD has no direct pair and goes through WETH; two hops priced exactly', async () => {
    const amount = 1_234_567n
    const quote = await provider.quote(ask(token('PUSDC'), token('PUSD'), amount))
    expect(quote.route).toEqual([token('PUSDC'), chain.addresses.weth, token('PUSD')])
    const [a0, a1] = await chain.reserves(chain.addresses.pairs['PUSDC/WETH'] as string, token('PUSDC'))
    const [b0, b1] = await chain.reserves(chain.addresses.pairs['PUSD/WETH'] as string, chain.addresses.weth)
    const middle = hopOut(amount, a0, a1)
    expect(quote.buyAmount).toBe(hopOut(middle, b0, b1))
    expect(quote.allowance).toEqual({ spender: chain.addresses.router, current: 0n })
  })

  test('behavior: ETH -> PUSDC executes: the taker receives exactly the quoted amount; the deadline comes from the latest block', async () => {
    const amount = 123_456_789_012_345n
    const quote = await provider.quote(ask(ETH, token('PUSDC'), amount))
    const tx = await provider.buildSwap({ quote })
    const { functionName, args } = decodeFunctionData({ abi: routerCalls, data: tx.data as `0x${string}` })
    expect(functionName).toBe('swapExactETHForTokens')
    const block = await chain.client.getBlock()
    expect(args[3]).toBe(block.timestamp + BigInt(SWAP_DEADLINE_SECONDS))
    expect(tx.value).toBe(amount)
    const before = await chain.balance(taker(), token('PUSDC'))
    expect((await chain.send(tx)).status).toBe('success')
    expect((await chain.balance(taker(), token('PUSDC'))) - before).toBe(quote.buyAmount)
  })

  test('behavior: PUSDC -> PUSD with an exact approval, then the swap; balances move by exact base units', async () => {
    const amount = 25_000_000n
    const quote = await provider.quote(ask(token('PUSDC'), token('PUSD'), amount))
    const approvals = await provider.buildApprove({ chainId: 31337, token: token('PUSDC'), owner: taker(), spender: chain.addresses.router, amount })
    expect(approvals).toHaveLength(1)
    const [sellBefore, buyBefore] = await Promise.all([chain.balance(taker(), token('PUSDC')), chain.balance(taker(), token('PUSD'))])
    expect((await approveAndSwap(quote)).status).toBe('success')
    expect(sellBefore - (await chain.balance(taker(), token('PUSDC')))).toBe(amount)
    expect((await chain.balance(taker(), token('PUSD'))) - buyBefore).toBe(quote.buyAmount)
    expect(await createChainReader(chain.context.rpc(31337)).read(token('PUSDC'), parseAbi(['function allowance(address, address) view returns (uint256)']), 'allowance', [taker() as Address, chain.addresses.router as Address])).toBe(0n)
  })

  test('behavior: PUSDT (no-bool transfer) -> ETH; a USDT-style allowance is reset to 0 before it changes', async () => {
    const spender = chain.addresses.router
    const first = await provider.buildApprove({ chainId: 31337, token: token('PUSDT'), owner: taker(), spender, amount: 7n })
    expect(first).toHaveLength(1)
    await chain.send(first[0] as (typeof first)[number])
    const change = await provider.buildApprove({ chainId: 31337, token: token('PUSDT'), owner: taker(), spender, amount: 3_000_000n })
    expect(change.map((tx) => tx.data.slice(-64).replace(/^0+/, '') || '0')).toEqual(['0', (3_000_000n).toString(16)])
    // An OpenZeppelin token changes a non-zero allowance in one step.
    await chain.send((await provider.buildApprove({ chainId: 31337, token: token('PUSD'), owner: taker(), spender, amount: 5n }))[0] as (typeof first)[number])
    expect(await provider.buildApprove({ chainId: 31337, token: token('PUSD'), owner: taker(), spender, amount: 9n })).toHaveLength(1)

    const quote = await provider.quote(ask(token('PUSDT'), ETH, 3_000_000n))
    expect(quote.route).toEqual([token('PUSDT'), chain.addresses.weth])
    for (const tx of change) expect((await chain.send(tx)).status).toBe('success')
    const ethBefore = await chain.balance(taker())
    const tx = await provider.buildSwap({ quote })
    expect(decodeFunctionData({ abi: routerCalls, data: tx.data as `0x${string}` }).functionName).toBe('swapExactTokensForETH')
    const receipt = await chain.send(tx)
    expect(receipt.status).toBe('success')
    expect((await chain.balance(taker())) - ethBefore).toBe(quote.buyAmount - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  test('error: the price moves past the slippage: the simulation names it and, mined anyway, the swap reverts and changes no token balance', async () => {
    const quote = await provider.quote(ask(token('PUSDC'), token('PUSD'), 10_000_000n))
    await chain.movePrice(token('PUSD'), 20n * 10n ** 18n)
    const tx = await provider.buildSwap({ quote })
    const reader = createChainReader(chain.context.rpc(31337))
    // Approve first, so only the price can fail the swap.
    for (const approval of await provider.buildApprove({ chainId: 31337, token: quote.sellToken, owner: taker(), spender: chain.addresses.router, amount: quote.sellAmount })) await chain.send(approval)
    const simulated = await reader.estimateGas(asCall(tx)).catch((error: unknown) => error)
    expect(toSwapError(simulated)).toBeInstanceOf(SlippageError)
    expect(toSwapError(simulated).shortMessage).toBe('Price moved beyond your slippage')
    const before = await Promise.all([chain.balance(taker(), token('PUSDC')), chain.balance(taker(), token('PUSD'))])
    const receipt = await chain.send(tx, { gas: 300_000n })
    expect(receipt.status).toBe('reverted')
    expect(await Promise.all([chain.balance(taker(), token('PUSDC')), chain.balance(taker(), token('PUSD'))])).toEqual(before)
  })

  test('error: a quote older than its chain-time limit is refused; a transaction mined after its deadline reverts as Quote expired', async () => {
    const quote = await provider.quote(ask(ETH, token('PUSD'), 10n ** 15n))
    const tx = await provider.buildSwap({ quote })
    await chain.advanceTime(QUOTE_TTL_SECONDS + 1)
    await expect(provider.buildSwap({ quote })).rejects.toBeInstanceOf(QuoteExpiredError)
    await chain.advanceTime(SWAP_DEADLINE_SECONDS)
    const reader = createChainReader(chain.context.rpc(31337))
    const failure = await reader.estimateGas(asCall(tx)).catch((error: unknown) => error)
    expect(toSwapError(failure)).toBeInstanceOf(QuoteExpiredError)
    expect((await chain.send(tx, { gas: 300_000n })).status).toBe('reverted')
  })

  test('error: no pair is No route; an empty pair is Insufficient liquidity; a dust amount is Amount too small (never Insufficient balance)', async () => {
    const lonely = chain.addresses.benchTokens[0]?.address as string
    await expect(provider.quote(ask(lonely, token('PUSD'), 10n ** 18n))).rejects.toBeInstanceOf(NoRouteError)
    await chain.createEmptyPair(lonely, chain.addresses.weth)
    const empty = provider.quote(ask(lonely, ETH, 10n ** 18n))
    await expect(empty).rejects.toBeInstanceOf(InsufficientLiquidityError)
    await expect(empty).rejects.toMatchObject({ shortMessage: 'Insufficient liquidity' })
    await expect(provider.quote(ask(ETH, token('PUSDC'), 1n))).rejects.toBeInstanceOf(AmountTooSmallError)
  })

  test('behavior: ETH <-> WETH is a one-for-one wrap and unwrap', async () => {
    const quote = await provider.quote(ask(ETH, chain.addresses.weth, 5n))
    expect([quote.buyAmount, quote.minBuyAmount, quote.route]).toEqual([5n, 5n, [chain.addresses.weth]])
    const before = await chain.balance(taker(), chain.addresses.weth)
    expect((await chain.send(await provider.buildSwap({ quote }))).status).toBe('success')
    expect((await chain.balance(taker(), chain.addresses.weth)) - before).toBe(5n)
    const back = await provider.quote(ask(chain.addresses.weth, ETH, 5n))
    expect((await chain.send(await provider.buildSwap({ quote: back }))).status).toBe('success')
    expect(await chain.balance(taker(), chain.addresses.weth)).toBe(before)
  })

  test('behavior: a sold fee-on-transfer token switches to the fee-on-transfer function; a bought one flagged in the list uses it too', async () => {
    const tax = await chain.deployFeeOnTransferToken(100n)
    const owner = chain.addresses.accounts[0]?.address as string
    const sell = { chainId: 31337, sellToken: tax, buyToken: ETH, sellAmount: 1_000n * 10n ** 18n, taker: owner, slippageBps: 300 }
    const quote = await provider.quote(sell)
    const tx = await provider.buildSwap({ quote })
    expect(decodeFunctionData({ abi: routerCalls, data: tx.data as `0x${string}` }).functionName).toBe('swapExactTokensForETHSupportingFeeOnTransferTokens')
    expect((await chain.send(tx)).status).toBe('success')

    const flagged = createUniswapV2Provider(
      { chainId: 31337, router: chain.addresses.router, tokens: [{ address: tax, symbol: 'TAX', name: 'Tax Token', decimals: 18, feeOnTransfer: true }] },
      chain.context,
      { id: 'uniswap-v2:31337', name: 'Uniswap V2', chainIds: [31337] },
    )
    const buy = await flagged.quote({ ...sell, sellToken: ETH, buyToken: tax, sellAmount: 10n ** 17n, taker: taker() })
    const buyTx = await flagged.buildSwap({ quote: buy })
    expect(decodeFunctionData({ abi: routerCalls, data: buyTx.data as `0x${string}` }).functionName).toBe('swapExactETHForTokensSupportingFeeOnTransferTokens')
    const before = await chain.balance(taker(), tax)
    expect((await chain.send(buyTx)).status).toBe('success')
    const received = (await chain.balance(taker(), tax)) - before
    // The token burned 1% on the way: less than quoted, still above the minimum the router checked.
    expect(received).toBe(buy.buyAmount - buy.buyAmount / 100n)
    expect(received >= buy.minBuyAmount).toBe(true)
  })
})
