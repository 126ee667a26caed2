import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, toEventSelector, type Address, type Hash, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import type { Locator, Page } from '@playwright/test'
import { devnetAddresses } from '../../devnet/addresses'
import { loadPorticoArt } from '../../devnet/contracts/compilePorticoArt'
import { uniswapV2RouterAbi } from '../../devnet/abis'
import { devnetChain } from '../../devnet/chain'
import { DEV_WALLET_ADDRESS, devnetRpcUrl, dialog, expect, openAccount, test, wallet } from './fixtures'
import { fillSend, previewAndSend } from './sendForm'

const addresses = devnetAddresses()
const client = () => createPublicClient({ transport: http(devnetRpcUrl()) })
/** The deployer holds test tokens and is unlocked on anvil: it funds the test's fresh account. */
const funder = () => createWalletClient({ account: addresses.deployer.address as Address, transport: http(devnetRpcUrl()) })
// With the two funding transfers, an approval, a swap and the two sends: 154 transactions, 8 pages of 20.
const DRIPS = 148
const WITHDRAWAL_TOPIC = toEventSelector('Withdrawal(address,uint256)')

/** Wei as the Activity shows it: rounded to 3 decimals, ties away from zero (spec section 9). */
const ethText = (wei: bigint) => {
  const thousandths = (wei + 5n * 10n ** 14n) / 10n ** 15n
  return `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`.replace(/\.?0+$/, '')
}

/** The fresh account approves the router for PUSDC and swaps 50 PUSDC to ETH (the router pays the ETH out in an internal call). */
async function approveAndSwap(key: Hex, owner: Address) {
  const own = createWalletClient({ account: privateKeyToAccount(key), chain: devnetChain(devnetRpcUrl()), transport: http(devnetRpcUrl()) })
  const pusdc = addresses.tokens.PUSDC.address as Address
  const approve = await own.writeContract({ address: pusdc, abi: erc20Abi, functionName: 'approve', args: [addresses.router as Address, 50_000_000n] })
  expect((await client().waitForTransactionReceipt({ hash: approve })).status).toBe('success')
  const path = [pusdc, addresses.weth as Address]
  const swap = await own.writeContract({ address: addresses.router as Address, abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForETH', args: [50_000_000n, 0n, path, owner, 9_999_999_999n] })
  const receipt = await client().waitForTransactionReceipt({ hash: swap })
  expect(receipt.status).toBe('success')
  // What the router paid out: WETH's Withdrawal event (other tests trade on the same pool, so the quote is not fixed).
  const payout = receipt.logs.find((log) => log.topics[0] === WITHDRAWAL_TOPIC)
  return { approve, swap, payout: BigInt(payout?.data ?? '0x0') }
}

/** Funds a fresh account: 2 ETH, 100 PUSDC, then DRIPS small ETH transfers (so the history has more than one page). */
async function fundFreshAccount() {
  const key = generatePrivateKey()
  const owner = privateKeyToAddress(key)
  const hashes: Hash[] = [
    await funder().sendTransaction({ chain: null, to: owner, value: parseEther('2') }),
    await funder().writeContract({ chain: null, address: addresses.tokens.PUSDC.address as Address, abi: erc20Abi, functionName: 'transfer', args: [owner, 100_000_000n] }),
  ]
  for (let i = 1; i <= DRIPS; i++) hashes.push(await funder().sendTransaction({ chain: null, to: owner, value: BigInt(i) * 10n ** 15n }))
  for (const hash of hashes) expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
  return { key, owner, hashes }
}

/** Sends through the Send view and returns the hash the done view shows. */
async function sendThroughPortico(page: Page, form: { symbol: string; amount: string; to: string }): Promise<string> {
  await fillSend(page, form)
  await previewAndSend(page)
  await expect(page.getByTestId('portico-toast')).toHaveText('Transaction started')
  const hash = (await dialog(page).getByTestId('send-done-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await dialog(page).getByRole('button', { name: 'Done' }).click()
  return hash
}

/**
 * Scrolls the (virtualized) Activity list a view at a time to its end, where the next pages load,
 * until `total` transactions are loaded; returns the hashes of the rows drawn on the way, in
 * order, each once.
 */
async function scrollThrough(activity: Locator, total: number): Promise<string[]> {
  const seen: string[] = []
  const collect = async () => {
    for (const hash of await activity.getByTestId('activity-item').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hash') ?? ''))) if (!seen.includes(hash)) seen.push(hash)
  }
  for (;;) {
    await collect()
    const atEnd = await activity.evaluate(async (list) => {
      list.scrollTop += list.clientHeight
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return list.scrollTop + list.clientHeight >= list.scrollHeight - 1
    })
    if (!atEnd) continue
    await collect()
    const count = await activity.getAttribute('data-count')
    if (count === String(total)) return seen
    // A page that arrived since the check above moved the end away (CI once waited there for a
    // load nothing asked for): scroll on. Still at the end, the next page loads by itself.
    if (!(await activity.evaluate((list) => list.scrollTop + list.clientHeight >= list.scrollHeight - 1))) continue
    await expect.poll(() => activity.getAttribute('data-count')).not.toBe(count)
  }
}

test('§2 §3 §4 §9 Activity: a sent ETH and a sent token appear with their exact amounts, grouped by month; an approval and a swap paying out ETH are read from the node; scrolling pages through 154 transactions, each once, none missing', async ({ page }) => {
  test.setTimeout(90_000)
  const { key, owner, hashes: funding } = await fundFreshAccount()
  await page.goto(`${process.env.DEMO_URL}/?wallet=approve`)
  await wallet(page, `setAccounts('${key}')`)
  const modal = await openAccount(page)
  await expect(modal.getByTestId('account-address')).toHaveAttribute('title', owner)

  const traded = await approveAndSwap(key, owner)
  const receiver = privateKeyToAddress(generatePrivateKey())
  const ethHash = await sendThroughPortico(page, { symbol: 'ETH', amount: '0.125', to: receiver })
  const tokenHash = await sendThroughPortico(page, { symbol: 'PUSDC', amount: '2.5', to: receiver })

  await modal.getByRole('tab', { name: 'Activity' }).click()
  const activity = modal.getByTestId('activity')
  const items = activity.getByTestId('activity-item')
  // Page one: the default page size (20), newest first: the two sends, the swap, the approval, then the funding.
  await expect(activity).toHaveAttribute('data-count', '20')
  const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date())
  await expect(activity.getByTestId('activity-group').first().getByRole('heading')).toHaveText(month)
  const sentToken = items.nth(0)
  const sentEth = items.nth(1)
  await expect(sentToken).toHaveAttribute('data-hash', tokenHash)
  await expect(sentToken).toHaveAttribute('data-status', 'confirmed')
  await expect(sentToken.getByTestId('activity-title')).toHaveText('Sent')
  await expect(sentToken.getByTestId('activity-line')).toHaveText(['-2.5 PUSDC'])
  await expect(sentEth).toHaveAttribute('data-hash', ethHash)
  await expect(sentEth.getByTestId('activity-title')).toHaveText('Sent')
  await expect(sentEth.getByTestId('activity-line')).toHaveText(['-0.125 ETH'])
  const swapped = items.nth(2)
  await expect(swapped).toHaveAttribute('data-hash', traded.swap)
  await expect(swapped.getByTestId('activity-title')).toHaveText('Swapped')
  await expect(swapped.getByTestId('activity-line')).toHaveText(['-50 PUSDC', `+${ethText(traded.payout)} ETH`])
  const approved = items.nth(3)
  await expect(approved).toHaveAttribute('data-hash', traded.approve)
  await expect(approved.getByTestId('activity-title')).toHaveText('Approved')
  const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-6)}`
  await expect(approved.getByTestId('activity-line')).toHaveText([`${short(owner)} → ${short(addresses.tokens.PUSDC.address)}`])
  await expect(items.nth(4).getByTestId('activity-line')).toHaveText(['+0.148 ETH']) // the last drip: 148 × 0.001 ETH

  // Scrolling near the end of the list loads the next page (no button press), until the first
  // transaction. The list is virtualized: the rows drawn on the way are collected.
  const total = 4 + funding.length
  const shown = await scrollThrough(activity, total)
  expect(shown).toEqual([tokenHash, ethHash, traded.swap, traded.approve, ...[...funding].reverse()])
  await expect(activity.getByTestId('activity-load-more')).toHaveCount(0)
  await expect(items.last().getByTestId('activity-line')).toHaveText(['+2 ETH'])
  await expect(items.last().getByTestId('activity-title')).toHaveText('Received')
  await expect(items.nth((await items.count()) - 2).getByTestId('activity-line')).toHaveText(['+100 PUSDC'])
})

test("§7 §8 Activity from an indexer: a failing one shows 'Failed to fetch transactions'; Try again reads the documented shape", async ({ page, allowConsole }) => {
  allowConsole(/status of 503|Failed to fetch transactions/, 'the test indexer answers 503 on purpose: the browser logs the response, Portico logs the failure')
  let failing = true
  const requests: string[] = []
  const indexer = createServer((request, response) => {
    requests.push(request.url ?? '')
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('content-type', 'application/json')
    if (failing) return void response.writeHead(503).end('{"error":"maintenance"}')
    const sent = {
      id: `0x${'ab'.repeat(32)}`,
      metadata: { minedAt: new Date().toISOString(), chain: 'eip155:31337', operationType: 'send', hash: `0x${'ab'.repeat(32)}`, status: 'confirmed', sentFrom: DEV_WALLET_ADDRESS, sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', nonce: 7 },
      transfers: [{ fungible_info: { name: 'Portico Coin', symbol: 'PUSDC' }, direction: 'out', quantity: { numeric: '1234.56789' } }],
    }
    const spam = { ...sent, id: 'spam', transfers: [{ nft_info: { name: 'Free mint', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }] }
    response.end(JSON.stringify({ data: [sent, spam], next: null }))
  })
  await new Promise<void>((resolve) => indexer.listen(0, '127.0.0.1', resolve))
  try {
    const baseUrl = `http://127.0.0.1:${(indexer.address() as AddressInfo).port}/v1`
    await page.goto(`${process.env.DEMO_URL}/?wallet=approve&historyIndexer=${encodeURIComponent(baseUrl)}`)
    const modal = await openAccount(page)
    await modal.getByRole('tab', { name: 'Activity' }).click()
    await expect(modal.getByTestId('activity').getByRole('alert')).toHaveText('Failed to fetch transactions')
    await expect(page.getByTestId('portico-toast')).toHaveText('Failed to fetch transactions')
    expect(requests).toEqual([`/v1/transactions?account=${DEV_WALLET_ADDRESS}&chainId=eip155%3A31337`])
    failing = false
    await modal.getByRole('button', { name: 'Try again' }).click()
    const item = modal.getByTestId('activity-item')
    await expect(item).toHaveCount(1) // the all-spam transaction is dropped (spec section 5)
    await expect(item.getByTestId('activity-title')).toHaveText('Sent')
    await expect(item.getByTestId('activity-line')).toHaveText(['-1234.568 PUSDC'])
    await expect(modal.getByTestId('activity').getByRole('alert')).toHaveCount(0)
  } finally {
    await new Promise((resolve) => indexer.close(resolve))
  }
})

test('§2 §3 NFTs: a minted NFT shows in Activity as Minted; the NFTs tab lists the NFTs the transfers leave with the account (the dev wallet shares no assets): one sent away is gone', async ({ page }) => {
  test.setTimeout(90_000)
  const key = generatePrivateKey()
  const owner = privateKeyToAddress(key)
  const art = loadPorticoArt()
  const deployed = await client().waitForTransactionReceipt({ hash: await funder().deployContract({ chain: null, abi: art.abi, bytecode: art.bytecode }) })
  const collection = deployed.contractAddress as Address
  const mint = (tokenId: bigint) => funder().writeContract({ chain: null, address: collection, abi: art.abi, functionName: 'mint', args: [owner, tokenId] })
  const minted = [await mint(7n), await mint(8n), await funder().sendTransaction({ chain: null, to: owner, value: parseEther('1') })]
  for (const hash of minted) expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
  const own = createWalletClient({ account: privateKeyToAccount(key), chain: devnetChain(devnetRpcUrl()), transport: http(devnetRpcUrl()) })
  const receiver = privateKeyToAddress(generatePrivateKey())
  const sent = await own.writeContract({ address: collection, abi: art.abi, functionName: 'transferFrom', args: [owner, receiver, 8n] })
  expect((await client().waitForTransactionReceipt({ hash: sent })).status).toBe('success')

  await page.goto(`${process.env.DEMO_URL}/?wallet=approve`)
  await wallet(page, `setAccounts('${key}')`)
  const modal = await openAccount(page)
  await modal.getByRole('tab', { name: 'Activity' }).click()
  const items = modal.getByTestId('activity').getByTestId('activity-item')
  await expect(items).toHaveCount(4)
  await expect(items.nth(0).getByTestId('activity-title')).toHaveText('Sent')
  await expect(items.nth(0).getByTestId('activity-line')).toHaveText(['-Portico Art #8'])
  await expect(items.nth(2).getByTestId('activity-title')).toHaveText('Minted')
  await expect(items.nth(2).getByTestId('activity-line')).toHaveText(['+Portico Art #8'])
  await expect(items.nth(3).getByTestId('activity-line')).toHaveText(['+Portico Art #7'])

  await modal.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = modal.getByTestId('nft')
  await expect(nfts).toHaveCount(1)
  await expect(nfts.first()).toContainText('Portico Art #7')
  await expect(nfts.first()).toContainText('#7')
})

