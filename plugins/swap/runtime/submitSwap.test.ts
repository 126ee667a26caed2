import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { erc20Abi, type Address } from 'viem'
import { connectionsSlice, createPortico, networksSlice, type AnalyticsEvent, type Portico } from 'portico'
import swap, { NATIVE_TOKEN_ADDRESS, QUOTE_TTL_SECONDS, uniswapV2 } from '../index'
import { InsufficientAllowanceError, InsufficientBalanceError, QuoteExpiredError, SlippageError } from '../errors'
import { ensureSwapSlice, selectSwap, swapSlice } from '../state/swapSlice'
import { startSwapChain, type SwapChain } from '../testing'
import type { SwapToken } from '../types'
import { requestQuote } from './requestQuote'
import { submitSwap } from './submitSwap'

let chain: SwapChain
beforeAll(async () => void (chain = await startSwapChain()))
afterAll(async () => chain?.stop())
const instances: Portico[] = []
afterEach(() => instances.splice(0).forEach((portico) => portico.destroy()))

type WalletCall = { method: string; params?: unknown }

/** A Portico instance with the swap plugin on the devnet's router, connected as `account`, whose wallet is anvil's unlocked account. */
function setup(account: string, options: { beforeSend?: (call: WalletCall) => Promise<void> } = {}) {
  const events: AnalyticsEvent[] = []
  const portico = createPortico({
    networks: [chain.network],
    plugins: [swap({ providers: [uniswapV2({ chainId: 31337, router: chain.addresses.router })] })],
    onAnalyticsEvent: (event) => void events.push(event),
    logLevel: 'silent',
  })
  instances.push(portico)
  portico.store.dispatch(networksSlice.actions.networkSelected('eip155:31337'))
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${account}`, connectorId: 'test', accountType: 'eoa' }))
  const calls: WalletCall[] = []
  Object.assign(portico.connection, {
    request: async (_namespace: string, call: WalletCall) => {
      calls.push(call)
      await options.beforeSend?.(call)
      return chain.raw(call.method, call.params as unknown[])
    },
  })
  return { portico, calls, events }
}

const token = (symbol: 'PUSD' | 'PUSDC' | 'PUSDT'): SwapToken => {
  const { address, name, decimals } = chain.addresses.tokens[symbol]
  return { chainId: 31337, address, symbol, name, decimals }
}
const ETH: SwapToken = { chainId: 31337, address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 }

async function fill(portico: Portico, sell: SwapToken, buy: SwapToken, amount: string) {
  ensureSwapSlice(portico.store)
  portico.store.dispatch(swapSlice.actions.started(sell))
  portico.store.dispatch(swapSlice.actions.tokenSelected({ side: 'buy', token: buy }))
  portico.store.dispatch(swapSlice.actions.amountChanged(amount))
  await requestQuote(portico)
  const quote = selectSwap(portico.getState()).quote
  if (!quote) throw new Error(`no quote: ${selectSwap(portico.getState()).quoteError}`)
  return quote
}
const sends = (calls: WalletCall[]) => calls.filter((call) => call.method === 'eth_sendTransaction')
const names = (events: AnalyticsEvent[]) => events.map((event) => event.event).filter((name) => name.startsWith('SWAP_'))
const account = (index: number) => chain.addresses.accounts[index]?.address as string

describe('submitSwap (a Portico instance, the devnet router, anvil as the wallet)', () => {
  test('behavior: ETH -> PUSDC: one transaction, exactly the quoted amount, a toast, the Account view, the form reset', async () => {
    const { portico, calls, events } = setup(account(3))
    const quote = await fill(portico, ETH, token('PUSDC'), '0.01')
    const [expected] = (await chain.amountsOut(10n ** 16n, [chain.addresses.weth, token('PUSDC').address])).slice(-1)
    expect(BigInt(quote.buyAmount)).toBe(expected)
    const before = await chain.balance(account(3), token('PUSDC').address)
    const outcome = await submitSwap(portico)
    expect(outcome).toMatchObject({ status: 'done', received: expected })
    expect((await chain.balance(account(3), token('PUSDC').address)) - before).toBe(expected)
    expect(sends(calls)).toHaveLength(1)
    expect(portico.getState().toast).toMatchObject({ variant: 'success', message: expect.stringMatching(/^Swapped 0\.01 ETH for [\d.]+ PUSDC$/) })
    expect(portico.getState().router.history.at(-1)?.view).toBe('Account')
    expect(selectSwap(portico.getState())).toMatchObject({ amount: '', quote: undefined, status: 'idle', steps: [] })
    expect(names(events)).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS'])
  })

  test('behavior: PUSDC -> PUSD approves exactly the amount, then swaps; each step ends done; balances move by exact base units', async () => {
    const states: string[] = []
    const { portico, calls, events } = setup(account(3))
    const quote = await fill(portico, token('PUSDC'), token('PUSD'), '12.345678')
    portico.subscribe(() => states.push(selectSwap(portico.getState()).steps.map((s) => `${s.kind}:${s.status}`).join(',')))
    const before = await Promise.all([chain.balance(account(3), token('PUSDC').address), chain.balance(account(3), token('PUSD').address)])
    const outcome = await submitSwap(portico)
    expect(outcome.status).toBe('done')
    expect(sends(calls)).toHaveLength(2)
    expect(states).toContain('approve:confirming,swap:waiting')
    expect(states).toContain('approve:done,swap:done')
    expect(before[0] - (await chain.balance(account(3), token('PUSDC').address))).toBe(12_345_678n)
    expect((await chain.balance(account(3), token('PUSD').address)) - before[1]).toBe(BigInt(quote.buyAmount))
    expect(names(events)).toEqual(['SWAP_INITIATED', 'SWAP_APPROVED', 'SWAP_SUCCESS'])
  })

  test('behavior: PUSDT (no-bool transfer) -> ETH; the ETH received is exact after the swap\'s gas', async () => {
    const { portico } = setup(account(2))
    const quote = await fill(portico, token('PUSDT'), ETH, '5')
    const outcome = await submitSwap(portico)
    expect(outcome).toMatchObject({ status: 'done', received: BigInt(quote.buyAmount) })
  })

  test('behavior: a double click sends one transaction', async () => {
    const { portico, calls } = setup(account(4))
    await fill(portico, ETH, token('PUSD'), '0.001')
    const first = submitSwap(portico)
    const second = submitSwap(portico)
    expect(second).toBe(first)
    await Promise.all([first, second])
    expect(sends(calls)).toHaveLength(1)
  })

  test('error: an expired quote is refused before the wallet is asked', async () => {
    const { portico, calls, events } = setup(account(4))
    await fill(portico, ETH, token('PUSD'), '0.001')
    await chain.advanceTime(QUOTE_TTL_SECONDS + 1)
    const outcome = await submitSwap(portico)
    expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(QuoteExpiredError)
    expect(calls).toEqual([])
    expect(selectSwap(portico.getState())).toMatchObject({ status: 'failed', error: 'Quote expired' })
    expect(portico.getState().toast).toMatchObject({ variant: 'error', message: 'Quote expired' })
    expect(names(events)).toEqual(['SWAP_INITIATED', 'SWAP_ERROR'])
  })

  test('error: the price moves while the wallet holds the swap: it reverts on chain, is named, and no token balance changes', async () => {
    const { portico, calls } = setup(account(6), {
      beforeSend: async () => chain.movePrice(token('PUSDC').address, 30n * 10n ** 18n),
    })
    await fill(portico, ETH, token('PUSDC'), '0.5')
    const before = await chain.balance(account(6), token('PUSDC').address)
    const outcome = await submitSwap(portico)
    expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(SlippageError)
    expect(sends(calls)).toHaveLength(1)
    const receipt = await chain.client.getTransactionReceipt({ hash: selectSwap(portico.getState()).steps[0]?.hash as `0x${string}` })
    expect(receipt.status).toBe('reverted')
    expect(await chain.balance(account(6), token('PUSDC').address)).toBe(before)
    expect(selectSwap(portico.getState())).toMatchObject({ status: 'failed', error: 'Price moved beyond your slippage', steps: [{ kind: 'swap', status: 'failed' }] })
  })

  test('error: a price already moved is named by the simulation; nothing is sent', async () => {
    const { portico, calls } = setup(account(6))
    await fill(portico, ETH, token('PUSDT'), '0.5')
    await chain.movePrice(token('PUSDT').address, 30n * 10n ** 18n)
    const outcome = await submitSwap(portico)
    expect(outcome.status === 'failed' && outcome.error).toBeInstanceOf(SlippageError)
    expect(sends(calls)).toEqual([])
  })

  test('error: a revoked allowance is Insufficient allowance, a short balance Insufficient balance, each before any wallet request', async () => {
    const owner = account(3) as Address
    const { portico, calls } = setup(owner)
    // Allowance for exactly the amount, so the quote needs no approval; then it is revoked.
    const write = async (amount: bigint) => (await chain.raw('eth_sendTransaction', [{ from: owner, to: token('PUSDC').address, data: encodeApprove(chain.addresses.router, amount) }])) as `0x${string}`
    await chain.client.waitForTransactionReceipt({ hash: await write(1_000_000n) })
    await fill(portico, token('PUSDC'), token('PUSD'), '1')
    await chain.client.waitForTransactionReceipt({ hash: await write(0n) })
    const revoked = await submitSwap(portico)
    expect(revoked.status === 'failed' && revoked.error).toBeInstanceOf(InsufficientAllowanceError)
    expect(selectSwap(portico.getState()).error).toBe('Insufficient allowance')

    const balance = await chain.client.readContract({ address: token('PUSD').address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    await fill(portico, token('PUSD'), token('PUSDC'), ((balance + 1n) / 10n ** 18n + 1n).toString())
    const short = await submitSwap(portico)
    expect(short.status === 'failed' && short.error).toBeInstanceOf(InsufficientBalanceError)
    expect(sends(calls)).toEqual([])
  })
})

function encodeApprove(spender: string, amount: bigint): `0x${string}` {
  return `0x095ea7b3${spender.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
}
