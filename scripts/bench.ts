// `npm run bench`: builds the demo host for production, serves it with the local services, and
// measures in the system Chromium (median of fresh runs): JS bytes before the click and by the
// time the wallet list is visible, click -> wallet list painted, total blocking time, JS heap
// after open, and requests to other hosts. Prints a table and writes bench/results.json.
// Then the host apps: the package built and packed, installed into the README's quick start
// outside the repository, built with Vite as a plain React page, with the theme plugin only and
// with the full default set (portico/presets, the wallet frame answering after 2 s), measured
// in turns with the click as soon as the button is usable (bench/host-results.json).
// Then the Activity of an account with 10,000 transfers on the devnet: HTTP round trips for page
// one and long tasks while the list scrolls through all of them (bench/history-results.json).
// `--only demo|hosts|history` runs one part. Reports only: a missed target never fails the process; an
// error does.
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import { parseBenchArgs } from '../bench/args'
import { benchBalances } from '../bench/balances'
import { launchChromium } from '../bench/browser'
import { Cleanup } from '../bench/cleanup'
import { startDemo, type ServedDemo } from '../bench/demo'
import { benchHostApps, startHostApps } from '../bench/hostApps'
import { benchHistory } from '../bench/history'
import { buildReport, printReport, writeReport } from '../bench/report'
import { measureRun, type RunResult } from '../bench/run'
import { benchWalletConnect } from '../bench/walletconnect'

const RESULTS_FILE = fileURLToPath(new URL('../bench/results.json', import.meta.url))
const BALANCES_RESULTS_FILE = fileURLToPath(new URL('../bench/balances-results.json', import.meta.url))
const WALLETCONNECT_RESULTS_FILE = fileURLToPath(new URL('../bench/walletconnect-results.json', import.meta.url))
const HOST_RESULTS_FILE = fileURLToPath(new URL('../bench/host-results.json', import.meta.url))
const HISTORY_RESULTS_FILE = fileURLToPath(new URL('../bench/history-results.json', import.meta.url))

/** One run; if it fails because another process rebuilt hosts/demo/dist meanwhile, one retry. */
async function measureOnce(browser: Browser, demo: ServedDemo): Promise<RunResult> {
  await demo.restartIfRebuilt()
  try {
    return await measureRun(browser, demo.pageUrl())
  } catch (error) {
    if (!(await demo.restartIfRebuilt())) throw error
    return measureRun(browser, demo.pageUrl())
  }
}

/** Runs the measurement `count` times, each in a fresh browser context. */
async function measureRuns(browser: Browser, demo: ServedDemo, count: number): Promise<RunResult[]> {
  const results: RunResult[] = []
  for (let index = 1; index <= count; index++) {
    const result = await measureOnce(browser, demo)
    const { jsBeforeClickKb, clickToListMs, totalBlockingMs } = result.metrics
    console.log(`bench: run ${index}/${count}: ${jsBeforeClickKb.toFixed(1)} kB before click, ${clickToListMs.toFixed(1)} ms to list, TBT ${totalBlockingMs.toFixed(0)} ms`)
    results.push(result)
  }
  return results
}

/** The demo part: the demo's table, then balances and WalletConnect. */
async function benchDemo(demo: ServedDemo, browser: Browser, runs: number): Promise<void> {
  const results = await measureRuns(browser, demo, runs)
  const report = buildReport(results, { url: demo.pageUrl(), browser: `Chromium ${browser.version()}`, composition: demo.composition })
  printReport(report)
  await writeReport(report, RESULTS_FILE)
  console.log(`\nbench: results written to ${RESULTS_FILE}`)
  // Balances: Account view ready after connect, and HTTP requests for 20 token balances (target 1).
  await demo.restartIfRebuilt()
  await benchBalances(browser, demo.pageUrl(), runs, BALANCES_RESULTS_FILE)
  console.log(`bench: balance results written to ${BALANCES_RESULTS_FILE}`)
  // WalletConnect: click -> QR visible, and the JS that click loads (the SDK comes on first use).
  await demo.restartIfRebuilt()
  await benchWalletConnect(browser, demo.pageUrl(), runs, WALLETCONNECT_RESULTS_FILE)
  console.log(`bench: walletconnect results written to ${WALLETCONNECT_RESULTS_FILE}`)
}

/** The benchmark; everything it starts is registered with `cleanup`. */
async function main(cleanup: Cleanup): Promise<void> {
  const { runs, hostRuns, parts } = parseBenchArgs(process.argv.slice(2))
  // The host apps first, before the demo's local services run beside them.
  const hosts = parts.includes('hosts') ? await startHostApps(cleanup) : []
  const browser = await launchChromium()
  cleanup.add('Chromium', () => browser.close())
  if (parts.includes('hosts')) {
    await benchHostApps(browser, hosts, hostRuns, HOST_RESULTS_FILE)
    console.log(`bench: host app results written to ${HOST_RESULTS_FILE}`)
  }
  const demo = parts.includes('demo') || parts.includes('history') ? await startDemo(cleanup) : undefined
  if (demo && parts.includes('demo')) await benchDemo(demo, browser, runs)
  if (demo && parts.includes('history')) {
    // Issue 16: Activity of an account with 10,000 transfers on the devnet (round trips, long tasks while scrolling).
    await demo.restartIfRebuilt()
    const devnet = demo.config.chains.find((chain) => chain.chainId === 31337)
    if (!devnet) throw new Error('bench: the demo services run no devnet (chain 31337)')
    await benchHistory(browser, demo.pageUrl(), devnet.rpcUrl, HISTORY_RESULTS_FILE)
    console.log(`bench: history results written to ${HISTORY_RESULTS_FILE}`)
  }
}

const cleanup = new Cleanup()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup.run().finally(() => process.exit(130)))
}
try {
  await main(cleanup)
} catch (error) {
  console.error('bench: failed:', error)
  process.exitCode = 1
} finally {
  await cleanup.run()
}
