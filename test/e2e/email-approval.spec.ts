import { createPublicClient, formatEther, http, type Hex } from 'viem'
import { expect, test } from './fixtures'
import { guardTextKeys } from '../../hosts/embedded-wallet/frame/approval'
import { ft } from '../../hosts/embedded-wallet/frame/frameI18n'
import { RECENT_MOVE_MS } from '../../hosts/embedded-wallet/frame/clickGuard'
import { answerApproval, approvalPanel, anvilRpc, framePanelAlert, freshEmail, loginWithEmail, readApprovalDetails, emailHarnessPerFile, walletFrame, type EmailHarness } from './emailHarness'

// The embedded wallet's requests (issue 7): signing and sending approved inside the frame, EIP-5792
// batches, the approval panel's clickjacking guard, rejection, and a method off the allowed list.
// Each test logs in through the mailbox and waits out the panel's 500 ms guard per approval:
// room for a loaded machine (the shared 30 s budget ran out under a load average of ~15 on 2 cores).
test.describe.configure({ timeout: 60_000 })

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

test('§7 behavior: a message signed and a transaction sent from the embedded wallet, approved inside the frame, land on the chain', async ({ page }) => {
  const address = await loginWithEmail(page, harness, freshEmail('sign'))
  await anvilRpc(harness, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])

  await page.getByRole('button', { name: 'Read balance' }).click()
  await expect(page.getByTestId('demo-email-result')).toHaveText('balance: 0xde0b6b3a7640000')

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Approve Transaction' })).toBeVisible()
  await expect(walletFrame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(walletFrame(page).getByText('Hello from the Portico demo')).toBeVisible()
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^signature: 0x[0-9a-f]{130,}$/)
  await expect(page.getByRole('dialog')).toBeHidden()
  const signature = ((await page.getByTestId('demo-email-result').textContent()) ?? '').replace('signature: ', '') as Hex
  // The default account is a smart account: verified against the chain (ERC-6492 / ERC-1271).
  const client = createPublicClient({ transport: http(harness.chain.url) })
  expect(await client.verifyMessage({ address: address as Hex, message: 'Hello from the Portico demo', signature })).toBe(true)

  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(walletFrame(page).getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(walletFrame(page).getByText('1000000000000000', { exact: true })).toBeVisible()
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^transaction: 0x[0-9a-f]{64}$/)
  const hash = ((await page.getByTestId('demo-email-result').textContent()) ?? '').replace('transaction: ', '')
  // anvil answers before its automine finishes: wait until the receipt exists.
  await expect.poll(() => anvilRpc<{ status: string } | null>(harness, 'eth_getTransactionReceipt', [hash]).then((r) => r?.status)).toBe('0x1')
  const receipt = await anvilRpc<{ status: string; from: string; to: string }>(harness, 'eth_getTransactionReceipt', [hash])
  expect(receipt.status).toBe('0x1')
  // Sent through the smart account: the bundler's handleOps transaction to the entry point.
  expect(receipt.from.toLowerCase()).toBe(harness.chain.addresses.smartAccounts.bundler.address.toLowerCase())
  expect(receipt.to.toLowerCase()).toBe(harness.chain.addresses.smartAccounts.entryPoint.toLowerCase())
  expect(await client.getBalance({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toBeGreaterThan(10_000n * 10n ** 18n)
})

test('§4 behavior: rejecting in the frame, or closing the modal, rejects the request and signs nothing', async ({ page }) => {
  await loginWithEmail(page, harness, freshEmail('reject'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await answerApproval(page, 'Reject')
  await expect(page.getByTestId('demo-email-result')).toHaveAttribute('data-failed', 'true')
  await expect(page.getByTestId('demo-email-result')).toContainText('User rejected the request.')

  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(page.locator('iframe[data-portico-embedded-wallet]')).toBeVisible()
  await expect(page.getByTestId('demo-email-result')).toHaveCount(0)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  // §4: closing the modal rejects the open unsafe request (EIP-1193 4001).
  await expect(page.getByTestId('demo-email-result')).toHaveText('signature: User rejected the request.')
  // The frame reloaded its approval panel away: the next request is asked afresh, and Escape inside the frame rejects it.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(page.locator('iframe[data-portico-embedded-wallet]')).toBeVisible()
  await expect(page.getByTestId('demo-email-result')).toHaveCount(0)
  await walletFrame(page).getByRole('button', { name: 'Approve' }).press('Escape')
  await expect(page.getByTestId('demo-email-result')).toHaveText('signature: User rejected the request.')
})

test('§7 behavior: wallet_sendCalls shows every call in the frame; the smart account runs them in one atomic transaction, the EOA one by one; wallet_getCallsStatus reports them confirmed', async ({ page }) => {
  test.setTimeout(90_000)
  const smartAccount = await loginWithEmail(page, harness, freshEmail('calls'))
  const targets = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906']
  const balances = () => Promise.all(targets.map(async (target) => BigInt(await anvilRpc<string>(harness, 'eth_getBalance', [target, 'latest']))))
  const frame = walletFrame(page)
  const row = (label: string) => frame.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  const result = page.getByTestId('demo-email-result')

  /** Sends the demo's two calls, checks what the panel shows, approves, and checks the status and the balances. */
  const sendTwoCalls = async (expected: { note: RegExp; atomic: boolean; transactions: number }) => {
    const before = await balances()
    await page.getByRole('button', { name: 'Send 2 calls' }).click()
    await expect(frame.getByRole('heading', { name: 'Send 2 calls' })).toBeVisible()
    // Issue 14: the frame asked the host for the height its panel needs (the target's 320 px is too short).
    await expect.poll(async () => (await page.locator('iframe[data-portico-embedded-wallet]').boundingBox())?.height ?? 0).toBeGreaterThan(320)
    await expect(row('Call 1 to')).toHaveText(targets[0]!)
    await expect(row('Call 1 value \\(wei\\)')).toHaveText('1')
    await expect(row('Call 2 to')).toHaveText(targets[1]!)
    await expect(row('Call 2 value \\(wei\\)')).toHaveText('2000000000000000')
    await expect(row('Call 2 data')).toHaveText('0x (none)')
    await expect(row('Total value \\(wei\\)')).toHaveText('2000000000000001')
    await expect(frame.getByText(expected.note)).toBeVisible()
    await answerApproval(page, 'Approve')
    await expect(result).toHaveText(/^calls: \{"id":"0x01[0-9a-f]+"\}$/)
    await expect.poll(async () => (await balances()).map((value, i) => value - before[i]!)).toEqual([1n, 2_000_000_000_000_000n])
    await page.getByRole('button', { name: 'Calls status' }).click()
    await expect(result).toContainText('"status":200')
    const status = JSON.parse(((await result.textContent()) ?? '').replace('calls status: ', '')) as { atomic: boolean; receipts: { status: string }[] }
    expect(status.atomic).toBe(expected.atomic)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(Array.from({ length: expected.transactions }, () => '0x1'))
  }

  // The default account is the smart account (spec section 3): one executeBatch, gas sponsored.
  await anvilRpc(harness, 'anvil_setBalance', [smartAccount, '0xde0b6b3a7640000'])
  await sendTwoCalls({ note: /together in one transaction/, atomic: true, transactions: 1 })

  // The EOA: two transactions, the second sent once the first is mined.
  await page.getByRole('button', { name: 'Account settings' }).click()
  await page.getByRole('dialog').getByRole('radio', { name: 'Standard account (EOA)' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('demo-state')).toContainText('"accountType": "eoa"')
  const owner = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(owner.toLowerCase()).not.toBe(smartAccount.toLowerCase())
  await anvilRpc(harness, 'anvil_setBalance', [owner, '0xde0b6b3a7640000'])
  await sendTwoCalls({ note: /one after another as separate transactions/, atomic: false, transactions: 2 })
})

test('§7 security: an approval clicked through a host overlay or a transparent frame is refused; it counts once the frame is in plain view again', async ({ page }) => {
  await loginWithEmail(page, harness, freshEmail('overlay'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(approvalPanel(page)).toHaveAttribute('data-ready', 'true')
  const approve = walletFrame(page).getByRole('button', { name: 'Approve' })
  const alert = walletFrame(page).getByRole('alert')

  // A hostile host covers the frame with a decoy that lets clicks through to the frame.
  await page.evaluate(() => {
    const rect = document.querySelector('iframe[data-portico-embedded-wallet]')!.getBoundingClientRect()
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Click to claim your prize'
    Object.assign(decoy.style, { position: 'fixed', top: `${rect.top}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: `${rect.height}px`, zIndex: '2147483647', pointerEvents: 'none', background: '#fff' })
    document.body.append(decoy)
  })
  await expect(approvalPanel(page)).toHaveAttribute('data-ready', 'false')
  await expect(approve).toHaveAttribute('aria-disabled', 'true')
  await approve.click({ force: true })
  await expect(alert).toHaveText(ft(guardTextKeys['not-visible']))

  // The decoy gone, but the frame made nearly transparent.
  await page.evaluate(() => {
    document.getElementById('decoy')?.remove()
    ;(document.querySelector('iframe[data-portico-embedded-wallet]') as HTMLIFrameElement).style.opacity = '0.05'
  })
  await approve.click({ force: true })
  await expect(alert).toHaveText(ft(guardTextKeys['not-visible']))
  await expect(page.getByTestId('demo-email-result')).toHaveCount(0)

  // In plain view again: the guard waits its minimum time, then the same click counts.
  await page.evaluate(() => void ((document.querySelector('iframe[data-portico-embedded-wallet]') as HTMLIFrameElement).style.opacity = '1'))
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^signature: 0x[0-9a-f]{130,}$/)
})

test('issue 14: an approval click needs a recent pointer move inside the frame; the frame moved under the pointer restarts the guard', async ({ page }) => {
  await loginWithEmail(page, harness, freshEmail('pointer'))
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await readApprovalDetails(page)
  await expect(approvalPanel(page)).toHaveAttribute('data-ready', 'true')
  const alert = framePanelAlert(page)
  const box = await walletFrame(page).getByRole('button', { name: 'Approve' }).boundingBox()
  if (!box) throw new Error('Approve has no box')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]

  // The pointer rests on Approve longer than the guard's window, then presses without moving.
  await page.mouse.move(x, y)
  await page.waitForTimeout(RECENT_MOVE_MS + 500)
  await page.mouse.down()
  await page.mouse.up()
  await expect(alert).toHaveText(ft(guardTextKeys['no-pointer-move']))

  // A fresh move, then the host slides the frame under the still pointer: the press restarts the guard.
  await page.mouse.move(x - 5, y)
  const frame = page.locator('iframe[data-portico-embedded-wallet]')
  const left = await frame.evaluate((element: HTMLIFrameElement) => element.style.left)
  await frame.evaluate((element: HTMLIFrameElement, to) => void (element.style.left = to), `${parseFloat(left) + 40}px`)
  // Two painted frames: the browser routes the press through the frame's new place.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.mouse.down()
  await page.mouse.up()
  await expect(alert).toHaveText(ft(guardTextKeys['too-soon']))
  // The refusal stays readable until the next click, also once the panel is ready again.
  await expect(approvalPanel(page)).toHaveAttribute('data-ready', 'true')
  await expect(alert).toHaveText(ft(guardTextKeys['too-soon']))
  await expect(page.getByTestId('demo-email-result')).toHaveCount(0)

  // Back in place, read and pointed at like a visitor does: the approval counts.
  await frame.evaluate((element: HTMLIFrameElement, to) => void (element.style.left = to), left)
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^signature: 0x[0-9a-f]{130,}$/)
})

test('issue 14: every transaction approval shows its network fee (sponsored for the smart account, gas x max fee for the EOA); a fee above the cap is refused before asking', async ({ page, allowConsole }) => {
  allowConsole(/Network fee too high/, 'issue 14: the frame refuses a transaction whose fee is above its cap (JSON-RPC error to the dapp)')
  test.setTimeout(90_000)
  const smartAccount = await loginWithEmail(page, harness, freshEmail('fee'))
  const frame = walletFrame(page)
  const row = (label: string) => frame.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  const result = page.getByTestId('demo-email-result')

  // The smart account's operation is sponsored: the visitor pays nothing, whatever gas the dapp names.
  await anvilRpc(harness, 'anvil_setBalance', [smartAccount, '0xde0b6b3a7640000'])
  await page.getByRole('button', { name: 'Send with a 0.21 ETH fee' }).click()
  await expect(row('Network fee')).toHaveText('Sponsored (you pay nothing)')
  await answerApproval(page, 'Reject')
  await expect(result).toHaveText('transaction: User rejected the request.')

  await page.getByRole('button', { name: 'Account settings' }).click()
  await page.getByRole('dialog').getByRole('radio', { name: 'Standard account (EOA)' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('demo-state')).toContainText('"accountType": "eoa"')
  const owner = (await page.getByTestId('demo-address').textContent()) ?? ''
  await anvilRpc(harness, 'anvil_setBalance', [owner, '0xde0b6b3a7640000'])

  // The EOA pays: the panel shows gas x max fee per gas, exact, and the transaction is sent with those values.
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(row('Network fee \\(at most\\)')).toHaveText(/^0\.\d+ ETH$/)
  const shown = (await row('Network fee \\(at most\\)').textContent()) ?? ''
  await answerApproval(page, 'Approve')
  await expect(result).toHaveText(/^transaction: 0x[0-9a-f]{64}$/)
  const hash = ((await result.textContent()) ?? '').replace('transaction: ', '')
  const sent = await anvilRpc<{ gas: string; maxFeePerGas: string }>(harness, 'eth_getTransactionByHash', [hash])
  expect(shown).toBe(`${formatEther(BigInt(sent.gas) * BigInt(sent.maxFeePerGas))} ETH`)

  // 21,000 gas x 10,000 gwei named by the dapp: 0.21 ETH, above the default cap; refused without a panel.
  const balanceBefore = await anvilRpc<string>(harness, 'eth_getBalance', [owner, 'latest'])
  await page.getByRole('button', { name: 'Send with a 0.21 ETH fee' }).click()
  await expect(result).toHaveText("transaction: Network fee too high: up to 0.21 ETH, above this wallet's limit of 0.05 ETH")
  await expect(result).toHaveAttribute('data-failed', 'true')
  await expect(approvalPanel(page)).toBeHidden()
  expect(await anvilRpc<string>(harness, 'eth_getBalance', [owner, 'latest'])).toBe(balanceBefore)
})

test("§8 behavior: a method off the allowed list opens the modal, shows 'Action not allowed' and rejects with 'Requested RPC call is not allowed'", async ({ page, allowConsole }) => {
  allowConsole(/Requested RPC call is not allowed/, 'spec §8: a disallowed RPC method logs an error')
  await loginWithEmail(page, harness, freshEmail('notallowed'))
  await page.getByRole('button', { name: 'Call eth_sign (not allowed)' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByTestId('portico-toast')).toHaveText('Action not allowed')
  await expect(page.getByTestId('demo-email-result')).toHaveText('not allowed: Requested RPC call is not allowed')
})

