import { writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import type { Browser, Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { devnetAddresses } from '../devnet/addresses'
import { DEVNET_CHAIN_ID } from '../devnet/process'
import { STEP_TIMEOUT_MS } from './config'
import { round } from './stats'

/** Transfers the benchmark account receives (issue 16: "an account with 10,000 transfers"). */
export const HISTORY_TRANSFERS = 10_000
/** The issue's budgets: page one in at most 3 HTTP round trips; no long task over 50 ms while scrolling. */
export const HISTORY_TARGETS = { firstPageRoundTrips: 3, longTaskMs: 50 } as const
/** Transactions per JSON-RPC batch when seeding. */
const SEED_BATCH = 250
/** Gas each seeding transfer may use (a PUSDC transfer needs about 35,000 to 52,000). */
const SEED_GAS = 60_000n
/** Fee cap of a seeding transfer (1,000 gwei): far above the devnet's base fee as the blocks fill, so none is left out. */
const SEED_MAX_FEE = 10n ** 12n
/** JSON-RPC methods only the history provider sends (its first request probes trace_filter and ots_ beside eth_blockNumber). */
const HISTORY_METHODS = ['eth_getLogs', 'trace_filter', 'ots_', 'eth_getTransactionReceipt']

/** What one run measured. */
export type HistoryRun = {
  /** HTTP requests carrying history JSON-RPC calls between the Activity tab click and the first item painted. */
  firstPageRoundTrips: number
  /** The JSON-RPC methods each of those requests carried. */
  firstPageMethods: string[]
  /** Activity tab click -> first item painted (ms). */
  firstPageMs: number
  /** First item -> all transfers loaded and the list scrolled to its end (ms). */
  scrollThroughMs: number
  /** Distinct transactions drawn on the way down (every one of them, when nothing was skipped). */
  rowsSeen: number
  /** Most item rows in the DOM at once (the virtualized list draws only those near the view). */
  maxRowsDrawn: number
  /** History requests while scrolling (pages after the first). */
  laterRoundTrips: number
  /** Long tasks from the click to the end of the scroll: how many went over 50 ms, and the longest. */
  longTasksOver50: number
  longestTaskMs: number
  /** Each long task over 50 ms while the list scrolled (after the first item): ms after the first item, and its duration. */
  scrollLongTasks: { atMs: number; durationMs: number }[]
  /** The machine's load averages (1, 5, 15 minutes: `os.loadavg()`) when the scroll began and ended: long tasks grow with it. */
  load: { before: number[]; after: number[] }
}

/** The load averages, rounded to 2 decimals. */
const loadNow = () => loadavg().map((value) => round(value, 2))

const rpc = async (url: string, body: unknown) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`devnet: HTTP ${response.status}`)
  const answers = (await response.json()) as { error?: { message: string } }[] | { error?: { message: string } }
  const failed = (Array.isArray(answers) ? answers : [answers]).find((answer) => answer.error)
  if (failed?.error) throw new Error(`devnet: ${failed.error.message}`)
  return answers
}

/**
 * A fresh account with {@link HISTORY_TRANSFERS} incoming PUSDC transfers from the devnet's
 * deployer, each its own transaction, signed here and sent in JSON-RPC batches of
 * {@link SEED_BATCH} that anvil mines as they come (a few a block: some thousands per 1,000-block
 * window of the history provider, far denser than a real account). Returns its private key (for
 * the dev wallet) and address.
 *
 * @example
 * const { key, address } = await seedHistoryAccount('http://127.0.0.1:8545')
 */
export async function seedHistoryAccount(rpcUrl: string): Promise<{ key: `0x${string}`; address: Address }> {
  const { deployer, tokens } = devnetAddresses()
  const key = generatePrivateKey()
  const address = privateKeyToAddress(key)
  const call = async (method: string, params: unknown[]) => ((await rpc(rpcUrl, { jsonrpc: '2.0', id: 0, method, params })) as { result: unknown }).result
  const nonceOf = async () => Number(BigInt((await call('eth_getTransactionCount', [deployer.address, 'latest'])) as string))
  const signer = privateKeyToAccount(deployer.privateKey)
  for (let sent = 0; sent < HISTORY_TRANSFERS; sent += SEED_BATCH) {
    // Signed here with explicit nonces: anvil loses some of a batch's concurrent eth_sendTransaction.
    const nonce = await nonceOf()
    const size = Math.min(SEED_BATCH, HISTORY_TRANSFERS - sent)
    const signed = await Promise.all(
      Array.from({ length: size }, (_, i) =>
        signer.signTransaction({
          chainId: DEVNET_CHAIN_ID,
          type: 'eip1559',
          nonce: nonce + i,
          to: tokens.PUSDC.address,
          gas: SEED_GAS,
          maxFeePerGas: SEED_MAX_FEE,
          maxPriorityFeePerGas: 1n,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, BigInt(sent + i + 1)] }),
        }),
      ),
    )
    await rpc(rpcUrl, signed.map((raw, id) => ({ jsonrpc: '2.0', id, method: 'eth_sendRawTransaction', params: [raw] })))
    for (let tries = 0, mined = (await nonceOf()) - nonce; mined < size; tries++, mined = (await nonceOf()) - nonce) {
      if (tries === 20) throw new Error(`history bench: ${mined} of ${size} seeding transfers mined`)
      await call('evm_mine', [])
    }
  }
  return { key, address }
}

/** Long tasks (buffered from the page's start) on `window.__historyBench`. */
function recordLongTasks() {
  const tasks: { start: number; duration: number }[] = []
  ;(window as Window & { __historyBench?: typeof tasks }).__historyBench = tasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * Scrolls the Activity list a view at a time (two frames apart), waiting at the end for the next
 * page, until `total` transactions are loaded and the end is drawn. Runs in the page: no named
 * inner functions (the bundler would wrap them in a helper the page does not have).
 */
async function scrollToEnd(list: HTMLElement, total: number): Promise<{ seen: number; maxDrawn: number }> {
  const seen = new Set<string>()
  let maxDrawn = 0
  const deadline = performance.now() + 600_000
  for (;;) {
    const rows = list.querySelectorAll('[data-testid="activity-item"]')
    maxDrawn = Math.max(maxDrawn, rows.length)
    rows.forEach((row) => seen.add(row.getAttribute('data-hash') ?? ''))
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 1
    if (atEnd && Number(list.dataset.count) >= total && list.getAttribute('aria-busy') !== 'true') return { seen: seen.size, maxDrawn }
    if (performance.now() > deadline) throw new Error(`history bench: stuck at ${list.dataset.count} of ${total}`)
    list.scrollTop += list.clientHeight
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }
}

/**
 * One run: the seeded account connected through the dev wallet on the demo, the Account view's
 * Activity tab opened (HTTP round trips and time to the first item), then the list scrolled
 * through all {@link HISTORY_TRANSFERS} transactions (long tasks, rows drawn).
 *
 * @example
 * const run = await measureHistoryRun(browser, demo.pageUrl(), rpcUrl, await seedHistoryAccount(rpcUrl))
 */
export async function measureHistoryRun(browser: Browser, url: string, rpcUrl: string, account: { key: string; address: string }): Promise<HistoryRun> {
  const context = await browser.newContext()
  try {
    const page: Page = await context.newPage()
    await page.addInitScript(recordLongTasks)
    let counting = false
    let historyRequests = 0
    /** The JSON-RPC methods of the first history requests (what page one cost, for the JSON file). */
    const firstPage: string[] = []
    page.on('request', (request) => {
      if (!counting || request.method() !== 'POST' || !request.url().startsWith(rpcUrl)) return
      const body = request.postData() ?? ''
      if (!HISTORY_METHODS.some((method) => body.includes(method))) return
      historyRequests++
      if (firstPage.length < 10) firstPage.push([...new Set(body.match(/"method":"[a-zA-Z_0-9]+"/g) ?? [])].join(' '))
    })
    await page.goto(url)
    await page.evaluate(`window.porticoDevWallet.setAccounts('${account.key}')`)
    await page.getByTestId('portico-connect-button').click({ timeout: STEP_TIMEOUT_MS })
    await page.getByRole('dialog').getByRole('button', { name: /Portico Dev Wallet/ }).click({ timeout: STEP_TIMEOUT_MS })
    await page.getByTestId('demo-status').filter({ hasText: /^connected$/ }).waitFor({ timeout: STEP_TIMEOUT_MS })
    // The modal closes once connected; the connect button then opens the Account view.
    const modal = page.getByRole('dialog')
    await modal.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS })
    await page.getByTestId('portico-connect-button').click()
    await modal.locator(`[data-testid="account-address"][title="${account.address}"]`).waitFor({ timeout: STEP_TIMEOUT_MS })
    await page.waitForLoadState('networkidle')

    counting = true
    const clickAt = await page.evaluate(() => performance.now())
    await modal.getByRole('tab', { name: 'Activity' }).click()
    const activity = modal.getByTestId('activity')
    await activity.getByTestId('activity-item').first().waitFor({ timeout: STEP_TIMEOUT_MS })
    const firstAt = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))))
    const firstPageRoundTrips = historyRequests

    const loadBefore = loadNow()
    const scrolled = await activity.evaluate(scrollToEnd, HISTORY_TRANSFERS)
    const doneAt = await page.evaluate(() => performance.now())
    const loadAfter = loadNow()
    const tasks = (await page.evaluate(() => (window as Window & { __historyBench?: { start: number; duration: number }[] }).__historyBench ?? [])).filter((task) => task.start >= clickAt)
    return {
      firstPageRoundTrips,
      firstPageMethods: firstPage.slice(0, firstPageRoundTrips),
      firstPageMs: firstAt - clickAt,
      scrollThroughMs: doneAt - firstAt,
      rowsSeen: scrolled.seen,
      maxRowsDrawn: scrolled.maxDrawn,
      laterRoundTrips: historyRequests - firstPageRoundTrips,
      longTasksOver50: tasks.filter((task) => task.duration > HISTORY_TARGETS.longTaskMs).length,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      scrollLongTasks: tasks.filter((task) => task.start >= firstAt && task.duration > HISTORY_TARGETS.longTaskMs).map((task) => ({ atMs: round(task.start - firstAt, 0), durationMs: round(task.duration, 0) })),
      load: { before: loadBefore, after: loadAfter },
    }
  } finally {
    await context.close()
  }
}

/**
 * Seeds an account with {@link HISTORY_TRANSFERS} transfers on the demo's devnet, measures one
 * run, prints it beside the issue's budgets and writes it to `file`. Reports only: a missed
 * budget is printed, never thrown.
 *
 * @example
 * await benchHistory(browser, demo.pageUrl(), rpcUrl, 'bench/history-results.json')
 */
export async function benchHistory(browser: Browser, url: string, rpcUrl: string, file: string): Promise<HistoryRun> {
  console.log(`bench: history: seeding an account with ${HISTORY_TRANSFERS} PUSDC transfers on the devnet...`)
  const seededAt = performance.now()
  const account = await seedHistoryAccount(rpcUrl)
  console.log(`bench: history: seeded ${account.address} in ${round((performance.now() - seededAt) / 1000, 1)} s`)
  const run = await measureHistoryRun(browser, url, rpcUrl, account)
  console.table({
    [`HTTP round trips for page one of Activity (budget ${HISTORY_TARGETS.firstPageRoundTrips})`]: { value: run.firstPageRoundTrips },
    'Activity tab click -> first item painted (ms)': { value: round(run.firstPageMs, 1) },
    [`scroll through all ${HISTORY_TRANSFERS} (ms, pages loading on the way)`]: { value: round(run.scrollThroughMs, 0) },
    'transactions drawn on the way (each once)': { value: run.rowsSeen },
    'most item rows in the DOM at once (virtualized)': { value: run.maxRowsDrawn },
    'history requests for the later pages': { value: run.laterRoundTrips },
    [`long tasks over ${HISTORY_TARGETS.longTaskMs} ms, click to end (budget 0)`]: { value: run.longTasksOver50 },
    'longest task (ms)': { value: round(run.longestTaskMs, 1) },
    [`long tasks over ${HISTORY_TARGETS.longTaskMs} ms while scrolling`]: { value: run.scrollLongTasks.length },
    'machine load (1/5/15 min) when the scroll began': { value: run.load.before.join(' / ') },
    'machine load (1/5/15 min) when it ended': { value: run.load.after.join(' / ') },
  })
  if (run.scrollLongTasks.length > 0) {
    const shown = run.scrollLongTasks.slice(0, 40)
    console.log(`bench: history: long tasks over ${HISTORY_TARGETS.longTaskMs} ms while scrolling (ms after the first item: duration ms)${run.scrollLongTasks.length > shown.length ? `, first ${shown.length}` : ''}:`)
    console.log(shown.map((task) => `${task.atMs}: ${task.durationMs}`).join(', '))
  }
  await writeFile(file, `${JSON.stringify({ transfers: HISTORY_TRANSFERS, targets: HISTORY_TARGETS, ...run }, null, 2)}\n`)
  return run
}
