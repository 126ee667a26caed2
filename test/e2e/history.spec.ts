import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, type Address, type Hash } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Page } from '@playwright/test'
import { devnetAddresses } from '../../devnet/addresses'
import { devnetRpcUrl, dialog, expect, openAccount, test, wallet } from './fixtures'
import { fillSend, previewAndSend } from './sendForm'

const addresses = devnetAddresses()
const client = () => createPublicClient({ transport: http(devnetRpcUrl()) })
/** The deployer holds test tokens and is unlocked on anvil: it funds the test's fresh account. */
const funder = () => createWalletClient({ account: addresses.deployer.address as Address, transport: http(devnetRpcUrl()) })
// With the two funding transfers and the two sends: 152 transactions, 8 pages of 20.
const DRIPS = 148

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

test('§2 §3 §4 §9 Activity: a sent ETH and a sent token appear with their exact amounts, grouped by month; scrolling pages through 152 transactions, each once, none missing', async ({ page }) => {
  test.setTimeout(90_000)
  const { key, owner, hashes: funding } = await fundFreshAccount()
  await page.goto(`${process.env.DEMO_URL}/?wallet=approve`)
  await wallet(page, `setAccounts('${key}')`)
  const modal = await openAccount(page)
  await expect(modal.getByTestId('account-address')).toHaveAttribute('title', owner)

  const receiver = privateKeyToAddress(generatePrivateKey())
  const ethHash = await sendThroughPortico(page, { symbol: 'ETH', amount: '0.125', to: receiver })
  const tokenHash = await sendThroughPortico(page, { symbol: 'PUSDC', amount: '2.5', to: receiver })

  await modal.getByRole('tab', { name: 'Activity' }).click()
  const activity = modal.getByTestId('activity')
  const items = activity.getByTestId('activity-item')
  // Page one: the default page size (20), newest first: the two sends, then the funding.
  await expect(items).toHaveCount(20)
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
  await expect(items.nth(2).getByTestId('activity-line')).toHaveText(['+0.148 ETH']) // the last drip: 148 × 0.001 ETH

  // Scrolling to the end of the list loads the next page (no button press), until the first transaction.
  const total = 2 + funding.length
  for (let shown = await items.count(); shown < total; shown = await items.count()) {
    await activity.getByTestId('activity-load-more').scrollIntoViewIfNeeded()
    await expect.poll(() => items.count()).toBeGreaterThan(shown)
  }
  await expect(items).toHaveCount(total)
  await expect(activity.getByTestId('activity-load-more')).toHaveCount(0)
  const shown = await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-hash')))
  expect(shown).toEqual([tokenHash, ethHash, ...[...funding].reverse()])
  await expect(items.nth(shown.length - 2).getByTestId('activity-line')).toHaveText(['+100 PUSDC'])
  await expect(items.nth(shown.length - 1).getByTestId('activity-line')).toHaveText(['+2 ETH'])
  await expect(items.nth(shown.length - 1).getByTestId('activity-title')).toHaveText('Received')
})
