import type { Page } from '@playwright/test'
import { createPublicClient, http, type Hex } from 'viem'
import { expect, test } from './fixtures'
import { answerApproval, anvilRpc, freshEmail, loginWithEmail, emailHarnessPerFile, walletFrame, type EmailHarness } from './emailHarness'

// One long journey (login, two signatures, two mined sends, two switches and a reload), and a
// harness start (anvil, PGlite, the frame bundle) that can take long on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MESSAGE = 'Hello from the Portico demo'

type DemoState = { connections: { eip155?: { accountType?: string } }; 'email-auth'?: { user?: { accounts: { address: string; type: string }[]; smartAccountDeployed: boolean } } }
const demoState = async (page: Page): Promise<DemoState> => JSON.parse((await page.getByTestId('demo-state').textContent()) ?? '{}') as DemoState
const result = (page: Page) => page.getByTestId('demo-email-result')
const resultValue = async (page: Page, label: string) => ((await result(page).textContent()) ?? '').replace(`${label}: `, '')
const balance = async (address: string) => BigInt(await anvilRpc<string>(harness, 'eth_getBalance', [address, 'latest']))
const code = (address: string) => anvilRpc<string>(harness, 'eth_getCode', [address, 'latest'])

/** Clicks the demo's send button, approves in the frame, and waits until the transaction is mined. */
async function sendAndMine(page: Page, accountType: string): Promise<{ from: string; to: string }> {
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(walletFrame(page).getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(walletFrame(page).getByText(accountType, { exact: true })).toBeVisible()
  await answerApproval(page, 'Approve')
  await expect(result(page)).toHaveText(/^transaction: 0x[0-9a-f]{64}$/)
  const hash = await resultValue(page, 'transaction')
  await expect.poll(() => anvilRpc<{ status: string } | null>(harness, 'eth_getTransactionReceipt', [hash]).then((r) => r?.status)).toBe('0x1')
  return anvilRpc<{ from: string; to: string }>(harness, 'eth_getTransactionReceipt', [hash])
}

/** Opens the account settings and picks an account type. */
async function chooseAccountType(page: Page, label: 'Smart account' | 'Standard account (EOA)'): Promise<void> {
  await page.getByRole('button', { name: 'Account settings' }).click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('radio', { name: label }).click()
  await expect(modal.getByRole('radio', { name: label })).toBeChecked()
  await modal.getByRole('button', { name: 'Close' }).click()
}

test('§3 behavior: an email account is a smart account by default; it signs verifiably, deploys with its first transaction paid by the sponsor, and switches to the EOA and back (persisted)', async ({ page }) => {
  const { entryPoint, bundler } = harness.chain.addresses.smartAccounts
  const client = createPublicClient({ transport: http(harness.chain.url) })
  const smartAccount = await loginWithEmail(page, harness, freshEmail('smart'))
  await expect(page.getByTestId('demo-state')).toContainText('"preferredAccountType": "smartAccount"')
  await expect(page.getByTestId('demo-state')).toContainText('"accountType": "smartAccount"')
  const accounts = (await demoState(page))['email-auth']?.user?.accounts ?? []
  expect(accounts.map((account) => account.type)).toEqual(['smartAccount', 'eoa'])
  expect(accounts[0]?.address).toBe(smartAccount)
  const owner = accounts[1]?.address ?? ''
  expect(owner).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(owner.toLowerCase()).not.toBe(smartAccount.toLowerCase())
  expect(await code(smartAccount)).toBe('0x')

  // Before deployment: an ERC-6492 signature that viem verifies against the chain.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(walletFrame(page).getByText('Smart account (gas sponsored)', { exact: true })).toBeVisible()
  await answerApproval(page, 'Approve')
  await expect(result(page)).toHaveText(/^signature: 0x[0-9a-f]+$/)
  const counterfactual = (await resultValue(page, 'signature')) as Hex
  expect(counterfactual.endsWith('6492'.repeat(16))).toBe(true)
  expect(await client.verifyMessage({ address: smartAccount as Hex, message: MESSAGE, signature: counterfactual })).toBe(true)

  // The smart account holds the value; the owner key holds nothing and pays no gas.
  await anvilRpc(harness, 'anvil_setBalance', [smartAccount, '0xde0b6b3a7640000'])
  const recipientBefore = await balance(RECIPIENT)
  const sponsored = await sendAndMine(page, 'Smart account (gas sponsored)')
  expect(sponsored.from.toLowerCase()).toBe(bundler.address.toLowerCase())
  expect(sponsored.to.toLowerCase()).toBe(entryPoint.toLowerCase())
  expect(await balance(RECIPIENT)).toBe(recipientBefore + 1_000_000_000_000_000n)
  expect(await balance(smartAccount)).toBe(1_000_000_000_000_000_000n - 1_000_000_000_000_000n)
  expect(await balance(owner)).toBe(0n)
  expect((await code(smartAccount)).length).toBeGreaterThan(100)

  // After deployment: a plain ERC-1271 signature.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await answerApproval(page, 'Approve')
  await expect(result(page)).toHaveText(/^signature: 0x[0-9a-f]{130}$/)
  expect(await client.verifyMessage({ address: smartAccount as Hex, message: MESSAGE, signature: (await resultValue(page, 'signature')) as Hex })).toBe(true)

  // Switch to the EOA: the connection follows, and the choice survives a reload (stored by the server).
  await chooseAccountType(page, 'Standard account (EOA)')
  await expect(page.getByTestId('demo-address')).toHaveText(owner)
  await expect(page.getByTestId('demo-state')).toContainText('"accountType": "eoa"')
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(owner)
  await expect(page.getByTestId('demo-state')).toContainText('"preferredAccountType": "eoa"')

  // The EOA sends by itself and pays its own gas.
  await anvilRpc(harness, 'anvil_setBalance', [owner, '0xde0b6b3a7640000'])
  const direct = await sendAndMine(page, 'Standard account (EOA)')
  expect(direct.from.toLowerCase()).toBe(owner.toLowerCase())
  expect(direct.to.toLowerCase()).toBe(RECIPIENT.toLowerCase())

  // And back to the smart account, now shown as deployed.
  await chooseAccountType(page, 'Smart account')
  await expect(page.getByTestId('demo-address')).toHaveText(smartAccount)
  await expect(page.getByTestId('demo-state')).toContainText('"accountType": "smartAccount"')
  expect((await demoState(page))['email-auth']?.user?.smartAccountDeployed).toBe(true)
})
