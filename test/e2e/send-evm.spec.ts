import { createPublicClient, createWalletClient, erc20Abi, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { devnetAddresses } from '../../devnet/addresses'
import { dialog, expect, openAccount, test, wallet } from './fixtures'
import { fillSend, previewAndSend } from './sendForm'

// Sends share the dev wallet's account on one chain: run this file's tests one after another.
test.describe.configure({ mode: 'serial' })

const addresses = devnetAddresses()
const rpcUrl = (): string => {
  const config = JSON.parse(process.env.DEMO_CONFIG ?? '{}') as { chains?: { chainId: number; rpcUrl: string }[] }
  const chain = config.chains?.find((c) => c.chainId === addresses.chainId)
  if (!chain) throw new Error('DEMO_CONFIG has no devnet chain: run through playwright (global setup)')
  return chain.rpcUrl
}
const client = () => createPublicClient({ transport: http(rpcUrl()) })
const freshAddress = (): Address => privateKeyToAddress(generatePrivateKey())

async function balanceOf(address: Address, token?: Address): Promise<bigint> {
  if (!token) return client().getBalance({ address })
  return client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

const sends = [
  { symbol: 'ETH', amount: '0.123456789012345678', units: 123_456_789_012_345_678n, token: undefined },
  { symbol: 'PUSD', amount: '1.000000000000000001', units: 1_000_000_000_000_000_001n, token: addresses.tokens.PUSD.address },
  { symbol: 'PUSDC', amount: '2.500001', units: 2_500_001n, token: addresses.tokens.PUSDC.address },
  { symbol: 'PUSDT', amount: '3.000007', units: 3_000_007n, token: addresses.tokens.PUSDT.address },
] as const

for (const send of sends) {
  test(`§4 behavior: sends ${send.symbol} through the dev wallet; the receiver holds exactly ${send.units} base units`, async ({ page }) => {
    await page.goto(`${process.env.DEMO_URL}/?wallet=approve`)
    await openAccount(page)
    const to = freshAddress()
    await fillSend(page, { symbol: send.symbol, amount: send.amount, to })
    await previewAndSend(page)
    await expect(page.getByTestId('portico-toast')).toHaveText('Transaction started')
    await expect(dialog(page).getByTestId('send-done')).toBeVisible()
    await expect.poll(() => balanceOf(to, send.token as Address | undefined)).toBe(send.units)
    // The form was reset: opening Send again shows an empty form.
    await dialog(page).getByRole('button', { name: 'Done' }).click()
    await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog(page).getByTestId('send-amount')).toHaveValue('')
    await expect(dialog(page).getByTestId('send-receiver')).toHaveValue('')
  })
}

test('§4 behavior: a rejected signature leaves the form intact and sends nothing', async ({ page, allowConsole }) => {
  allowConsole(/Send failed/, 'the wallet rejects the send on purpose; Portico logs it')
  await page.goto(`${process.env.DEMO_URL}/?wallet=approve`)
  await openAccount(page)
  await wallet(page, "setMode('reject')")
  const to = freshAddress()
  await fillSend(page, { symbol: 'PUSDC', amount: '1.25', to })
  await previewAndSend(page)
  await expect(page.getByTestId('portico-toast')).toHaveText('Something went wrong')
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  const requests = await wallet<string[]>(page, 'requests')
  expect(requests.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
  expect(await balanceOf(to, addresses.tokens.PUSDC.address as Address)).toBe(0n)
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog(page).getByTestId('send-amount')).toHaveValue('1.25')
  await expect(dialog(page).getByTestId('send-receiver')).toHaveValue(to)
  await expect(dialog(page).getByTestId('send-token')).toContainText('PUSDC')
})

test('§5 behavior: an account with tokens but no ETH is blocked for insufficient gas before any wallet request', async ({ page }) => {
  const key = generatePrivateKey()
  const owner = privateKeyToAddress(key)
  // The deployer holds test tokens (devnet/build-state.ts) and is unlocked on anvil.
  const funder = addresses.deployer.address as Address
  const walletClient = createWalletClient({ account: funder, transport: http(rpcUrl()) })
  const hash = await walletClient.writeContract({ chain: null, address: addresses.tokens.PUSDC.address as Address, abi: erc20Abi, functionName: 'transfer', args: [owner, 5_000_000n] })
  expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await balanceOf(owner, addresses.tokens.PUSDC.address as Address)).toBe(5_000_000n)
  expect(await balanceOf(owner)).toBe(0n)

  await page.goto(`${process.env.DEMO_URL}/?wallet=approve`)
  await wallet(page, `setAccounts('${key}')`)
  await openAccount(page)
  await expect(dialog(page).getByTestId('account-address')).toHaveAttribute('title', owner)
  await wallet(page, 'clearRequests()')
  const to = freshAddress()
  await fillSend(page, { symbol: 'PUSDC', amount: '1', to })
  await expect(dialog(page).getByTestId('send-error')).toHaveText('Insufficient funds for gas')
  await expect(dialog(page).getByTestId('send-preview')).toBeDisabled()
  const requests = await wallet<string[]>(page, 'requests')
  expect(requests).not.toContain('eth_sendTransaction')
  expect(await balanceOf(to, addresses.tokens.PUSDC.address as Address)).toBe(0n)
})
