import { setTimeout as sleep } from 'node:timers/promises'
import type { Browser, BrowserContext } from '@playwright/test'
import { FRAME_DELAY_MS, FRAME_ORIGIN, HOST_BUTTON, KB, QUIET_MS, STEP_TIMEOUT_MS, WALLET_LIST } from './config'
import { recordNetwork } from './network'
import { addProbe, readLongTasks, waitForOpen, waitForSettled, waitForUsable } from './probe'
import { heapAfterGc } from './run'

/** The numbers of one host-app run, in the table order. */
export type HostMetrics = {
  /** Scripts requested before the click, gzipped. */
  jsBeforeClickKb: number
  /** Click (the page's own click event) -> the wallet list rendered and painted. */
  clickToListMs: number
  /** Click -> the dialog settled: its last change (DOM or animation) before a quiet spell. */
  clickToSettledMs: number
  /** Navigation start -> the connect button in the page, rendered and enabled. */
  loadToUsableMs: number
  /** Script files requested before the click. */
  jsFilesBeforeClick: number
  /** JS heap after the dialog settled, after a forced garbage collection. */
  heapMb: number
  /** Long tasks from navigation until the dialog settled. */
  longTasks: number
  /** Requests to other hosts before the click. */
  outsideBeforeClick: number
}
export type HostMetricId = keyof HostMetrics

/** One run, with what explains its numbers. */
export type HostRun = { metrics: HostMetrics; scriptsBeforeClick: string[]; outsideBeforeClick: string[] }

/** Answers the wallet frame's origin after {@link FRAME_DELAY_MS}, with a page that never gets ready. */
async function slowFrame(context: BrowserContext): Promise<void> {
  await context.route(`${FRAME_ORIGIN}/**`, async (route) => {
    await sleep(FRAME_DELAY_MS)
    // The context may have closed meanwhile.
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>wallet frame</title>' }).catch(() => undefined)
  })
}

/**
 * One run in a fresh browser context (empty cache, no storage): open the page, click the connect
 * button with the mouse as soon as it is usable, wait for the wallet list and for the dialog to
 * settle, and read the numbers.
 */
export async function measureHostRun(browser: Browser, url: string): Promise<HostRun> {
  const context = await browser.newContext()
  try {
    await slowFrame(context)
    const page = await context.newPage()
    const network = recordNetwork(context, page, new URL(url).hostname)
    await addProbe(page, { list: { selector: WALLET_LIST }, button: HOST_BUTTON, quietMs: QUIET_MS })
    await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS })
    const usable = await waitForUsable(page, STEP_TIMEOUT_MS)
    network.markClick()
    await page.mouse.click(usable.x, usable.y)
    const open = await waitForOpen(page, STEP_TIMEOUT_MS)
    const settledAt = await waitForSettled(page, STEP_TIMEOUT_MS)
    const [tasks, heapMb, files] = await Promise.all([readLongTasks(page), heapAfterGc(page), network.scripts()])
    const beforeClick = files.filter((file) => !file.afterClick)
    return {
      metrics: {
        jsBeforeClickKb: beforeClick.reduce((sum, file) => sum + file.gzipBytes, 0) / KB,
        clickToListMs: open.paintedAt - open.clickAt,
        clickToSettledMs: settledAt - open.clickAt,
        loadToUsableMs: usable.usableAt,
        jsFilesBeforeClick: beforeClick.length,
        heapMb,
        longTasks: tasks.filter((task) => task.start < settledAt).length,
        outsideBeforeClick: network.outsideBeforeClick.length,
      },
      scriptsBeforeClick: beforeClick.map((file) => file.path),
      outsideBeforeClick: [...network.outsideBeforeClick],
    }
  } finally {
    await context.close()
  }
}
