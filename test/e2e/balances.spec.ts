import type { Page, Request } from '@playwright/test'
import { devnetAddresses } from '../../devnet/addresses'
import { formatBalance } from '../../kernel/units/formatBalance'
import { formatTokenBalance } from '../../kernel/units/formatTokenBalance'
import { demoUrl, dialog, expect, openAccount, test, wallet } from './fixtures'

const addresses = devnetAddresses()

/** The devnet node the demo's first network reads (started by the global setup). */
const rpcUrl = (): string => {
  const config = JSON.parse(process.env.DEMO_CONFIG ?? '{}') as { chains?: { rpcUrl: string }[] }
  const url = config.chains?.[0]?.rpcUrl
  if (!url) throw new Error('DEMO_CONFIG has no chain')
  return url
}
/** Account #2 holds every token and sends nothing in other tests, so its balances are stable. */
const ACCOUNT = addresses.accounts[2] as { address: string; privateKey: string }
const TOKENS = [addresses.tokens.PUSD, addresses.tokens.PUSDC, addresses.tokens.PUSDT]
const AGGREGATE3 = '0x82ad56cb'

async function node(method: string, params: unknown[]): Promise<string> {
  const response = await fetch(rpcUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: string }).result
}
/** The account's balances read straight from the node: native, then each token's balanceOf. */
async function nodeBalances(address: string): Promise<Record<string, bigint>> {
  const result: Record<string, bigint> = { ETH: BigInt(await node('eth_getBalance', [address, 'latest'])) }
  for (const token of TOKENS) {
    const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`
    result[token.symbol] = BigInt(await node('eth_call', [{ to: token.address, data }, 'latest']))
  }
  return result
}
/** Records every JSON-RPC POST the page sends to the devnet node. */
function recordRpc(page: Page): string[] {
  const bodies: string[] = []
  const url = rpcUrl()
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().startsWith(url)) bodies.push(request.postData() ?? '')
  })
  return bodies
}
async function connectAccount2(page: Page) {
  await page.goto(demoUrl())
  await wallet(page, `setAccounts('${ACCOUNT.privateKey}')`)
  return openAccount(page)
}

test('§9 balance: the Account view shows the exact ETH, PUSD, PUSDC and PUSDT balances from ONE Multicall3 round trip', async ({ page }) => {
  const bodies = recordRpc(page)
  const modal = await connectAccount2(page)
  await expect(modal.getByTestId('token-PUSDT')).toBeVisible()
  const expected = await nodeBalances(ACCOUNT.address)
  for (const symbol of ['ETH', 'PUSD', 'PUSDC', 'PUSDT']) {
    const decimals = symbol === 'ETH' ? 18 : (TOKENS.find((t) => t.symbol === symbol)?.decimals ?? -1)
    const row = modal.getByTestId(`token-${symbol}`)
    await expect(row).toHaveAttribute('data-amount', String(expected[symbol]))
    await expect(row.getByTestId('token-quantity')).toHaveText(`${formatTokenBalance(expected[symbol] ?? -1n, decimals)} ${symbol}`)
    // The quantity is the name's second line (spec section 9's token row), never run into it.
    const [name, quantity] = await Promise.all([row.locator('.pc-item-name > span').first().boundingBox(), row.getByTestId('token-quantity').boundingBox()])
    expect(quantity?.y ?? 0).toBeGreaterThanOrEqual((name?.y ?? 0) + (name?.height ?? 0))
  }
  await expect(modal.getByTestId('account-balance')).toHaveText(`${formatBalance(expected.ETH ?? -1n, 18)} ETH`)
  await expect(page.getByTestId('portico-connect-button')).toContainText(`${formatBalance(expected.ETH ?? -1n, 18)} ETH`)
  const multicalls = bodies.filter((body) => body.includes(AGGREGATE3))
  expect(multicalls).toHaveLength(1)
  for (const token of TOKENS) expect(multicalls[0]).toContain(token.address.slice(2).toLowerCase())
  // The connect button's native balance came from the same read: no separate eth_getBalance.
  expect(bodies.filter((body) => body.includes('eth_getBalance'))).toHaveLength(0)
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  await expect(modal.getByTestId('nfts-empty')).toBeVisible()
})

test('§4 balance: a wallet offering wallet_getAssets is used instead of RPC', async ({ page }) => {
  const pusd = addresses.tokens.PUSD
  await page.addInitScript(
    (assets) => Object.assign(window, { __porticoDevWalletConfig: { assets } }),
    {
      tokens: [{ address: pusd.address, name: pusd.name, symbol: pusd.symbol, decimals: pusd.decimals, price: 1 }],
      nfts: [{ address: '0x00000000000000000000000000000000000000aa', tokenId: '7', name: 'Portico Punk' }],
      nativePrice: 3000,
    },
  )
  const bodies = recordRpc(page)
  const modal = await connectAccount2(page)
  await expect(modal.getByTestId('token-PUSD')).toBeVisible()
  const requests = await wallet<string[]>(page, 'requests')
  expect(requests).toContain('wallet_getCapabilities')
  expect(requests).toContain('wallet_getAssets')
  expect(bodies.filter((body) => body.includes(AGGREGATE3))).toHaveLength(0)
  // Only what the wallet reported: PUSD with its price, no PUSDC/PUSDT; USD total; the NFT.
  await expect(modal.getByTestId('token-PUSDC')).toHaveCount(0)
  const expected = await nodeBalances(ACCOUNT.address)
  await expect(modal.getByTestId('token-PUSD')).toHaveAttribute('data-amount', String(expected.PUSD))
  await expect(modal.getByTestId('token-PUSD').getByTestId('token-value')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await expect(modal.getByTestId('account-balance')).toHaveText(/^\$[\d,]+\.\d\d$/)
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  await expect(modal.getByTestId('nft')).toHaveText(/Portico Punk/)
})

test('§8 balance: a failed fetch shows Token Balance Unavailable, keeps the last good data, and waits 30 s to retry', async ({ page, allowConsole }) => {
  allowConsole(/status of 503/, 'the test makes the RPC answer 503')
  allowConsole(/Balance fetch failed/, 'Portico logs the failed balance fetch (warn)')
  allowConsole(/Unable to read the account name/, 'the account-names plugin logs its failed name read on the same node (warn)')
  await page.clock.install()
  const bodies = recordRpc(page)
  const modal = await connectAccount2(page)
  const row = modal.getByTestId('token-PUSDC')
  await expect(row).toBeVisible()
  const amount = await row.getAttribute('data-amount')
  const reopen = async () => {
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await page.getByTestId('portico-connect-button').click()
    await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  }
  const url = rpcUrl()
  const toNode = (u: URL) => u.href.startsWith(url)
  await page.route(toNode, (route) => route.fulfill({ status: 503, body: 'node down' }))
  await page.clock.fastForward(31_000)
  await reopen()
  await expect(modal.getByTestId('balance-error')).toHaveText('Token Balance Unavailable')
  await expect(row).toHaveAttribute('data-amount', amount ?? '')
  const attempts = bodies.filter((b) => b.includes(AGGREGATE3)).length
  expect(attempts).toBe(2)
  // Within 30 s of the failure: no new attempt, the last good data stays.
  await reopen()
  await expect(row).toHaveAttribute('data-amount', amount ?? '')
  expect(bodies.filter((b) => b.includes(AGGREGATE3))).toHaveLength(attempts)
  // After 30 s with the node back: read again, error gone.
  await page.unroute(toNode)
  await page.clock.fastForward(31_000)
  await reopen()
  await expect(modal.getByTestId('balance-error')).toBeHidden()
  await expect.poll(() => bodies.filter((b) => b.includes(AGGREGATE3)).length).toBe(attempts + 1)
  await expect(row).toHaveAttribute('data-amount', amount ?? '')
})
