import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeFunctionData, parseAbi } from 'viem'
import { startOneInchServer } from '../../../devnet/aggregators/oneInchServer'
import { startZeroExServer } from '../../../devnet/aggregators/zeroExServer'
import type { JsonServer } from '../../../devnet/aggregators/jsonServer'
import { NATIVE_TOKEN_ADDRESS, QUOTE_TTL_SECONDS } from '../constants'
import { InsufficientAllowanceError, InsufficientBalanceError, InsufficientLiquidityError, InvalidSwapDataError, QuoteExpiredError, SwapProviderError } from '../errors'
import { startSwapChain, type SwapChain } from '../testing'
import type { SwapProvider } from '../types'
import { createOneInchProvider } from './oneInch/createOneInchProvider'
import { createZeroExProvider } from './zeroEx/createZeroExProvider'

const KEY = 'local-test-key'
let chain: SwapChain
const servers: JsonServer[] = []
beforeAll(async () => void (chain = await startSwapChain()))
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await chain?.stop()
})

const info = (id: string) => ({ id, name: id, chainIds: [31337] })
const shapes = [
  {
    name: '1inch v6',
    start: () => startOneInchServer({ rpcUrl: chain.devnet.url, addresses: chain.addresses, apiKey: KEY }),
    create: (baseUrl: string, apiKey = KEY) => createOneInchProvider({ baseUrl, apiKey }, chain.context, info('1inch')),
    keyHeader: (headers: Record<string, unknown>) => headers.authorization === `Bearer ${KEY}`,
  },
  {
    name: '0x v2',
    start: () => startZeroExServer({ rpcUrl: chain.devnet.url, addresses: chain.addresses, apiKey: KEY }),
    create: (baseUrl: string, apiKey = KEY) => createZeroExProvider({ baseUrl, apiKey }, chain.context, info('0x')),
    keyHeader: (headers: Record<string, unknown>) => headers['0x-api-key'] === KEY && headers['0x-version'] === 'v2',
  },
]
const approveAbi = parseAbi(['function approve(address spender, uint256 value)'])

describe.each(shapes)('$name provider against a local server of its documented shape (anvil behind it)', (shape) => {
  let server: JsonServer
  let provider: SwapProvider
  beforeAll(async () => {
    server = await shape.start()
    servers.push(server)
    provider = shape.create(server.origin)
  })
  const token = (symbol: 'PUSD' | 'PUSDC' | 'PUSDT') => chain.addresses.tokens[symbol].address as string
  const taker = () => chain.addresses.accounts[2]?.address as string
  const ask = (sellToken: string, buyToken: string, sellAmount: bigint, who = taker()) => ({ chainId: 31337, sellToken, buyToken, sellAmount, taker: who, slippageBps: 100 })

  test('behavior: ETH -> PUSDC: the quote is the pool\'s price with the minimum at 1%; the key goes in the documented header', async () => {
    const quote = await provider.quote(ask(NATIVE_TOKEN_ADDRESS, token('PUSDC'), 10n ** 17n))
    const [expected] = (await chain.amountsOut(10n ** 17n, [chain.addresses.weth, token('PUSDC')])).slice(-1)
    expect(quote.buyAmount).toBe(expected)
    expect(quote.minBuyAmount).toBe(((expected as bigint) * 9_900n) / 10_000n)
    expect(quote.allowance).toBeUndefined()
    expect(server.requests.every((request) => shape.keyHeader(request.headers))).toBe(true)
    const tx = await provider.buildSwap({ quote })
    const before = await chain.balance(taker(), token('PUSDC'))
    expect((await chain.send(tx)).status).toBe('success')
    expect((await chain.balance(taker(), token('PUSDC'))) - before).toBe(quote.buyAmount)
  })

  test('behavior: PUSDC -> PUSD approves exactly the sold amount, only to the spender the API returns, then swaps for the quoted amount', async () => {
    const quote = await provider.quote(ask(token('PUSDC'), token('PUSD'), 7_654_321n))
    expect(quote.allowance).toEqual({ spender: expect.stringMatching(new RegExp(chain.addresses.router, 'i')), current: 0n })
    const spender = quote.allowance?.spender as string
    const elsewhere = chain.addresses.accounts[9]?.address as string
    await expect(provider.buildApprove({ chainId: 31337, token: token('PUSDC'), owner: taker(), spender: elsewhere, amount: 1n })).rejects.toBeInstanceOf(InvalidSwapDataError)
    const approvals = await provider.buildApprove({ chainId: 31337, token: token('PUSDC'), owner: taker(), spender, amount: quote.sellAmount })
    expect(approvals.map((tx) => decodeFunctionData({ abi: approveAbi, data: tx.data as `0x${string}` }).args)).toEqual([[expect.stringMatching(new RegExp(spender, 'i')), 7_654_321n]])
    for (const tx of approvals) expect((await chain.send(tx)).status).toBe('success')
    const tx = await provider.buildSwap({ quote })
    expect(tx.to.toLowerCase()).toBe(spender.toLowerCase())
    const before = await Promise.all([chain.balance(taker(), token('PUSDC')), chain.balance(taker(), token('PUSD'))])
    expect((await chain.send(tx)).status).toBe('success')
    expect(before[0] - (await chain.balance(taker(), token('PUSDC')))).toBe(7_654_321n)
    expect((await chain.balance(taker(), token('PUSD'))) - before[1]).toBe(quote.buyAmount)
  })

  test('behavior: PUSDT (no-bool transfer) -> ETH', async () => {
    const quote = await provider.quote(ask(token('PUSDT'), NATIVE_TOKEN_ADDRESS, 2_000_000n))
    for (const tx of await provider.buildApprove({ chainId: 31337, token: token('PUSDT'), owner: taker(), spender: quote.allowance?.spender as string, amount: quote.sellAmount })) await chain.send(tx)
    const before = await chain.balance(taker())
    const receipt = await chain.send(await provider.buildSwap({ quote }))
    expect(receipt.status).toBe('success')
    expect((await chain.balance(taker())) - before).toBe(quote.buyAmount - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  test('error: no pool is Insufficient liquidity; a short balance or allowance is named as such; a wrong key is the HTTP status', async () => {
    const lonely = chain.addresses.benchTokens[1]?.address as string
    await expect(provider.quote(ask(lonely, token('PUSD'), 10n ** 6n))).rejects.toBeInstanceOf(InsufficientLiquidityError)
    const broke = chain.addresses.accounts[7]?.address as string // ETH, no tokens
    const short = await provider.quote(ask(token('PUSDC'), token('PUSD'), 1_000_000n, broke))
    await expect(provider.buildSwap({ quote: short })).rejects.toBeInstanceOf(InsufficientBalanceError)
    const unapproved = await provider.quote(ask(token('PUSD'), token('PUSDC'), 10n ** 18n))
    await expect(provider.buildSwap({ quote: unapproved })).rejects.toBeInstanceOf(InsufficientAllowanceError)
    const denied = provider.quote(ask(NATIVE_TOKEN_ADDRESS, token('PUSD'), 10n ** 15n)).then(() => undefined, (error: unknown) => error)
    await expect(shape.create(server.origin, 'wrong-key').quote(ask(NATIVE_TOKEN_ADDRESS, token('PUSD'), 10n ** 15n))).rejects.toMatchObject({ shortMessage: 'HTTP status code: 401' })
    expect(await denied).toBeUndefined()
    await expect(shape.create('http://127.0.0.1:9').quote(ask(NATIVE_TOKEN_ADDRESS, token('PUSD'), 1n))).rejects.toBeInstanceOf(SwapProviderError)
  })

  test('error: a quote past its chain-time limit is refused before the API is asked for a transaction', async () => {
    const quote = await provider.quote(ask(NATIVE_TOKEN_ADDRESS, token('PUSD'), 10n ** 15n))
    await chain.advanceTime(QUOTE_TTL_SECONDS + 1)
    const asked = server.requests.length
    await expect(provider.buildSwap({ quote })).rejects.toBeInstanceOf(QuoteExpiredError)
    expect(server.requests.length).toBe(asked)
  })

  test('behavior: the token list', async () => {
    const tokens = await provider.tokens(31337)
    expect(tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['ETH', 'PUSD', 'PUSDC', 'PUSDT']))
    expect(tokens.every((t) => t.chainId === 31337)).toBe(true)
  })
})
