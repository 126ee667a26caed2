// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { decodeFunctionData, encodeFunctionResult, parseAbi } from 'viem'
import { connectionsSlice, createPortico, defineNetwork, networksSlice, type Portico, type RpcService, type TokenBalance } from 'portico'
import swap, { NATIVE_TOKEN_ADDRESS, QUOTE_REFRESH_MS, type SwapProvider, type SwapQuote, type SwapToken } from '../index'
import { selectSwap, swapSlice } from '../state/swapSlice'
import SwapPreviewView from './SwapPreviewView'
import SwapSelectTokenView from './SwapSelectTokenView'
import SwapView from './SwapView'
import { AMOUNT_DEBOUNCE_MS } from './useSwapSession'

// The chain, the balances and the provider are scripted: these tests are about the views' rules.
// The same flows run against anvil in runtime/submitSwap.test.ts and in Chromium in test/e2e/swap.spec.ts.
const NETWORK = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const TAKER = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const PUSDC: SwapToken = { chainId: 31337, address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', symbol: 'PUSDC', name: 'Portico Coin', decimals: 6 }
const PUSD: SwapToken = { chainId: 31337, address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af', symbol: 'PUSD', name: 'Portico Dollar', decimals: 18 }
const PUSDT: SwapToken = { chainId: 31337, address: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48', symbol: 'PUSDT', name: 'Portico Tether', decimals: 6 }
const UNLISTED = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const GAS_PRICE = 2_000_000_000n
const ETH_BALANCE = 3n * 10n ** 18n
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)', 'function symbol() view returns (string)', 'function name() view returns (string)', 'function decimals() view returns (uint8)'])
const tokenBalance = (token: SwapToken, amount: bigint): TokenBalance => ({
  name: token.name, symbol: token.symbol, chainId: 'eip155:31337', address: token.address === NATIVE_TOKEN_ADDRESS ? undefined : token.address,
  value: 0, price: 0, quantity: { decimals: String(token.decimals), numeric: '' }, amount, decimals: token.decimals,
})

/** A node that knows the taker's ETH, 5 PUSDC, and one unlisted token (symbol BAIT). */
function fakeRpc(): RpcService {
  const call = (to: string, data: `0x${string}`) => {
    const { functionName } = decodeFunctionData({ abi: erc20, data })
    const bait = to.toLowerCase() === UNLISTED.toLowerCase()
    const values: Record<string, unknown> = { balanceOf: to.toLowerCase() === PUSDC.address.toLowerCase() ? 5_000_000n : 0n, symbol: bait ? 'BAIT' : '?', name: bait ? 'Bait Token' : '?', decimals: 18 }
    return encodeFunctionResult({ abi: erc20, functionName, result: values[functionName] as never })
  }
  const answer = ({ method, params }: { method: string; params?: readonly unknown[] }) => {
    if (method === 'eth_getBalance') return `0x${ETH_BALANCE.toString(16)}`
    if (method === 'eth_gasPrice') return `0x${GAS_PRICE.toString(16)}`
    if (method === 'eth_getBlockByNumber') return { number: '0x40', timestamp: '0x64' }
    if (method === 'eth_estimateGas') return '0x249f0'
    if (method === 'eth_getTransactionReceipt') return { status: '0x1', blockNumber: '0x41', gasUsed: '0x249f0', effectiveGasPrice: `0x${GAS_PRICE.toString(16)}` }
    const [tx] = (params ?? []) as { to: string; data: `0x${string}` }[]
    if (method === 'eth_call' && tx) return call(tx.to, tx.data)
    throw new Error(`unexpected ${method}`)
  }
  return { forNetwork: () => ({ request: async (args: { method: string; params?: readonly unknown[] }) => answer(args) }), destroy: () => {} } as unknown as RpcService
}

/** A provider that buys 2 units per unit sold (in base units), with a chosen price impact. */
function scriptedProvider(options: { impact?: number; chainIds?: number[] } = {}) {
  const quote = vi.fn(async (ask: Parameters<SwapProvider['quote']>[0]): Promise<SwapQuote> => ({
    providerId: 'scripted', chainId: ask.chainId, sellToken: ask.sellToken, buyToken: ask.buyToken, sellAmount: ask.sellAmount,
    buyAmount: 2n * ask.sellAmount, minBuyAmount: (2n * ask.sellAmount * BigInt(10_000 - ask.slippageBps)) / 10_000n, slippageBps: ask.slippageBps, taker: ask.taker,
    priceImpactPct: options.impact ?? 0.42, gas: 150_000n, quotedAt: 100, expiresAt: 160,
  }))
  const provider: SwapProvider = {
    id: 'scripted', name: 'Scripted DEX', chainIds: options.chainIds ?? [31337],
    tokens: async () => [{ chainId: 31337, address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 }, PUSDC, PUSD, PUSDT],
    quote,
    buildApprove: async () => [],
    buildSwap: async ({ quote: q }) => ({ chainId: 31337, from: q.taker, to: PUSD.address, data: '0x', value: q.sellAmount }),
  }
  return { provider, quote }
}

let portico: Portico
afterEach(() => {
  cleanup()
  portico?.destroy()
})

type WalletCall = { method: string; params?: unknown }

function setup(options: { provider?: SwapProvider; data?: Record<string, unknown> } = {}) {
  const provider = options.provider ?? scriptedProvider().provider
  portico = createPortico({ networks: [NETWORK], plugins: [swap({ providers: [provider] })], storage: { type: 'memory' }, logLevel: 'silent' })
  const ETH: SwapToken = { chainId: 31337, address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 }
  Object.assign(portico.services, { rpc: fakeRpc(), balances: { get: async () => [tokenBalance(ETH, ETH_BALANCE), tokenBalance(PUSDC, 5_000_000n)], refresh: async () => [] } })
  portico.store.dispatch(networksSlice.actions.networkSelected('eip155:31337'))
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${TAKER}`, connectorId: 'test', accountType: 'eoa' }))
  const calls: WalletCall[] = []
  Object.assign(portico.connection, { request: async (_namespace: string, call: WalletCall) => (calls.push(call), `0x${'ab'.repeat(32)}`) })
  portico.router.push('Swap', options.data)
  return { calls }
}

const quoted = () => screen.findByTestId('swap-rate')
const review = () => screen.getByTestId<HTMLButtonElement>('swap-review')
/** The symbol on a token button (beside its icon). */
const symbolOn = (testId: string) => screen.getByTestId(testId).querySelector('.pc-item-name')?.textContent

describe('Swap views', () => {
  test('§2 behavior: opened with swap data, the form fills itself and shows the quote: amount, rate, impact, minimum at 1%, network cost', async () => {
    const { provider, quote } = scriptedProvider()
    setup({ provider, data: { fromToken: 'eth', toToken: PUSDC.address.toLowerCase(), amount: '0.25' } })
    render(<SwapView portico={portico} />)
    await quoted()
    expect(quote.mock.calls[0]?.[0]).toEqual({ chainId: 31337, sellToken: NATIVE_TOKEN_ADDRESS, buyToken: PUSDC.address, sellAmount: 25n * 10n ** 16n, taker: TAKER, slippageBps: 100 })
    expect(screen.getByTestId<HTMLInputElement>('swap-amount').value).toBe('0.25')
    expect(symbolOn('swap-sell-token')).toBe('ETH')
    expect(symbolOn('swap-buy-token')).toBe('PUSDC')
    expect(screen.getByTestId('swap-sell-balance').textContent).toBe('Balance: 3 ETH')
    // 2 base units of PUSDC (6 decimals) per wei: a huge number, shown to 6 significant digits.
    expect(screen.getByTestId('swap-buy-amount').textContent).toBe('500000000000')
    expect(screen.getByTestId('swap-rate').textContent).toBe('1 ETH = 2000000000000 PUSDC')
    expect(screen.getByTestId('swap-min-received').textContent).toBe('495000000000 PUSDC')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('0.42%')
    expect(screen.getByTestId('swap-network-cost').textContent).toBe('0.0003 ETH') // 150,000 gas at 2 gwei
    expect(screen.getByTestId('swap-provider').textContent).toBe('Scripted DEX')
    expect(review().disabled).toBe(false)
    expect(review().textContent).toBe('Review swap')
  })

  test('behavior: the visitor\'s slippage changes the minimum received; a slippage above 50% is refused', async () => {
    const { provider, quote } = scriptedProvider()
    setup({ provider, data: { fromToken: 'PUSDC', toToken: 'PUSD', amount: '1' } })
    render(<SwapView portico={portico} />)
    await quoted()
    fireEvent.change(screen.getByTestId('swap-slippage'), { target: { value: '0.5' } })
    await waitFor(() => expect(quote.mock.lastCall?.[0].slippageBps).toBe(50))
    await waitFor(() => expect(screen.getByTestId('swap-min-received').textContent).toBe('0.00000000000199 PUSD'))
    fireEvent.change(screen.getByTestId('swap-slippage'), { target: { value: '51' } })
    expect(screen.getByRole('alert').textContent).toBe('Enter a slippage from 0 to 50%')
    expect(selectSwap(portico.getState()).slippageBps).toBe(50)
  })

  test('§2 error: swap data naming an unknown token or an inexact amount shows Invalid swap data and fills nothing', async () => {
    setup({ data: { fromToken: 'ETH', toToken: 'NOPE', amount: '1' } })
    render(<SwapView portico={portico} />)
    expect((await screen.findByTestId('swap-data-error')).textContent).toBe('Invalid swap data: No token "NOPE" on Anvil')
    expect(selectSwap(portico.getState()).buyToken).toBeUndefined()
    cleanup()
    portico.destroy()
    setup({ data: { fromToken: 'PUSDC', amount: '1.0000001' } })
    render(<SwapView portico={portico} />)
    expect((await screen.findByTestId('swap-data-error')).textContent).toMatch(/^Invalid swap data: Invalid amount "1.0000001"/)
    expect(selectSwap(portico.getState()).amount).toBe('')
    cleanup()
    portico.destroy()
    setup({ data: { fromToken: { evil: true } } })
    render(<SwapView portico={portico} />)
    expect((await screen.findByTestId('swap-data-error')).textContent).toMatch(/^Invalid swap data: fromToken: /)
  })

  test('behavior: selling more than the balance says Insufficient balance (and only then); a trade above 5% price impact warns', async () => {
    setup({ provider: scriptedProvider({ impact: 7.5 }).provider, data: { fromToken: 'PUSDC', toToken: 'PUSD', amount: '5.000001' } })
    render(<SwapView portico={portico} />)
    await waitFor(() => expect(review().textContent).toBe('Insufficient balance'))
    expect(review().disabled).toBe(true)
    fireEvent.change(screen.getByTestId('swap-amount'), { target: { value: '5' } })
    expect((await screen.findByTestId('swap-impact-warning')).textContent).toMatch(/more than 5%/)
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('7.50% (high)')
    expect(review().textContent).toBe('Review swap')
  })

  test('issue 21 behavior: in Japanese the form, the quote facts and the reasons it cannot go on show no English', async () => {
    setup({ provider: scriptedProvider({ impact: 7.5 }).provider, data: { fromToken: 'PUSDC', toToken: 'PUSD', amount: '5.000001' } })
    await portico.setLocale('ja')
    render(<SwapView portico={portico} />)
    await waitFor(() => expect(review().textContent).toBe('残高が不足しています'))
    fireEvent.change(screen.getByTestId('swap-amount'), { target: { value: '5' } })
    await waitFor(() => expect(review().textContent).toBe('スワップを確認'))
    expect(screen.getByTestId('swap-sell-balance').textContent).toBe('残高: 5 PUSDC')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('7.50%（高）')
    expect(screen.getByText('スリッページ許容値 (%)')).toBeTruthy()
    expect(screen.getByTestId('swap-impact-warning').textContent).toBe('この取引で価格が 5% を超えて動きます。市場レートよりかなり少なく受け取ることになります。')
    // In German the amounts keep their digits with the locale's decimal sign.
    await act(() => portico.setLocale('de'))
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('7,50% (hoch)')
    expect(screen.getByTestId('swap-min-received').textContent).toBe('0,0000000000099 PUSD')
  })

  test('behavior: Max sells the whole token balance, and keeps the gas reserve on a native sale', async () => {
    setup({ data: { fromToken: 'PUSDC', toToken: 'PUSD' } })
    render(<SwapView portico={portico} />)
    await waitFor(() => expect(symbolOn('swap-sell-token')).toBe('PUSDC'))
    fireEvent.click(screen.getByTestId('swap-max'))
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('swap-amount').value).toBe('5'))
    fireEvent.click(screen.getByTestId('swap-flip'))
    await act(async () => void portico.store.dispatch(swapSlice.actions.tokenSelected({ side: 'sell', token: { chainId: 31337, address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 } })))
    fireEvent.click(screen.getByTestId('swap-max'))
    // 3 ETH less 600,000 gas at 2 gwei.
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('swap-amount').value).toBe('2.9988'))
  })

  test('§9 behavior: a chain no provider serves gives way to UnsupportedChain', async () => {
    setup({ provider: scriptedProvider({ chainIds: [1] }).provider })
    render(<SwapView portico={portico} />)
    await waitFor(() => expect(portico.getState().router.history.at(-1)?.view).toBe('UnsupportedChain'))
  })

  test('behavior: the picker lists your tokens first, searches by symbol, name or address, and imports an unlisted token behind a warning', async () => {
    setup()
    portico.router.push('SwapSelectToken', { side: 'buy' })
    render(<SwapSelectTokenView portico={portico} />)
    await screen.findByRole('region', { name: 'Your tokens' })
    expect(screen.getAllByRole('region').map((section) => [section.getAttribute('aria-label'), [...section.querySelectorAll('[data-testid]')].map((b) => b.getAttribute('data-testid'))])).toEqual([
      ['Your tokens', ['swap-token-option-ETH', 'swap-token-option-PUSDC']],
      ['Tokens', ['swap-token-option-PUSD', 'swap-token-option-PUSDT']],
    ])
    fireEvent.change(screen.getByTestId('swap-token-search'), { target: { value: 'portico do' } })
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual(['swap-token-option-PUSD'])
    fireEvent.change(screen.getByTestId('swap-token-search'), { target: { value: PUSDT.address.toUpperCase().replace('0X', '0x') } })
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-testid'))).toEqual(['swap-token-option-PUSDT'])
    fireEvent.change(screen.getByTestId('swap-token-search'), { target: { value: UNLISTED } })
    expect((await screen.findByTestId('swap-import-warning')).textContent).toMatch(/Anyone can create a token with any name/)
    expect(screen.getByTestId('swap-token-import').textContent).toBe('BImport BAIT (Bait Token)')
    fireEvent.click(screen.getByTestId('swap-token-import'))
    expect(selectSwap(portico.getState()).buyToken).toEqual({ chainId: 31337, address: UNLISTED, symbol: 'BAIT', name: 'Bait Token', decimals: 18 })
    expect(selectSwap(portico.getState()).imported).toHaveLength(1)
  })

  test('behavior: the review shows the steps; a double click on Swap sends one transaction; success lands on Account with a toast', async () => {
    const { calls } = setup({ data: { fromToken: 'ETH', toToken: 'PUSD', amount: '0.002' } })
    render(<SwapView portico={portico} />)
    await quoted()
    fireEvent.click(review())
    expect(portico.getState().router.history.at(-1)?.view).toBe('SwapPreview')
    cleanup()
    render(<SwapPreviewView portico={portico} />)
    const confirm = screen.getByTestId<HTMLButtonElement>('swap-confirm')
    expect(confirm.textContent).toBe('Swap')
    await act(async () => {
      fireEvent.click(confirm)
      fireEvent.click(confirm)
    })
    await waitFor(() => expect(portico.getState().router.history.at(-1)?.view).toBe('Account'))
    expect(calls.filter((call) => call.method === 'eth_sendTransaction')).toHaveLength(1)
    expect(portico.getState().toast.message).toBe('Swapped 0.002 ETH for 0 PUSD')
  })
})

describe('Swap view quote loop', () => {
  test('behavior: one quote after the amount settles, then every 10 s while visible, none while the tab is hidden, one at once when it shows again', async () => {
    const { provider, quote } = scriptedProvider()
    setup({ provider, data: { fromToken: 'ETH', toToken: 'PUSD' } })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      render(<SwapView portico={portico} />)
      await act(async () => void (await vi.waitFor(() => expect(selectSwap(portico.getState()).buyToken?.symbol).toBe('PUSD'))))
      for (const text of ['1', '1.', '1.5']) fireEvent.change(screen.getByTestId('swap-amount'), { target: { value: text } })
      await act(async () => void vi.advanceTimersByTime(AMOUNT_DEBOUNCE_MS))
      expect(quote).toHaveBeenCalledTimes(1)
      expect(quote.mock.calls[0]?.[0]).toMatchObject({ sellToken: NATIVE_TOKEN_ADDRESS, sellAmount: 15n * 10n ** 17n, slippageBps: 100 })
      await act(async () => void vi.advanceTimersByTime(QUOTE_REFRESH_MS))
      expect(quote).toHaveBeenCalledTimes(2)
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
      await act(async () => void vi.advanceTimersByTime(3 * QUOTE_REFRESH_MS))
      expect(quote).toHaveBeenCalledTimes(2)
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      await act(async () => void document.dispatchEvent(new Event('visibilitychange')))
      expect(quote).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
