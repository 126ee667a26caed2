import type { Page } from '@playwright/test'
import { createPublicClient, http, recoverMessageAddress, type Hex } from 'viem'
import type { MobileWallet } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { demoStatus, demoUrl, dialog, expect, test } from './fixtures'
import { copyPairingUri, demoServices, openWalletConnect, startPhone } from './walletConnectPhone'

const SIGNED = 'Hello from the Portico demo'

/** The "phone", optionally with the demo's Solana chain or approving only some chains. */
const phone = (options: { solana?: boolean; approveChains?: string[] } = {}): Promise<MobileWallet> =>
  startPhone({
    solanaChains: options.solana ? ['solana:localnet'] : [],
    ...(options.approveChains ? { approveChains: options.approveChains } : {}),
  })

/** Every request and socket the page opens to a host other than 127.0.0.1. */
function watchOutside(page: Page): string[] {
  const outside: string[] = []
  const check = (url: string) => {
    const { protocol, hostname } = new URL(url)
    if (['http:', 'https:', 'ws:', 'wss:'].includes(protocol) && hostname !== '127.0.0.1') outside.push(url)
  }
  page.on('request', (request) => check(request.url()))
  page.on('websocket', (socket) => check(socket.url()))
  return outside
}

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  page.on('pageerror', (error) => console.error('page error:', error.message))
  page.on('requestfailed', (request) => console.error('request failed:', request.url(), request.failure()?.errorText))
})

test('§2 §4 §7 behavior: pair a mobile wallet by QR link, sign, send, reject, reload, wallet-side disconnect', async ({ page, allowConsole }) => {
  allowConsole(/User rejected the request/, 'the phone rejects one request on purpose; the WalletConnect SDK logs it')
  test.setTimeout(90_000)
  const outside = watchOutside(page)
  const wallet = await phone()
  try {
    await page.goto(demoUrl({ wallet: 'none' }))
    const uri = await openWalletConnect(page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    const proposal = await wallet.next('proposal')
    expect(proposal.kind === 'proposal' && proposal.chains).toEqual(expect.arrayContaining(['eip155:31337']))
    await wallet.approve(proposal.id)
    await expect(demoStatus(page)).toHaveText('connected')
    await expect(page.getByTestId('demo-address')).toHaveText(wallet.keys.evm.address)
    await expect(dialog(page)).toBeHidden()

    // A signature the wallet's key recovers.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.approve((await wallet.next('request')).id)
    const signature = (await page.getByTestId('demo-request-signature').textContent()) as Hex
    expect(await recoverMessageAddress({ message: SIGNED, signature })).toBe(wallet.keys.evm.address)

    // A transaction that lands on the local chain.
    await page.getByRole('button', { name: 'Send 1 wei to myself' }).click()
    const sending = await wallet.next('request')
    expect(sending.kind === 'request' && sending.method).toBe('eth_sendTransaction')
    await wallet.approve(sending.id)
    const hash = (await page.getByTestId('demo-request-transaction').textContent()) as Hex
    const [chain] = demoServices().chains
    const receipt = await createPublicClient({ transport: http(chain?.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.keys.evm.address.toLowerCase())

    // A rejected request: a clear error, the connection stays.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.reject((await wallet.next('request')).id)
    await expect(page.getByTestId('demo-request-error')).toHaveText('User rejected the request.')
    await expect(demoStatus(page)).toHaveText('connected')

    // The session survives a reload.
    await page.reload()
    await expect(demoStatus(page)).toHaveText('connected')
    await expect(page.getByTestId('demo-address')).toHaveText(wallet.keys.evm.address)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.approve((await wallet.next('request')).id)
    await expect(page.getByTestId('demo-request-signature')).toHaveText(/^0x[0-9a-f]{130}$/)

    // The wallet ends the session: the page is disconnected.
    await wallet.disconnectAll()
    await expect(demoStatus(page)).toHaveText('disconnected')
    await expect(page.getByTestId('demo-address')).toHaveText('-')
    expect(outside).toEqual([])
  } finally {
    await wallet.stop()
  }
})

test('§9 behavior: the pairing link is replaced before it expires, without a click', async ({ page }) => {
  const outside = watchOutside(page)
  const wallet = await phone()
  try {
    test.setTimeout(60_000)
    // 20 s of life, treated as expired with 10 s left: a new link every ~10 s.
    await page.goto(demoUrl({ wallet: 'none', wcExpiry: '20000' }))
    const first = await openWalletConnect(page)
    await expect.poll(() => copyPairingUri(page), { timeout: 20_000 }).not.toBe(first)
    const fresh = await copyPairingUri(page)
    expect(fresh).toMatch(/^wc:/)
    await wallet.pair(fresh)
    await wallet.approve((await wallet.next('proposal')).id)
    await expect(demoStatus(page)).toHaveText('connected')
    expect(outside).toEqual([])
  } finally {
    await wallet.stop()
  }
})

test('§2 behavior: a declined pairing shows a clear error and pairs on retry', async ({ page }) => {
  const wallet = await phone()
  try {
    await page.goto(demoUrl({ wallet: 'none' }))
    await wallet.pair(await openWalletConnect(page))
    await wallet.reject((await wallet.next('proposal')).id)
    const modal = dialog(page)
    await expect(modal.getByRole('alert')).toHaveText('Connection declined')
    await expect(demoStatus(page)).toHaveText('disconnected')
    await modal.getByRole('button', { name: 'Try again' }).click()
    await wallet.pair(await copyPairingUri(page))
    await wallet.approve((await wallet.next('proposal')).id)
    await expect(demoStatus(page)).toHaveText('connected')
  } finally {
    await wallet.stop()
  }
})

test('§3 §7 behavior: one session approves eip155 and solana; each namespace gets its account', async ({ page }) => {
  test.skip(!JSON.parse(process.env.DEMO_CONFIG ?? '{}').solana, 'the demo has no local Solana chain')
  const wallet = await phone({ solana: true })
  try {
    await page.goto(demoUrl({ wallet: 'none', solanaNetwork: '1' }))
    await wallet.pair(await openWalletConnect(page))
    const proposal = await wallet.next('proposal')
    expect(proposal.kind === 'proposal' && proposal.namespaces.sort()).toEqual(['eip155', 'solana'])
    await wallet.approve(proposal.id)
    await expect(demoStatus(page)).toHaveText('connected')
    const state = page.getByTestId('demo-state')
    await expect(state).toContainText(`"caipAddress": "solana:localnet:${wallet.keys.solana.address}"`)
    await expect(state).toContainText(`"caipAddress": "eip155:31337:${wallet.keys.evm.address}"`)
  } finally {
    await wallet.stop()
  }
})

test('§2 behavior: the demo\'s mobile wallet page pairs from a pasted link, approves and signs', async ({ page, context }) => {
  test.setTimeout(60_000)
  const outside = watchOutside(page)
  await page.goto(demoUrl({ wallet: 'none' }))
  const uri = await openWalletConnect(page)
  const phonePage = await context.newPage()
  const phoneOutside = watchOutside(phonePage)
  await phonePage.goto(`${process.env.DEMO_URL}/mobile-wallet/`)
  await phonePage.getByRole('textbox', { name: 'WalletConnect link' }).fill(uri)
  await phonePage.getByRole('button', { name: 'Pair' }).click()
  const proposal = phonePage.getByTestId('pending-proposal')
  await expect(proposal).toContainText('Portico demo')
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(demoStatus(page)).toHaveText('connected')
  const address = await page.getByTestId('demo-address').textContent()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const request = phonePage.getByTestId('pending-request')
  await expect(request).toContainText('personal_sign')
  await request.getByRole('button', { name: 'Sign' }).click()
  const signature = (await page.getByTestId('demo-request-signature').textContent()) as Hex
  expect(await recoverMessageAddress({ message: SIGNED, signature })).toBe(address)
  expect([...outside, ...phoneOutside]).toEqual([])
})

test('§4 §7 behavior: a chain the session did not approve: the wallet is asked to switch; declined shows the error, approved moves the session and the send lands there', async ({ page, allowConsole }) => {
  allowConsole(/User rejected the request/, 'the phone declines the switch on purpose; the WalletConnect SDK logs it')
  test.setTimeout(60_000)
  const outside = watchOutside(page)
  const wallet = await phone({ approveChains: ['eip155:31337'] })
  try {
    await page.goto(demoUrl({ wallet: 'none' }))
    await wallet.pair(await openWalletConnect(page))
    await wallet.approve((await wallet.next('proposal')).id)
    await expect(demoStatus(page)).toHaveText('connected')
    await expect(page.getByTestId('demo-network')).toHaveText('eip155:31337')

    await page.getByRole('button', { name: 'Switch network' }).click()
    const modal = dialog(page)
    await modal.getByTestId('network-eip155:31338').click()
    const declined = await wallet.next('request')
    expect(declined.kind === 'request' && [declined.method, declined.params]).toEqual(['wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]])
    await wallet.reject(declined.id)
    await expect(modal.getByRole('alert')).toHaveText('User rejected the request.')
    await expect(page.getByTestId('demo-network')).toHaveText('eip155:31337')

    await modal.getByTestId('network-eip155:31338').click()
    await wallet.approve((await wallet.next('request')).id)
    await expect(page.getByTestId('demo-network')).toHaveText('eip155:31338')
    await expect(demoStatus(page)).toHaveText('connected')
    if (await modal.isVisible()) await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Send 1 wei to myself' }).click()
    const sending = await wallet.next('request')
    expect(sending.kind === 'request' && [sending.method, sending.chainId]).toEqual(['eth_sendTransaction', 'eip155:31338'])
    await wallet.approve(sending.id)
    const hash = (await page.getByTestId('demo-request-transaction').textContent()) as Hex
    const second = demoServices().chains.find((chain) => chain.chainId === 31338)
    const receipt = await createPublicClient({ transport: http(second?.rpcUrl) }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(outside).toEqual([])
  } finally {
    await wallet.stop()
  }
})
