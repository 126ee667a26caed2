import type { Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, type Address, type Hash } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { devnetAddresses } from '../../devnet/addresses'
import { DEV_WALLET_ADDRESS, devWalletRow, dialog, expect, test, wallet } from './fixtures'

// The wagmi app (hosts/demo-wagmi, /wagmi/): a page built with WagmiProvider and wagmi hooks,
// connecting through Portico's modal and the dev wallet (approve mode) on the local chains.

const FIRST_CHAIN = 31337
const SECOND_CHAIN = 31338 // unknown to the dev wallet: switching adds it first (4902)
const FUNDING = parseEther('1')

const rpcUrl = (chainId: number): string => {
  const config = JSON.parse(process.env.DEMO_CONFIG ?? '{}') as { chains?: { chainId: number; rpcUrl: string }[] }
  const chain = config.chains?.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`DEMO_CONFIG has no chain ${chainId}: run through playwright (global setup)`)
  return chain.rpcUrl
}
const client = (chainId = FIRST_CHAIN) => createPublicClient({ transport: http(rpcUrl(chainId)) })
const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey())

/**
 * A fresh account holding exactly 1 ETH on both local chains, so every balance is known to the
 * wei while other tests spend the dev wallet's default account. Funded by unlocked anvil accounts
 * (the devnet's deployer on the first chain, anvil's account #9 on the second).
 */
async function fundedAccount(): Promise<{ key: Hash; address: Address }> {
  const key = generatePrivateKey()
  const address = privateKeyToAddress(key)
  const funders: [number, Address][] = [
    [FIRST_CHAIN, devnetAddresses().deployer.address as Address],
    [SECOND_CHAIN, '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'],
  ]
  for (const [chainId, funder] of funders) {
    const hash = await createWalletClient({ account: funder, transport: http(rpcUrl(chainId)) }).sendTransaction({ chain: null, to: address, value: FUNDING })
    expect((await client(chainId).waitForTransactionReceipt({ hash })).status).toBe('success')
  }
  return { key, address }
}

/** Opens the wagmi page with the dev wallet in approve mode, on `account` when given. */
async function openWagmiPage(page: Page, account?: { key: Hash }) {
  await page.goto(`${process.env.DEMO_URL}/wagmi/?wallet=approve`)
  if (account) await wallet(page, `setAccounts('${account.key}')`)
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
}

/** wagmi's connect: Portico's modal opens, the visitor picks the dev wallet. */
async function connectWithWagmi(page: Page) {
  await page.getByRole('button', { name: 'Connect with Portico (wagmi)' }).click()
  await expect(dialog(page)).toBeVisible()
  await devWalletRow(page).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(dialog(page)).toBeHidden()
}

/** The exact native balance the page shows (wagmi's useBalance), in wei. */
const shownBalance = async (page: Page) => BigInt((await page.getByTestId('wagmi-balance').textContent()) ?? '-1')

test('§1 behavior: wagmi connect opens the Portico modal; useConnection and useBalance show the picked account, the balance exact to the wei', async ({ page }) => {
  const account = await fundedAccount()
  await openWagmiPage(page, account)
  await connectWithWagmi(page)
  await expect(page.getByTestId('wagmi-address')).toHaveText(account.address)
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(FIRST_CHAIN))
  await expect(page.getByTestId('wagmi-connector')).toHaveText('Portico')
  await expect(page.getByTestId('wagmi-balance')).toHaveText(FUNDING.toString())
  expect(await client().getBalance({ address: account.address })).toBe(FUNDING)
  // Portico's own button follows the same connection.
  await expect(page.getByTestId('portico-connect-button')).not.toHaveText('Connect Wallet')
})

test("error: closing Portico's modal rejects wagmi's connect with UserRejectedRequestError", async ({ page }) => {
  await openWagmiPage(page)
  await page.getByRole('button', { name: 'Connect with Portico (wagmi)' }).click()
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('wagmi-connect-error')).toHaveText('UserRejectedRequestError: User rejected the request.')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})

test('behavior: useSignMessage signs through Portico; the signature verifies for the account', async ({ page }) => {
  const account = await fundedAccount()
  await openWagmiPage(page, account)
  await connectWithWagmi(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hash
  expect(await verifyMessage({ address: account.address, message: 'Hello from a wagmi app on Portico', signature })).toBe(true)
  expect(await wallet<string[]>(page, 'requests')).toContain('personal_sign')
})

test('behavior: useSendTransaction sends 0.001 ETH on the local chain; useWaitForTransactionReceipt sees it land; balances exact on chain', async ({ page }) => {
  const account = await fundedAccount()
  const to = freshAddress()
  await openWagmiPage(page, account)
  await connectWithWagmi(page)
  await page.getByLabel('To').fill(to)
  await page.getByLabel('Amount (ETH)').fill('0.001')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByTestId('wagmi-tx-status')).toHaveText('success')
  const hash = (await page.getByTestId('wagmi-tx-hash').textContent()) as Hash
  const receipt = await client().getTransactionReceipt({ hash })
  const value = 1_000_000_000_000_000n
  expect(await client().getBalance({ address: to })).toBe(value)
  const expected = FUNDING - value - receipt.gasUsed * receipt.effectiveGasPrice
  expect(await client().getBalance({ address: account.address })).toBe(expected)
  await expect.poll(() => shownBalance(page)).toBe(expected)
})

test('§7 behavior: useSwitchChain moves the wallet to the second chain, which the dev wallet adds first (4902 -> wallet_addEthereumChain)', async ({ page }) => {
  const account = await fundedAccount()
  await openWagmiPage(page, account)
  await connectWithWagmi(page)
  await wallet(page, 'clearRequests()')
  await page.getByRole('button', { name: `Switch to Portico Local 2 (${SECOND_CHAIN})` }).click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(SECOND_CHAIN))
  const requests = await wallet<string[]>(page, 'requests')
  expect(requests.filter((method) => /^wallet_(switch|add)EthereumChain$/.test(method))).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  expect(await wallet<number>(page, 'chainId()')).toBe(SECOND_CHAIN)
  await expect(page.getByTestId('wagmi-balance-chain')).toHaveText(String(SECOND_CHAIN))
  await expect(page.getByTestId('wagmi-balance')).toHaveText(FUNDING.toString())
  expect(await client(SECOND_CHAIN).getBalance({ address: account.address })).toBe(FUNDING)
  // And back: the first chain is known, one switch.
  await page.getByRole('button', { name: `Switch to Portico Local (${FIRST_CHAIN})` }).click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText(String(FIRST_CHAIN))
})

test('§4 behavior: after a reload wagmi reconnects through the connection Portico restores, without the modal', async ({ page }) => {
  await openWagmiPage(page)
  await connectWithWagmi(page)
  await page.reload()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(DEV_WALLET_ADDRESS)
  await expect(dialog(page)).toBeHidden()
  expect(await wallet<string[]>(page, 'requests')).not.toContain('eth_requestAccounts')
})

test("behavior: disconnect flows both ways, and a connection made in Portico's own modal reaches wagmi", async ({ page }) => {
  await openWagmiPage(page)
  await connectWithWagmi(page)
  // wagmi -> Portico
  await page.getByRole('button', { name: 'Disconnect (wagmi)' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await expect(page.getByTestId('portico-connect-button')).toHaveText('Connect Wallet')
  // Portico's own Connect button -> wagmi
  await page.getByTestId('portico-connect-button').click()
  await devWalletRow(page).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText(DEV_WALLET_ADDRESS)
  // Portico's Account view -> wagmi
  await page.getByTestId('portico-connect-button').click()
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})

test("behavior: portico.getProvider('eip155') with ethers v6 (the modal opens for getSigner) and viem (a send, exact on chain)", async ({ page }) => {
  const account = await fundedAccount()
  await openWagmiPage(page, account)
  // ethers: not connected yet, so BrowserProvider.getSigner() opens Portico's modal.
  await page.getByRole('button', { name: 'Sign with ethers v6' }).click()
  await devWalletRow(page).click()
  const result = page.getByTestId('provider-example-result')
  await expect(result).toHaveAttribute('data-example', 'ethers')
  await expect(result).toHaveAttribute('data-failed', 'false')
  const signed = JSON.parse((await result.textContent()) ?? '{}') as { address: Address; signature: Hash }
  expect(signed.address).toBe(account.address)
  expect(await verifyMessage({ address: account.address, message: 'Hello from ethers v6', signature: signed.signature })).toBe(true)
  // The connection Portico made is wagmi's too.
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  // viem: a wallet client on custom(provider) sends 0.002 ETH.
  await page.getByRole('button', { name: 'Send 0.002 ETH with viem' }).click()
  await expect(result).toHaveAttribute('data-example', 'viem')
  await expect(result).toHaveAttribute('data-failed', 'false')
  const hash = (await result.textContent()) as Hash
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const transaction = await client().getTransaction({ hash })
  expect({ from: transaction.from, to: transaction.to, value: transaction.value }).toEqual({
    from: account.address.toLowerCase(),
    to: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    value: 2_000_000_000_000_000n,
  })
  expect(await client().getBalance({ address: account.address })).toBe(FUNDING - transaction.value - receipt.gasUsed * receipt.effectiveGasPrice)
})
