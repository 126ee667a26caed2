import type { Browser, Page } from '@playwright/test'
import { CONNECT_BUTTON, DEV_WALLET_PATH, KB, QUIET_MS, SETTLE_MS, STEP_TIMEOUT_MS, WALLET_ROW_NAME, type MetricId } from './config'
import { recordNetwork, type ScriptFile } from './network'
import { addProbe, readLongTasks, readResources, waitForOpen, type LongTask, type OpenTimes, type ResourceEntry } from './probe'

/** A script file and when it started loading relative to the click. */
export type TimedScript = ScriptFile & { phase: 'beforeClick' | 'duringOpen' | 'afterList' }

/** Everything one fresh run measured. */
export type RunResult = {
  metrics: Record<MetricId, number>
  /** Portico's scripts (the dev wallet left out), each with its phase. */
  scripts: TimedScript[]
  /** The dev wallet fixture's script(s), reported apart. */
  devWallet: ScriptFile[]
  outsideRequests: string[]
  open: OpenTimes
  /** Long tasks up to the end of the settle window (for the JSON file: where the blocking was). */
  longTasks: LongTask[]
}

/** Sum of (duration - 50 ms) of the long tasks that start before `until`. */
export function totalBlockingTime(tasks: readonly LongTask[], until: number): number {
  return tasks.filter((task) => task.start < until).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
}

/**
 * When a script was requested: before the click (seen by Playwright before it clicked; the page
 * was idle by then), or after it, split at the painted list by the page's Resource Timing.
 * A post-click script with no timing entry counts as loaded during the open (the worse case).
 */
function phaseOf(file: ScriptFile, resources: readonly ResourceEntry[], open: OpenTimes): TimedScript['phase'] {
  if (!file.afterClick) return 'beforeClick'
  const entry = resources.find((resource) => resource.url === file.url)
  return entry === undefined || entry.start <= open.paintedAt ? 'duringOpen' : 'afterList'
}

const sumKb = (files: readonly ScriptFile[]): number => files.reduce((sum, file) => sum + file.gzipBytes, 0) / KB

/** JS heap in use after a forced garbage collection, in MB. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / (KB * KB)
  } finally {
    await cdp.detach()
  }
}

/** Loads the page the way a visitor does: load event, then the network goes idle. */
async function loadPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS })
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS })
}

/**
 * One run in a fresh browser context (empty cache, no storage): load, click the connect
 * button, wait for the wallet list to be painted and then `SETTLE_MS`, and read the numbers.
 */
export async function measureRun(browser: Browser, url: string): Promise<RunResult> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const network = recordNetwork(context, page, new URL(url).hostname)
    await addProbe(page, { list: { selector: 'button', name: WALLET_ROW_NAME }, button: CONNECT_BUTTON, quietMs: QUIET_MS })
    await loadPage(page, url)
    const button = page.locator(CONNECT_BUTTON)
    await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
    network.markClick()
    await button.click({ timeout: STEP_TIMEOUT_MS })
    const open = await waitForOpen(page, STEP_TIMEOUT_MS)
    await page.waitForTimeout(SETTLE_MS)
    const [tasks, resources, heapMb, files] = await Promise.all([readLongTasks(page), readResources(page), heapAfterGc(page), network.scripts()])
    const devWallet = files.filter((file) => file.path === DEV_WALLET_PATH)
    const scripts = files.filter((file) => file.path !== DEV_WALLET_PATH).map((file) => ({ ...file, phase: phaseOf(file, resources, open) }))
    const beforeClick = scripts.filter((file) => file.phase === 'beforeClick')
    const atList = scripts.filter((file) => file.phase !== 'afterList')
    return {
      metrics: {
        jsBeforeClickKb: sumKb(beforeClick),
        jsAtListKb: sumKb(atList),
        clickToListMs: open.paintedAt - open.clickAt,
        clickToRowMs: open.listAt - open.clickAt,
        totalBlockingMs: totalBlockingTime(tasks, open.paintedAt + SETTLE_MS),
        heapMb,
        outsideRequests: network.outside.length,
        devWalletKb: sumKb(devWallet),
      },
      scripts,
      devWallet,
      outsideRequests: [...network.outside],
      open,
      longTasks: tasks.filter((task) => task.start < open.paintedAt + SETTLE_MS),
    }
  } finally {
    await context.close()
  }
}
