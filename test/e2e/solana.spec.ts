import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import type { Page } from '@playwright/test'
import { base58Decode } from '../../kernel/caip/base58'
import { demoUrl, dialog, expect, openModal, test, wallet } from './fixtures'

// One Solana dev wallet and devnet for the file: its sends and balance checks must not interleave.
test.describe.configure({ mode: 'serial' })

type SolanaConfig = { rpcUrl: string; wsUrl: string; walletAddress: string; mint: string }
const solanaConfig = (): SolanaConfig => {
  const config = JSON.parse(process.env.DEMO_CONFIG ?? '{}') as { solana?: SolanaConfig }
  if (!config.solana) throw new Error('The demo services did not start the Solana devnet')
  return config.solana
}
const rpc = () => new Connection(solanaConfig().rpcUrl, { commitment: 'confirmed' })

/** Opens the demo with the local Solana network and connects the dev wallet's Solana account through the Wallet Standard. */
async function connectSolana(page: Page) {
  await page.goto(demoUrl({ solanaNetwork: '1' }))
  const modal = await openModal(page)
  await modal.getByTestId('wallet-ws:portico-dev-wallet').click()
  await expect(page.getByTestId('demo-solana-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-solana-address')).toHaveText(solanaConfig().walletAddress)
}

/** Fills and submits the Send view for the Solana account; the token row is picked by symbol. */
async function send(page: Page, symbol: string, amount: string, receiver: string) {
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByTestId('send-token').click()
  await modal.getByTestId(`send-token-option-${symbol}`).click()
  await modal.getByTestId('send-receiver').fill(receiver)
  await modal.getByTestId('send-amount').fill(amount)
  await modal.getByTestId('send-preview').click()
  await modal.getByTestId('send-confirm').click()
}

test('§3 behavior: the dev wallet connects its Solana account through the Wallet Standard, on the same connector list', async ({ page }) => {
  await page.goto(demoUrl({ solanaNetwork: '1' }))
  const modal = await openModal(page)
  await expect(modal.getByTestId('wallet-ws:portico-dev-wallet')).toBeVisible()
  await expect(modal.getByTestId('wallet-dev.portico.wallet')).toBeVisible()
  await modal.getByTestId('wallet-ws:portico-dev-wallet').click()
  await expect(page.getByTestId('demo-solana-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-solana-address')).toHaveText(solanaConfig().walletAddress)
  expect(await wallet<string>(page, 'solanaAddress')).toBe(solanaConfig().walletAddress)
})

test('§7 behavior: solana_signMessage returns an ed25519 signature that verifies for the account', async ({ page }) => {
  await connectSolana(page)
  await page.getByRole('button', { name: 'Sign message (Solana)' }).click()
  const signature = page.getByTestId('demo-solana-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const message = new TextEncoder().encode((await page.getByTestId('demo-solana-message').textContent()) ?? '')
  const ok = ed25519.verify(base58Decode((await signature.textContent()) ?? ''), message, base58Decode(solanaConfig().walletAddress))
  expect(ok).toBe(true)
})

test('§4 behavior: send SOL through the Send view; the receiver holds the exact lamports', async ({ page }) => {
  await connectSolana(page)
  const receiver = Keypair.generate().publicKey
  await send(page, 'SOL', '1.234567891', receiver.toBase58())
  await expect(dialog(page).getByTestId('send-done')).toBeVisible({ timeout: 20_000 })
  expect(await rpc().getBalance(receiver)).toBe(1_234_567_891)
})

test('§4 behavior: send the SPL token; the receiver token account is created and holds the exact base units', async ({ page }) => {
  await connectSolana(page)
  const receiver = Keypair.generate().publicKey
  await send(page, 'SUSD', '12.345678', receiver.toBase58())
  await expect(dialog(page).getByTestId('send-done')).toBeVisible({ timeout: 20_000 })
  const ata = getAssociatedTokenAddressSync(new PublicKey(solanaConfig().mint), receiver)
  expect((await rpc().getTokenAccountBalance(ata)).value.amount).toBe('12345678')
})

test('§8 behavior: a rejected signature shows the Solana failure text and sends nothing', async ({ page, allowConsole }) => {
  allowConsole(/Send failed/, 'the wallet rejects the transaction on purpose; Portico logs it')
  await connectSolana(page)
  await wallet(page, "setMode('hold')")
  const receiver = Keypair.generate().publicKey
  const before = await rpc().getBalance(new PublicKey(solanaConfig().walletAddress))
  await send(page, 'SOL', '0.5', receiver.toBase58())
  await expect.poll(() => wallet<{ method: string }[]>(page, 'pending()')).toEqual([expect.objectContaining({ method: 'solana:signAndSendTransaction' })])
  expect(await wallet<boolean>(page, 'reject()')).toBe(true)
  await expect(page.getByTestId('portico-toast')).toHaveText('Failed to send transaction. Please try again.')
  expect(await rpc().getBalance(receiver)).toBe(0)
  expect(await rpc().getBalance(new PublicKey(solanaConfig().walletAddress))).toBe(before)
})
