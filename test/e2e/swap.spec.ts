import { createPublicClient, createTestClient, createWalletClient, decodeFunctionData, erc20Abi, http, parseAbi, type Address, type Hash } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Page } from '@playwright/test'
import { devnetAddresses } from '../../devnet/addresses'
import { dialog, expect, openAccount, test, wallet } from './fixtures'

// Issue 17: swaps end to end on the local chain, through the dev wallet on the demo host. Each
// test trades from a fresh account (funded below), so balances are its own; the pools are shared,
// so expected outputs are read at the block before each trade. Run one after another.
test.describe.configure({ mode: 'serial' })

const addresses = devnetAddresses()
const rpcUrl = (): string => {
  const config = JSON.parse(process.env.DEMO_CONFIG ?? '{}') as { chains?: { chainId: number; rpcUrl: string }[] }
  const chain = config.chains?.find((c) => c.chainId === addresses.chainId)
  if (!chain) throw new Error('DEMO_CONFIG has no devnet chain: run through playwright (global setup)')
  return chain.rpcUrl
}
const client = () => createPublicClient({ transport: http(rpcUrl()) })
const token = (symbol: 'PUSD' | 'PUSDC' | 'PUSDT') => addresses.tokens[symbol].address as Address
const WETH = addresses.weth as Address
const routerAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)', 'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)'])
const approveAbi = parseAbi(['function approve(address spender, uint256 value)'])
const transferAbi = parseAbi(['function transfer(address to, uint256 value)'])

async function balanceOf(owner: Address, tokenAddress?: Address): Promise<bigint> {
  if (!tokenAddress) return client().getBalance({ address: owner })
  return client().readContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** A fresh account with 10 ETH and, from the deployer (unlocked on anvil), the given tokens. */
async function freshAccount(tokens: Partial<Record<'PUSDC' | 'PUSDT', bigint>> = {}): Promise<{ key: `0x${string}`; address: Address }> {
  const key = generatePrivateKey()
  const address = privateKeyToAddress(key)
  await client().request({ method: 'anvil_setBalance' as never, params: [address, `0x${(10n ** 19n).toString(16)}`] as never })
  const deployer = createWalletClient({ account: addresses.deployer.address as Address, transport: http(rpcUrl()) })
  for (const [symbol, amount] of Object.entries(tokens)) {
    // PUSDT's transfer returns no bool: send it without reading a result.
    const hash = await deployer.writeContract({ chain: null, address: token(symbol as 'PUSDC' | 'PUSDT'), abi: transferAbi, functionName: 'transfer', args: [address, amount] })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
  }
  return { key, address }
}

/** The account's transactions in the latest blocks, oldest first, with their receipts. */
async function transactionsOf(owner: Address, since: bigint) {
  const latest = await client().getBlockNumber()
  const found: { hash: Hash; input: `0x${string}`; to: Address | null; receipt: Awaited<ReturnType<ReturnType<typeof client>['getTransactionReceipt']>> }[] = []
  for (let number = since + 1n; number <= latest; number++) {
    const block = await client().getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() === owner.toLowerCase()) found.push({ hash: tx.hash, input: tx.input, to: tx.to, receipt: await client().getTransactionReceipt({ hash: tx.hash }) })
    }
  }
  return found
}
const gasOf = (txs: Awaited<ReturnType<typeof transactionsOf>>) => txs.reduce((sum, tx) => sum + tx.receipt.gasUsed * tx.receipt.effectiveGasPrice, 0n)
/** What the pool gave for `amountIn` right before the block that mined the swap. */
async function poolOutput(amountIn: bigint, path: Address[], swapBlock: bigint): Promise<bigint> {
  const amounts = await client().readContract({ address: addresses.router as Address, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path], blockNumber: swapBlock - 1n })
  return amounts.at(-1) as bigint
}

/** Opens the Swap view from the Account view's feature row, as the fresh account. */
async function openSwap(page: Page, key: string, query = '') {
  await page.goto(`${process.env.DEMO_URL}/?wallet=approve${query}`)
  await wallet(page, `setAccounts('${key}')`)
  await openAccount(page)
  await dialog(page).getByTestId('account-feature-swaps').click()
  await expect(dialog(page).getByRole('heading', { name: 'Swap' })).toBeVisible()
}

async function pick(page: Page, side: 'sell' | 'buy', symbol: string) {
  const modal = dialog(page)
  await modal.getByTestId(`swap-${side}-token`).click()
  await modal.getByTestId(`swap-token-option-${symbol}`).click()
  await expect(modal.getByTestId(`swap-${side}-token`)).toContainText(symbol)
}

/** Fills the form, waits for the quote, opens the review. */
async function quoteAndReview(page: Page, form: { sell: string; buy: string; amount: string }) {
  const modal = dialog(page)
  if (form.sell !== 'ETH') await pick(page, 'sell', form.sell)
  await pick(page, 'buy', form.buy)
  await modal.getByTestId('swap-amount').fill(form.amount)
  await expect(modal.getByTestId('swap-rate')).toContainText(`1 ${form.sell} = `)
  await expect(modal.getByTestId('swap-review')).toHaveText('Review swap')
  await modal.getByTestId('swap-review').click()
  await expect(modal.getByTestId('swap-preview')).toBeVisible()
}

const success = (page: Page, sell: string, buy: string) => expect(page.getByTestId('portico-toast')).toHaveText(new RegExp(`^Swapped [\\d.]+ ${sell} for [\\d.]+ ${buy}$`))

test('§1 behavior: ETH -> PUSDC from the Account view: one transaction; PUSDC received and ETH spent in exact base units; balances refresh', async ({ page }) => {
  const { key, address } = await freshAccount()
  const since = await client().getBlockNumber()
  await openSwap(page, key)
  await quoteAndReview(page, { sell: 'ETH', buy: 'PUSDC', amount: '0.123456789012345678' })
  await expect(dialog(page).getByTestId('swap-confirm')).toHaveText('Swap')
  await dialog(page).getByTestId('swap-confirm').click()
  await success(page, 'ETH', 'PUSDC')
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  const txs = await transactionsOf(address, since)
  expect(txs).toHaveLength(1)
  const swap = txs[0] as (typeof txs)[number]
  expect(swap.receipt.status).toBe('success')
  const sold = 123_456_789_012_345_678n
  const received = await poolOutput(sold, [WETH, token('PUSDC')], swap.receipt.blockNumber)
  expect(await balanceOf(address, token('PUSDC'))).toBe(received)
  expect(await balanceOf(address)).toBe(10n ** 19n - sold - gasOf(txs))
  // The Account view shows the new balance (refreshed after the trade), in exact base units.
  await expect(dialog(page).getByTestId('token-PUSDC')).toHaveAttribute('data-amount', received.toString())
})

test('§1 behavior: PUSDC -> PUSD approves exactly the amount to the router, then swaps; each step is shown; exact balances', async ({ page }) => {
  const { key, address } = await freshAccount({ PUSDC: 50_000_000n })
  const since = await client().getBlockNumber()
  await openSwap(page, key)
  await quoteAndReview(page, { sell: 'PUSDC', buy: 'PUSD', amount: '12.345678' })
  await expect(dialog(page).getByTestId('swap-preview-network-cost')).toContainText('+ approval')
  await expect(dialog(page).getByTestId('swap-confirm')).toHaveText('Approve and swap')
  // The wallet holds each transaction, so each step is seen while it waits (with the wallet
  // answering at once, both can be mined before the view is looked at).
  await wallet(page, "setMode('hold')")
  await dialog(page).getByTestId('swap-confirm').click()
  const step = (kind: string) => dialog(page).getByTestId(`swap-step-${kind}`)
  const approveHeld = async () => {
    await expect.poll(() => wallet<unknown[]>(page, 'pending()').then((pending) => pending.length)).toBe(1)
    await wallet(page, 'approve()')
  }
  await expect(step('approve')).toHaveAttribute('data-status', 'signing')
  await expect(step('swap')).toHaveAttribute('data-status', 'waiting')
  await approveHeld()
  await expect(step('approve')).toHaveAttribute('data-status', 'done')
  await expect(step('swap')).toHaveAttribute('data-status', 'signing')
  await approveHeld()
  await success(page, 'PUSDC', 'PUSD')
  const txs = await transactionsOf(address, since)
  expect(txs.map((tx) => tx.receipt.status)).toEqual(['success', 'success'])
  const [approval, swap] = txs as [(typeof txs)[number], (typeof txs)[number]]
  expect(approval.to?.toLowerCase()).toBe(token('PUSDC').toLowerCase())
  expect(decodeFunctionData({ abi: approveAbi, data: approval.input }).args).toEqual([addresses.router, 12_345_678n])
  expect(await balanceOf(address, token('PUSDC'))).toBe(50_000_000n - 12_345_678n)
  expect(await balanceOf(address, token('PUSD'))).toBe(await poolOutput(12_345_678n, [token('PUSDC'), WETH, token('PUSD')], swap.receipt.blockNumber))
  expect(await client().readContract({ address: token('PUSDC'), abi: erc20Abi, functionName: 'allowance', args: [address, addresses.router as Address] })).toBe(0n)
})

test('§1 behavior: PUSDT (transfer returns no bool) -> ETH; the ETH received is exact after gas', async ({ page }) => {
  const { key, address } = await freshAccount({ PUSDT: 9_000_000n })
  const since = await client().getBlockNumber()
  await openSwap(page, key)
  await quoteAndReview(page, { sell: 'PUSDT', buy: 'ETH', amount: '7.654321' })
  await dialog(page).getByTestId('swap-confirm').click()
  await success(page, 'PUSDT', 'ETH')
  const txs = await transactionsOf(address, since)
  const swap = txs.at(-1) as (typeof txs)[number]
  expect(txs.map((tx) => tx.receipt.status)).toEqual(['success', 'success'])
  expect(await balanceOf(address, token('PUSDT'))).toBe(9_000_000n - 7_654_321n)
  expect(await balanceOf(address)).toBe(10n ** 19n + (await poolOutput(7_654_321n, [token('PUSDT'), WETH], swap.receipt.blockNumber)) - gasOf(txs))
})

test('§8 error: the price moves while the wallet holds the swap: it reverts on chain, the form says why, no token balance changes', async ({ page }) => {
  const { key, address } = await freshAccount({ PUSDC: 20_000_000n })
  await openSwap(page, key)
  await quoteAndReview(page, { sell: 'ETH', buy: 'PUSDC', amount: '0.5' })
  await wallet(page, "setMode('hold')")
  const before = { pusdc: await balanceOf(address, token('PUSDC')), eth: await balanceOf(address) }
  const since = await client().getBlockNumber()
  await dialog(page).getByTestId('swap-confirm').click()
  await expect.poll(() => wallet<unknown[]>(page, 'pending()').then((pending) => pending.length)).toBe(1)
  // Someone else buys PUSDC first: the visitor's minimum no longer holds.
  const whale = addresses.accounts[5]?.address as Address
  const whaleWallet = createWalletClient({ account: whale, transport: http(rpcUrl()) })
  const { timestamp } = await client().getBlock()
  // An explicit gas limit: an estimate against the previous block can fall short of a pair's first trade in a new one.
  const moved = await whaleWallet.writeContract({ chain: null, address: addresses.router as Address, abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, [WETH, token('PUSDC')], whale, timestamp + 600n], value: 30n * 10n ** 18n, gas: 300_000n })
  expect((await client().waitForTransactionReceipt({ hash: moved })).status).toBe('success')
  await wallet(page, 'approve()')
  await expect(dialog(page).getByTestId('swap-preview-error')).toHaveText('Price moved beyond your slippage')
  await expect(dialog(page).getByTestId('swap-step-swap')).toHaveAttribute('data-status', 'failed')
  await expect(page.getByTestId('portico-toast')).toHaveText('Price moved beyond your slippage')
  const txs = await transactionsOf(address, since)
  expect(txs.map((tx) => tx.receipt.status)).toEqual(['reverted'])
  expect(await balanceOf(address, token('PUSDC'))).toBe(before.pusdc)
  // Only the reverted transaction's gas left the account: the 0.5 ETH did not.
  expect(await balanceOf(address)).toBe(before.eth - gasOf(txs))
})

test('§8 error: an expired quote is refused before the wallet is asked; a new quote then swaps', async ({ page }) => {
  const { key } = await freshAccount()
  await openSwap(page, key)
  await quoteAndReview(page, { sell: 'ETH', buy: 'PUSD', amount: '0.01' })
  await wallet(page, 'clearRequests()')
  // The quote's limit is in chain time: move the chain's clock past it.
  const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl()) })
  await testClient.increaseTime({ seconds: 61 })
  await testClient.mine({ blocks: 1 })
  await dialog(page).getByTestId('swap-confirm').click()
  await expect(dialog(page).getByTestId('swap-preview-error')).toHaveText('Quote expired')
  expect(await wallet<string[]>(page, 'requests')).not.toContain('eth_sendTransaction')
  await dialog(page).getByTestId('swap-requote').click()
  await expect(dialog(page).getByTestId('swap-confirm')).toBeEnabled()
  await dialog(page).getByTestId('swap-confirm').click()
  await success(page, 'ETH', 'PUSD')
})

test('behavior: a double-clicked Swap sends one transaction', async ({ page }) => {
  const { key } = await freshAccount()
  await openSwap(page, key)
  await quoteAndReview(page, { sell: 'ETH', buy: 'PUSDT', amount: '0.02' })
  await wallet(page, 'clearRequests()')
  await dialog(page).getByTestId('swap-confirm').dblclick()
  await success(page, 'ETH', 'PUSDT')
  expect((await wallet<string[]>(page, 'requests')).filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
})

test('§2 behavior: Swap sits in the wallet feature order (onramp, swaps, receive, send); the host opens it with swap data, filled and quoted', async ({ page }) => {
  const { key } = await freshAccount()
  await page.goto(`${process.env.DEMO_URL}/?wallet=approve`)
  await wallet(page, `setAccounts('${key}')`)
  await openAccount(page)
  // The feature row fills in as the plugins' entries resolve: read it once send and swaps are in.
  await expect(dialog(page).getByTestId('account-feature-send')).toBeVisible()
  await expect(dialog(page).getByTestId('account-feature-swaps')).toBeVisible()
  const order = await dialog(page).locator('[data-testid^="account-feature-"]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')?.replace('account-feature-', '')))
  expect(order.filter((feature) => ['onramp', 'swaps', 'receive', 'send'].includes(feature ?? ''))).toEqual(['onramp', 'swaps', 'receive', 'send'].filter((feature) => order.includes(feature)))
  expect(order).toEqual(expect.arrayContaining(['swaps', 'receive', 'send']))
  await page.keyboard.press('Escape')
  await page.getByTestId('demo-open-swap').click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await expect(modal.getByTestId('swap-amount')).toHaveValue('0.01')
  await expect(modal.getByTestId('swap-buy-token')).toContainText('PUSDC')
  await expect(modal.getByTestId('swap-min-received')).toContainText('PUSDC')
})

for (const api of [
  { name: '1inch v6', query: '&swap=1inch' },
  { name: '0x v2', query: '&swap=0x' },
]) {
  test(`behavior: through a local ${api.name} server: PUSDC -> PUSD approves only the spender it returns, then swaps; exact balances`, async ({ page }) => {
    const { key, address } = await freshAccount({ PUSDC: 30_000_000n })
    const since = await client().getBlockNumber()
    await openSwap(page, key, api.query)
    await quoteAndReview(page, { sell: 'PUSDC', buy: 'PUSD', amount: '3.5' })
    await expect(dialog(page).getByTestId('swap-preview-provider')).toHaveText(api.name.split(' ')[0] as string)
    await dialog(page).getByTestId('swap-confirm').click()
    await success(page, 'PUSDC', 'PUSD')
    const txs = await transactionsOf(address, since)
    const [approval, swap] = txs as [(typeof txs)[number], (typeof txs)[number]]
    // The local servers name the pool's router as their spender; the swap calls that same contract.
    expect(decodeFunctionData({ abi: approveAbi, data: approval.input }).args).toEqual([addresses.router, 3_500_000n])
    expect(swap.to?.toLowerCase()).toBe(addresses.router.toLowerCase())
    expect(await balanceOf(address, token('PUSDC'))).toBe(26_500_000n)
    expect(await balanceOf(address, token('PUSD'))).toBe(await poolOutput(3_500_000n, [token('PUSDC'), WETH, token('PUSD')], swap.receipt.blockNumber))
  })
}
