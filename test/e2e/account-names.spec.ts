import { encodeFunctionData } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { devnetAddresses } from '../../devnet/addresses'
import { subnameRegistrarAbi } from '../../plugins/account-names/registrarNameService'
import { demoUrl, devnetRpcUrl, dialog, expect, openAccount, test } from './fixtures'

/** A fresh account with 10 ETH on the devnet, so no other test's account gets a name. */
async function freshAccount() {
  const key = generatePrivateKey()
  const address = privateKeyToAddress(key)
  const response = await fetch(devnetRpcUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0x8ac7230489e80000'] }),
  })
  expect(response.ok).toBe(true)
  return { key, address }
}

test('§2 §5 account names: a name registered on the local chain shows on the Account view at once, after a reload and in another tab', async ({ page, context }) => {
  test.setTimeout(60_000)
  const { key, address } = await freshAccount()
  // The dev wallet of every page of this context holds the fresh key.
  await context.addInitScript((keys) => void ((window as Window & { __porticoDevWalletConfig?: unknown }).__porticoDevWalletConfig = { keys }), [key])
  await page.goto(demoUrl())
  const modal = await openAccount(page)
  await expect(modal.getByTestId('account-address')).toHaveAttribute('title', address)

  await modal.getByRole('button', { name: 'Choose a name' }).click()
  await expect(modal.getByRole('heading', { name: 'Choose a Name' })).toBeVisible()
  const field = modal.getByLabel('Name', { exact: true })
  await field.fill('abc')
  await expect(modal.getByText('Name must be at least 4 characters long')).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Register' })).toBeDisabled()

  const label = `e2e-${Date.now().toString(36)}`
  await field.fill(label.toUpperCase())
  await expect(field).toHaveValue(label)
  await expect(modal.getByText(`${label}.portico.eth is available`)).toBeVisible()
  await modal.getByRole('button', { name: 'Register' }).click()
  await expect(modal.getByRole('heading', { name: 'Name Registered' })).toBeVisible()
  await expect(modal.getByTestId('account-name-registered')).toHaveText(`${label}.portico.eth is yours.`)
  await modal.getByRole('button', { name: 'Back to account' }).click()
  await expect(modal.getByTestId('account-address')).toHaveText(`${label}.portico.eth`)
  await expect(modal.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

  // Another tab of the same browser: the stored connection is restored, and the name read from the chain.
  const other = await context.newPage()
  await other.goto(demoUrl())
  await expect(other.getByTestId('demo-status')).toHaveText('connected')
  await other.getByTestId('portico-connect-button').click()
  await expect(dialog(other).getByTestId('account-address')).toHaveText(`${label}.portico.eth`)

  // A reload of the first tab too.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('portico-connect-button').click()
  await expect(dialog(page).getByTestId('account-address')).toHaveText(`${label}.portico.eth`)
})

test('§5 account names: a taken name is refused before the wallet is asked, with suggestions', async ({ page, context }) => {
  test.setTimeout(60_000)
  const first = await freshAccount()
  const second = await freshAccount()
  const label = `taken-${Date.now().toString(36)}`
  // The first account registers the name straight on the chain (as another visitor would).
  await context.addInitScript((keys) => void ((window as Window & { __porticoDevWalletConfig?: unknown }).__porticoDevWalletConfig = { keys }), [second.key])
  const registrar = devnetAddresses().accountNames.registrar
  const send = await fetch(devnetRpcUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'anvil_impersonateAccount', params: [first.address] }),
  })
  expect(send.ok).toBe(true)
  const registered = await fetch(devnetRpcUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'eth_sendTransaction', params: [{ from: first.address, to: registrar, data: encodeFunctionData({ abi: subnameRegistrarAbi, functionName: 'register', args: [label] }) }] }),
  })
  expect(((await registered.json()) as { result?: string }).result).toMatch(/^0x[0-9a-f]{64}$/)

  await page.goto(demoUrl())
  const modal = await openAccount(page)
  await modal.getByRole('button', { name: 'Choose a name' }).click()
  await modal.getByLabel('Name', { exact: true }).fill(label)
  await expect(modal.getByText('This name is taken')).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Register' })).toBeDisabled()
  const suggestions = modal.getByRole('list', { name: 'Suggestions' }).getByRole('button')
  await expect(suggestions.first()).toHaveText(`${label}1`)
  await suggestions.first().click()
  await expect(modal.getByText(`${label}1.portico.eth is available`)).toBeVisible()
})
