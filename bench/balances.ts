import { writeFile } from 'node:fs/promises'
import type { Browser } from '@playwright/test'
import { summarize, type Summary } from './stats'
import { STEP_TIMEOUT_MS } from './config'

/** Selectors and markers of one balance read on the wire. */
const AGGREGATE3 = '0x82ad56cb'
const BALANCE_OF = '0x70a08231'

/** One run of the balance benchmark. */
export type BalanceRun = {
  /** Demo status 'connected' -> Account view opened and all 20 token rows painted. */
  accountReadyMs: number
  /** HTTP requests from the page that read balances (aggregate3, eth_getBalance, balanceOf). */
  balanceRequests: number
  /** Token rows shown (native + tokens with a balance). */
  rows: number
}

/**
 * Connects the dev wallet on the demo with the 20-token list (`?tokens=20`: PUSD, PUSDC, PUSDT
 * and the devnet's 17 bench tokens), opens the Account view, and measures how long until every
 * token row is painted, and how many HTTP requests the balances took (target: 1 on EVM).
 *
 * @example
 * const run = await measureBalanceRun(browser, demo.pageUrl())
 */
export async function measureBalanceRun(browser: Browser, url: string): Promise<BalanceRun> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    let balanceRequests = 0
    page.on('request', (request) => {
      const body = request.method() === 'POST' ? (request.postData() ?? '') : ''
      if (body.includes(AGGREGATE3) || body.includes('eth_getBalance') || body.includes(BALANCE_OF)) balanceRequests++
    })
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}tokens=20`)
    await page.getByTestId('portico-connect-button').click({ timeout: STEP_TIMEOUT_MS })
    await page.getByRole('dialog').getByRole('button', { name: /Portico Dev Wallet/ }).click({ timeout: STEP_TIMEOUT_MS })
    await page.getByTestId('demo-status').filter({ hasText: /^connected$/ }).waitFor({ timeout: STEP_TIMEOUT_MS })
    const connectedAt = performance.now()
    if (!(await page.getByRole('dialog').isVisible())) await page.getByTestId('portico-connect-button').click()
    await page.getByTestId('token-BT17').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
    const accountReadyMs = performance.now() - connectedAt
    const rows = await page.locator('[data-testid^="token-"][data-amount]').count()
    return { accountReadyMs, balanceRequests, rows }
  } finally {
    await context.close()
  }
}

/** The summary printed and written by `npm run bench`. */
export type BalanceReport = { accountReadyMs: Summary; balanceRequests: Summary; rows: number; target: { balanceRequests: number } }

/**
 * Runs {@link measureBalanceRun} `count` times, prints the medians and writes them to `file`.
 *
 * @example
 * await benchBalances(browser, demo.pageUrl(), 7, 'bench/balances-results.json')
 */
export async function benchBalances(browser: Browser, url: string, count: number, file: string): Promise<BalanceReport> {
  const runs: BalanceRun[] = []
  for (let index = 1; index <= count; index++) {
    const run = await measureBalanceRun(browser, url)
    console.log(`bench: balances run ${index}/${count}: Account ready ${run.accountReadyMs.toFixed(1)} ms, ${run.balanceRequests} balance request(s), ${run.rows} rows`)
    runs.push(run)
  }
  const report: BalanceReport = {
    accountReadyMs: summarize(runs.map((r) => r.accountReadyMs)),
    balanceRequests: summarize(runs.map((r) => r.balanceRequests)),
    rows: runs[0]?.rows ?? 0,
    target: { balanceRequests: 1 },
  }
  console.table({
    'connected -> Account view with 20 token balances (ms)': { median: report.accountReadyMs.median, min: report.accountReadyMs.min, max: report.accountReadyMs.max },
    'HTTP requests to load 20 token balances (target 1)': { median: report.balanceRequests.median, min: report.balanceRequests.min, max: report.balanceRequests.max },
  })
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  return report
}
