import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Page } from '@playwright/test'
import { base58Decode } from '../../kernel/caip/base58'
import { ANVIL_KEY_0, createWalletKeys } from '../../hosts/mobile-wallet/src/accounts'
import type { MobileWallet } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { demoStatus, demoUrl, dialog, expect, test } from './fixtures'
import { demoServices, openWalletConnect, startPhone } from './walletConnectPhone'

const services = demoServices
const SOLANA_CHAIN = 'solana:localnet'
const AIRDROP = 2_000_000_000
/** The devnet's fee: 5000 lamports per signature. */
const FEE = 5000

const rpc = () => {
  const { solana } = services()
  if (!solana) throw new Error('The demo services did not start the Solana devnet')
  return new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
}

/** The "phone": a walletkit wallet with a fresh Solana key of its own, funded by an airdrop on the local Solana RPC. */
async function solanaPhone(): Promise<MobileWallet> {
  const { solana } = services()
  if (!solana) throw new Error('The demo services did not start the Solana devnet')
  const keys = createWalletKeys(ANVIL_KEY_0, randomBytes(32).toString('hex'))
  const connection = rpc()
  await connection.confirmTransaction(await connection.requestAirdrop(new PublicKey(keys.solana.address), AIRDROP), 'confirmed')
  return startPhone({ solanaChains: [SOLANA_CHAIN], solanaRpc: { [SOLANA_CHAIN]: solana.rpcUrl }, keys })
}

/** Opens the QR view, copies the link, pairs the phone and approves its proposal; the Solana account connects. */
async function pairOverWalletConnect(page: Page, wallet: MobileWallet) {
  await page.goto(demoUrl({ wallet: 'none', solanaNetwork: '1' }))
  await wallet.pair(await openWalletConnect(page))
  await wallet.approve((await wallet.next('proposal')).id)
  await expect(demoStatus(page)).toHaveText('connected')
  await expect(page.getByTestId('demo-solana-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-solana-address')).toHaveText(wallet.keys.solana.address)
}

/** Makes Solana the active network (Networks view), then fills and confirms the Send view for SOL. */
async function sendSol(page: Page, owner: string, amount: string, receiver: string) {
  await page.getByRole('button', { name: 'Switch network' }).click()
  await dialog(page).getByTestId(`network-${SOLANA_CHAIN}`).click()
  await expect(page.getByTestId('demo-network')).toHaveText(SOLANA_CHAIN)
  await expect(page.getByTestId('demo-address')).toHaveText(owner)
  if (await dialog(page).isVisible()) await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send' }).click()
  await modal.getByTestId('send-token').click()
  await modal.getByTestId('send-token-option-SOL').click()
  await modal.getByTestId('send-receiver').fill(receiver)
  await modal.getByTestId('send-amount').fill(amount)
  await modal.getByTestId('send-preview').click()
  await modal.getByTestId('send-confirm').click()
}

test.beforeEach(async ({ context, page }) => {
  test.skip(!services().solana, 'the demo has no local Solana chain')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  page.on('pageerror', (error) => console.error('page error:', error.message))
})

test('§7 behavior: over WalletConnect the host signs a Solana message; the wallet key verifies it with ed25519', async ({ page }) => {
  const wallet = await solanaPhone()
  try {
    await pairOverWalletConnect(page, wallet)
    await page.getByRole('button', { name: 'Sign message (Solana)' }).click()
    const request = await wallet.next('request')
    expect(request.kind === 'request' && [request.method, request.chainId]).toEqual(['solana_signMessage', SOLANA_CHAIN])
    await wallet.approve(request.id)
    const signature = page.getByTestId('demo-solana-signature')
    await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    const message = new TextEncoder().encode((await page.getByTestId('demo-solana-message').textContent()) ?? '')
    expect(ed25519.verify(base58Decode((await signature.textContent()) ?? ''), message, base58Decode(wallet.keys.solana.address))).toBe(true)
  } finally {
    await wallet.stop()
  }
})

test('§4 §7 behavior: a SOL send over WalletConnect: the wallet signs and sends it, it lands on the local RPC, balances move exactly', async ({ page }) => {
  test.setTimeout(60_000)
  const wallet = await solanaPhone()
  try {
    await pairOverWalletConnect(page, wallet)
    const receiver = Keypair.generate().publicKey
    await sendSol(page, wallet.keys.solana.address, '0.25', receiver.toBase58())
    const request = await wallet.next('request')
    expect(request.kind === 'request' && [request.method, request.chainId]).toEqual(['solana_signAndSendTransaction', SOLANA_CHAIN])
    await wallet.approve(request.id)
    await expect(dialog(page).getByTestId('send-done')).toBeVisible({ timeout: 20_000 })
    expect(await rpc().getBalance(receiver)).toBe(250_000_000)
    expect(await rpc().getBalance(new PublicKey(wallet.keys.solana.address))).toBe(AIRDROP - 250_000_000 - FEE)
  } finally {
    await wallet.stop()
  }
})

test('§8 behavior: the wallet rejects the Solana transaction: the Solana failure text, nothing sent', async ({ page, allowConsole }) => {
  allowConsole(/User rejected the request|Send failed/, 'the phone rejects the transaction on purpose; the SDK and Portico log it')
  allowConsole(/Pending session not found for topic/, "the SDK logs its own cleanup race after the rejection (seen under load)")
  test.setTimeout(60_000)
  const wallet = await solanaPhone()
  try {
    await pairOverWalletConnect(page, wallet)
    const receiver = Keypair.generate().publicKey
    await sendSol(page, wallet.keys.solana.address, '0.5', receiver.toBase58())
    await wallet.reject((await wallet.next('request')).id)
    await expect(page.getByTestId('portico-toast')).toHaveText('Failed to send transaction. Please try again.')
    expect(await rpc().getBalance(receiver)).toBe(0)
    expect(await rpc().getBalance(new PublicKey(wallet.keys.solana.address))).toBe(AIRDROP)
  } finally {
    await wallet.stop()
  }
})

test('§7 behavior: the mobile wallet page shows the Solana transfer, signs it on Sign and it lands', async ({ page, context }) => {
  test.setTimeout(60_000)
  const pageWallet = new PublicKey(createWalletKeys().solana.address)
  const connection = rpc()
  await connection.confirmTransaction(await connection.requestAirdrop(pageWallet, AIRDROP), 'confirmed')
  const before = await connection.getBalance(pageWallet)
  await page.goto(demoUrl({ wallet: 'none', solanaNetwork: '1' }))
  const uri = await openWalletConnect(page)
  const phonePage = await context.newPage()
  await phonePage.goto(`${process.env.DEMO_URL}/mobile-wallet/`)
  await phonePage.getByRole('textbox', { name: 'WalletConnect link' }).fill(uri)
  await phonePage.getByRole('button', { name: 'Pair' }).click()
  await phonePage.getByTestId('pending-proposal').getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('demo-solana-address')).toHaveText(pageWallet.toBase58())

  const receiver = Keypair.generate().publicKey
  await sendSol(page, pageWallet.toBase58(), '0.125', receiver.toBase58())
  const request = phonePage.getByTestId('pending-request')
  await expect(request).toContainText('solana_signAndSendTransaction')
  await expect(request).toContainText(`Fee payer ${pageWallet.toBase58()}; transfer 0.125 SOL to ${receiver.toBase58()}`)
  await request.getByRole('button', { name: 'Sign' }).click()
  await expect(dialog(page).getByTestId('send-done')).toBeVisible({ timeout: 20_000 })
  expect(await connection.getBalance(receiver)).toBe(125_000_000)
  expect(await connection.getBalance(pageWallet)).toBe(before - 125_000_000 - FEE)
})
