import { expect, test as base, type BrowserContext, type ConsoleMessage, type Locator, type Page } from '@playwright/test'

/** Demo page URL with a dev wallet mode and other page settings. */
export function demoUrl(query: Record<string, string> = {}, csp = false): string {
  const origin = csp ? process.env.DEMO_CSP_URL : process.env.DEMO_URL
  if (!origin) throw new Error('DEMO_URL is not set: run through playwright (global setup)')
  return `${origin}/?${new URLSearchParams({ wallet: 'approve', ...query })}`
}

/** The modal's dialog inside its shadow root (Playwright locators pierce open shadow roots). */
export const dialog = (page: Page): Locator => page.getByRole('dialog')

/** Calls the dev wallet's control API in the page. */
export async function wallet<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`window.porticoDevWallet.${script}`) as Promise<T>
}

/** Opens the modal with the connect button and waits for the dialog. */
export async function openModal(page: Page): Promise<Locator> {
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await expect(modal).toBeVisible()
  return modal
}

/** Connects the dev wallet through EIP-6963 (the wallet in approve mode). */
export async function connectDevWallet(page: Page): Promise<void> {
  const modal = await openModal(page)
  await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

/** One console error or warning, or an uncaught page error, seen in a page of the test's context. */
type ConsoleProblem = { kind: 'console.error' | 'console.warning' | 'pageerror'; text: string; url: string }

function watchConsole(context: BrowserContext, problems: ConsoleProblem[]): void {
  const watch = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      const type = message.type()
      if (type !== 'error' && type !== 'warning') return
      problems.push({ kind: type === 'error' ? 'console.error' : 'console.warning', text: message.text(), url: message.location().url })
    })
    page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: page.url() }))
  }
  context.pages().forEach(watch)
  context.on('page', watch)
}

/**
 * Console errors of third-party SDKs with an open upstream bug, reported and allowed in every test
 * (each with the bug, and why the test still proves the behaviour). The test still fails if what
 * it checks went wrong.
 */
const KNOWN_UPSTREAM: { pattern: RegExp; why: string }[] = [
  {
    // Seen 1 in ~30 one-click sign-ins on a loaded machine. The page's SDK log at level debug shows
    // the relay delivering the settle once and the SDK processing it a second time after the
    // session was made; the second finds no pending session and logs.
    pattern: /Pending session not found for topic [0-9a-f]{64}/,
    why: 'WalletConnect sign-client logs it when it processes a session settle twice (open bug https://github.com/WalletConnect/walletconnect-monorepo/issues/7066); the session is made by the first',
  },
]

/**
 * The end-to-end tests' `test`: every page of the test's browser context (popups and frames
 * included) is watched, and the test fails on any console error or warning or uncaught page
 * error it did not declare with `allowConsole(pattern, why)` or list in KNOWN_UPSTREAM. A test
 * that makes the app log on purpose (a declined request, a dropped relay) says so with the
 * pattern of that one message.
 */
export const test = base.extend<{ consoleAllowList: RegExp[]; allowConsole: (pattern: RegExp, why: string) => void; consoleGuard: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take an object pattern first
  consoleAllowList: async ({}, provide) => provide([]),
  allowConsole: async ({ consoleAllowList }, provide, testInfo) => {
    await provide((pattern, why) => {
      consoleAllowList.push(pattern)
      testInfo.annotations.push({ type: 'allowed console', description: `${pattern}: ${why}` })
    })
  },
  consoleGuard: [
    async ({ context, consoleAllowList }, run, testInfo) => {
      const problems: ConsoleProblem[] = []
      watchConsole(context, problems)
      await run()
      for (const known of KNOWN_UPSTREAM) {
        if (problems.some((problem) => known.pattern.test(problem.text))) testInfo.annotations.push({ type: 'known upstream console error', description: known.why })
      }
      const allowed = [...consoleAllowList, ...KNOWN_UPSTREAM.map((known) => known.pattern)]
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem.text)))
      // A test that failed already reports its own cause; this adds the console only to passing ones.
      if (testInfo.status === testInfo.expectedStatus && unexpected.length > 0) {
        const lines = unexpected.map((problem) => `  ${problem.kind}: ${problem.text.slice(0, 300)} (${problem.url})`)
        throw new Error(`Unexpected browser console output (a test that causes it on purpose declares it with allowConsole(pattern, why)):\n${lines.join('\n')}`)
      }
    },
    { auto: true },
  ],
})
export { expect }

/** Anvil account #0, the dev wallet's first address. */
export const DEV_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The dev wallet's row in the modal's wallet list. */
export const devWalletRow = (page: Page): Locator => dialog(page).getByRole('button', { name: /Portico Dev Wallet/ })

/** The demo's account status text (`connected`, `connecting`, `disconnected`). */
export const demoStatus = (page: Page): Locator => page.getByTestId('demo-status')

/**
 * Where keyboard focus is: `outside` (the page itself), or inside the modal's shadow root with
 * the focused element's tag, accessible label or text (for keyboard tests).
 */
export async function modalFocus(page: Page): Promise<{ inModal: boolean; inDialog: boolean; tag: string; label: string; testId: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement
    const host = document.querySelector('portico-modal')
    if (!host || active !== host) {
      const el = active as HTMLElement | null
      return { inModal: false, inDialog: false, tag: el?.tagName ?? '', label: el?.textContent?.trim() ?? '', testId: el?.getAttribute('data-testid') ?? null }
    }
    const inner = host.shadowRoot?.activeElement as HTMLElement | null | undefined
    const label = inner?.getAttribute('aria-label') ?? inner?.textContent?.trim() ?? ''
    return {
      inModal: true,
      inDialog: Boolean(inner?.closest('[role="dialog"]')),
      tag: inner?.tagName ?? '',
      label,
      testId: inner?.getAttribute('data-testid') ?? null,
    }
  })
}

/** Connects the dev wallet and then opens the modal on the Account view. */
export async function openAccount(page: Page): Promise<Locator> {
  await connectDevWallet(page)
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Account' })).toBeVisible()
  return modal
}

/** JSON-RPC URL of the local devnet (chain 31337) the demo uses, from the global setup's config. */
export function devnetRpcUrl(): string {
  const config = JSON.parse(process.env.DEMO_CONFIG ?? '{}') as { chains?: { chainId: number; rpcUrl: string }[] }
  const chain = config.chains?.find((c) => c.chainId === 31337)
  if (!chain) throw new Error('DEMO_CONFIG has no devnet chain: run through playwright (global setup)')
  return chain.rpcUrl
}
