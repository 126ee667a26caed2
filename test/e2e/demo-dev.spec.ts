import { WebSocket } from 'ws'
import { createPublicClient, http, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { demoLinks, startDevDemo, type DevDemo, type DemoLink } from '../../hosts/demo/server/startDevDemo'
import { freshEmail, loginWithEmail, type EmailHarness } from './emailHarness'
import { dialog, expect, test } from './fixtures'
import { fillSend, previewAndSend } from './sendForm'

// The path a newcomer takes: `npm run demo` (the Vite dev server, React StrictMode, the
// development build), not the production build the other specs use. One demo for the file.
// One retry: the Vite dev server compiles on demand and, on a loaded 2-core machine, a click has
// been seen to hang while it does; a real break still fails both tries.
test.describe.configure({ mode: 'serial', retries: 1 })

let demo: DevDemo
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  demo = await startDevDemo()
  // Vite compiles modules and pre-bundles dependencies on the first visit: done here, once, so
  // the tests time the page and not the dev server's first compile.
  const warmup = await browser.newPage()
  await warmup.goto(demo.url, { timeout: 150_000 })
  // Opening the modal loads its lazy modules: dependencies Vite finds only then are pre-bundled
  // now (their full page reload happens here, not under a test).
  await warmup.getByTestId('portico-connect-button').click({ timeout: 60_000 })
  await dialog(warmup).getByRole('button', { name: /Portico Dev Wallet/ }).waitFor({ timeout: 60_000 })
  await warmup.close()
})
// A development build (unminified, one request per module) is slower than the production one.
test.beforeEach(() => test.setTimeout(60_000))
test.afterAll(async () => demo?.stop())

const pageUrl = (query: string) => `${demo.url}?${query}`

/** Whether one printed URL answers the way its kind should. */
async function answers(link: DemoLink): Promise<boolean> {
  if (link.kind === 'page') return (await fetch(link.url)).status === 200
  if (link.kind === 'websocket') {
    return new Promise((resolve) => {
      const socket = new WebSocket(link.url)
      socket.once('open', () => (socket.close(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
  }
  const method = link.kind === 'evm-rpc' ? 'eth_chainId' : 'getVersion'
  const response = await fetch(link.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) })
  const body = (await response.json()) as { result?: unknown }
  return response.status === 200 && body.result !== undefined
}

test('npm run demo: every URL it prints answers', async () => {
  const links = demoLinks(demo)
  expect(links.map((link) => link.label)).toEqual(['demo host', 'demo, no wallet', 'wagmi app', 'local chain 1', 'local chain 2', 'Solana', 'mobile wallet', 'WC relay', 'wallet frame', 'dev mailbox'])
  for (const link of links) expect({ link: link.label, answers: await answers(link) }).toEqual({ link: link.label, answers: true })
})

test('npm run demo: the dev wallet is in the Connect view; approving in its panel connects; an ETH send lands on the chain (§4)', async ({ page }) => {
  await page.goto(pageUrl('wallet=prompt'))
  await expect(page.getByTestId('demo-intro')).toContainText('Portico Dev Wallet')
  await page.getByTestId('portico-connect-button').click()
  await dialog(page).getByRole('button', { name: /Portico Dev Wallet/ }).click()
  const panel = page.locator('#portico-dev-wallet-panel')
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  // The connected modal closes itself; the visitor opens the account once it has gone.
  await expect(dialog(page)).toBeHidden()

  await page.getByTestId('portico-connect-button').click()
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  const to: Address = privateKeyToAddress(generatePrivateKey())
  await fillSend(page, { symbol: 'ETH', amount: '0.000000000000000123', to })
  await previewAndSend(page)
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('portico-toast')).toHaveText('Transaction started')
  const chain = createPublicClient({ transport: http(demo.config.chains[0]?.rpcUrl) })
  await expect.poll(() => chain.getBalance({ address: to })).toBe(123n)
})

test('npm run demo: email login with the code from the dev mailbox', async ({ page }) => {
  const [chain] = demo.chains
  if (!chain) throw new Error('the demo started no chain')
  const harness: EmailHarness = { chain, wallet: demo.wallet, demoUrl: demo.url.replace(/\/$/, ''), foreignUrl: '', stop: () => demo.stop() }
  const address = await loginWithEmail(page, harness, freshEmail('demo-dev'))
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
})
