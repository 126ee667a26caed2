import { startPostgres, type TestPostgres } from '../../hosts/embedded-wallet/server/testing/startPostgres'
import { expect, test } from './fixtures'
import { answerApproval, anvilRpc, freshEmail, loginWithEmail, HARNESS_START_MS, startEmailHarness, type EmailHarness } from './emailHarness'

// The embedded wallet against a real PostgreSQL server (Debian's postgresql, through `pg`)
// instead of PGlite: login, reload restore and a transaction that lands on the chain.
let postgres: TestPostgres
let harness: EmailHarness
test.beforeAll(async () => {
  test.setTimeout(HARNESS_START_MS)
  postgres = await startPostgres()
  harness = await startEmailHarness({ databaseUrl: postgres.url })
})
test.afterAll(async () => {
  await harness?.stop()
  await postgres?.stop()
})

test('§4 email login on PostgreSQL: code from the mailbox, restore after reload, a transaction approved in the frame lands on the chain', async ({ page }) => {
  expect(harness.wallet.db.kind).toBe('pg')
  const address = await loginWithEmail(page, harness, freshEmail('pg'))
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await anvilRpc(harness, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await answerApproval(page, 'Approve')
  await expect(page.getByTestId('demo-email-result')).toHaveText(/^transaction: 0x[0-9a-f]{64}$/)
  const hash = ((await page.getByTestId('demo-email-result').textContent()) ?? '').replace('transaction: ', '')
  // anvil answers before its automine finishes: wait until the receipt exists.
  await expect.poll(() => anvilRpc<{ status: string } | null>(harness, 'eth_getTransactionReceipt', [hash]).then((r) => r?.status)).toBe('0x1')
  const receipt = await anvilRpc<{ status: string; from: string }>(harness, 'eth_getTransactionReceipt', [hash])
  expect(receipt.status).toBe('0x1')
  // The default smart account sends through the bundler's handleOps transaction.
  expect(receipt.from.toLowerCase()).toBe(harness.chain.addresses.smartAccounts.bundler.address.toLowerCase())
  const rows = await harness.wallet.db.query<{ sealed: string }>('select sealed from key_shares')
  expect(rows.length).toBeGreaterThanOrEqual(2)
})
