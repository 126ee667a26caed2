import { readdirSync, readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { startAnvil, type Devnet } from '../../devnet/anvil'
import { startDemoEmbeddedWallet } from '../../hosts/demo/server/embeddedWallet'
import type { DemoConfig } from '../../hosts/demo/server/demoConfig'
import { startStaticDemo } from '../../hosts/demo/server/staticServer'
import type { EmbeddedWallet } from '../../hosts/embedded-wallet/server/startEmbeddedWallet'
import { serverTexts } from '../../hosts/embedded-wallet/server/serverTexts'
import { test } from './fixtures'

/** Everything an email e2e test needs, started on 127.0.0.1 / localhost by the spec itself. */
export type EmailHarness = {
  chain: Devnet
  wallet: EmbeddedWallet
  /** The demo on an allowlisted origin. */
  demoUrl: string
  /** The same demo on an origin that is not on the allowlist. */
  foreignUrl: string
  stop(): Promise<void>
}

/**
 * Starts anvil, the embedded wallet (auth server with a test clock, dev mailbox, frame on
 * `localhost`) and two static demos on 127.0.0.1, one of them allowlisted.
 */
/**
 * How long a spec's beforeAll may take to start the harness: anvil, the demo, the auth server, one
 * OAuth mock per provider and the Farcaster relay. Playwright's 30 s default was hit on a loaded
 * 2-core machine.
 */
export const HARNESS_START_MS = 90_000

/**
 * Starts the harness once for the spec file (or the describe block it is called in) and stops it
 * after: `let harness: EmailHarness; emailHarnessPerFile((started) => (harness = started))`.
 */
export function emailHarnessPerFile(onStarted: (harness: EmailHarness) => void): void {
  let started: EmailHarness | undefined
  test.beforeAll(async () => {
    test.setTimeout(HARNESS_START_MS)
    started = await startEmailHarness()
    onStarted(started)
  })
  test.afterAll(async () => {
    await started?.stop()
  })
}

export async function startEmailHarness(options: { databaseUrl?: string } = {}): Promise<EmailHarness> {
  const chain = await startAnvil()
  const config: DemoConfig = { chains: [{ chainId: 31337, name: 'Portico Local', rpcUrl: chain.url }], unlistedChainId: 1337 }
  // The demo this run built (global setup), served again with the embedded wallet's config.
  const dist = process.env.DEMO_DIST
  const demo = await startStaticDemo({ config, dist })
  const foreign = await startStaticDemo({ config, dist })
  const started = await startDemoEmbeddedWallet(config, [demo.url], { testClock: true, ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) })
  // The static servers read the config per request: the frame URL is known now.
  config.embeddedWallet = started.config
  return {
    chain,
    wallet: started.wallet,
    demoUrl: demo.url,
    foreignUrl: foreign.url,
    async stop() {
      await Promise.all([demo.close(), foreign.close()])
      await started.wallet.stop()
      await chain.stop()
    },
  }
}

let counter = 0
/** A fresh address per test, so tests share no account. */
export const freshEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${counter++}@example.com`

/** The code mail's subject in English and in each locale the auth server writes it in (issue 21). */
const serverLocales = new URL('../../hosts/embedded-wallet/server/locales/', import.meta.url)
const CODE_SUBJECTS: ReadonlySet<string> = new Set([
  serverTexts.en.codeSubject,
  ...readdirSync(serverLocales).filter((file) => file.endsWith('.json')).map((file) => (JSON.parse(readFileSync(new URL(file, serverLocales), 'utf8')) as { codeSubject: string }).codeSubject),
])

/** The 6-digit code of the newest code mail to `to` after `afterId`, whatever its locale. */
export async function codeFor(harness: EmailHarness, to: string, afterId = 0): Promise<{ code: string; id: number }> {
  const mail = await harness.wallet.mailbox.waitFor(to, { afterId, match: (m) => CODE_SUBJECTS.has(m.subject) })
  return { code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '', id: mail.id }
}

/** Moves the auth server's clock forward (its throttles and expiries), through its dev route. */
export async function advanceServerClock(harness: EmailHarness, ms: number): Promise<void> {
  const response = await fetch(`${harness.wallet.url}/dev/clock`, { method: 'POST', body: JSON.stringify({ ms }), headers: { 'Content-Type': 'application/json' } })
  expect(response.status).toBe(200)
}

/** Opens the demo (no browser wallet) and submits `email` in the Connect view. */
export async function submitEmail(page: Page, harness: EmailHarness, email: string, base = harness.demoUrl): Promise<void> {
  if (!page.url().startsWith(base)) await page.goto(`${base}/?wallet=none`)
  await page.getByTestId('portico-connect-button').click()
  const modal = page.getByRole('dialog')
  await modal.getByPlaceholder('Email').fill(email)
  await modal.getByRole('button', { name: 'Continue', exact: true }).click()
}

/** The code field: inside the wallet frame, on the wallet's origin (issue 14), shown over the view. */
export const otpField = (page: Page) => walletFrame(page).getByTestId('wallet-otp')

/** The refusal line of the frame's panel (a wrong code, a refused approval click). */
export const framePanelAlert = (page: Page) => walletFrame(page).locator('#approval').getByRole('alert')

/** Logs `email` in end to end (mailbox code); returns the embedded wallet's address. */
export async function loginWithEmail(page: Page, harness: EmailHarness, email: string): Promise<string> {
  const before = harness.wallet.mailbox.messages().length
  await submitEmail(page, harness, email)
  await expect(otpField(page)).toBeVisible()
  const { code } = await codeFor(harness, email, before)
  await otpField(page).fill(code)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const address = await page.getByTestId('demo-address').textContent()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address ?? ''
}

/** The wallet frame as Playwright sees it (the host page cannot reach inside). */
export const walletFrame = (page: Page) => page.frameLocator('iframe[data-portico-embedded-wallet]')

/**
 * Answers the frame's approval panel as a visitor does, once the frame is shown over
 * ApproveTransaction. Approve: the details read to their end (scrolled with the mouse wheel where
 * they do not fit), the panel ready (its clickjacking guard saw it visible, unmoved and readable
 * long enough), the pointer moved over the panel, then the click (issue 14). Reject counts at
 * any time. `name`: the button's text in the frame's locale (issue 21), English by default.
 */
export async function answerApproval(page: Page, button: 'Approve' | 'Reject', name: string = button): Promise<void> {
  if (button === 'Approve') {
    await readApprovalDetails(page)
    await expect(approvalPanel(page)).toHaveAttribute('data-ready', 'true')
    await approvalPanel(page).getByRole('heading').hover()
  } else {
    await waitForStillFrame(page)
  }
  await walletFrame(page).getByRole('button', { name }).click()
}

/**
 * Waits until the shown frame stops moving. Right after it shows, the panel asks for the height
 * its details need: the box grows and the modal centres itself again, which moves the frame for
 * a few hundred ms. A click computed before that lands beside the button (a Reject once went
 * nowhere in CI), and a pointer seen before and after the move makes the guard start its clock
 * again (spec: a frame moved under the pointer), so the next click is refused as too soon.
 */
export async function waitForStillFrame(page: Page): Promise<void> {
  const frame = page.locator('iframe[data-portico-embedded-wallet]')
  await expect(frame).toBeVisible()
  let box = ''
  await expect.poll(async () => box === (box = JSON.stringify(await frame.boundingBox())), { intervals: [150] }).toBe(true)
}

/** Reads the panel's details like a visitor, once the frame is still: the pointer over them, the mouse wheel until their end. */
export async function readApprovalDetails(page: Page): Promise<void> {
  await waitForStillFrame(page)
  const details = approvalPanel(page).locator('.details')
  await details.hover()
  await expect
    .poll(async () => {
      if (await details.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1)) return true
      await page.mouse.wheel(0, 200)
      return false
    })
    .toBe(true)
}

/** The frame's approval panel (`data-ready="true"` once an approval click would count). */
export const approvalPanel = (page: Page) => walletFrame(page).locator('#approval')

/** JSON-RPC to anvil from the test. */
export async function anvilRpc<T>(harness: EmailHarness, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(harness.chain.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
