import { writeFile } from 'node:fs/promises'
import type { Browser } from '@playwright/test'
import { KB, STEP_TIMEOUT_MS } from './config'
import { recordNetwork } from './network'
import { round, summarize, type Summary } from './stats'

/** One run of the WalletConnect benchmark. */
export type WalletConnectRun = {
  /** Click on the WalletConnect row -> QR image visible, in ms (measured from Node: includes the click round trip). */
  clickToQrMs: number
  /** JS requested after that click (universal-provider, the view, qrcode), gzipped kB. */
  jsLoadedKb: number
  /** The script paths loaded after the click. */
  scripts: string[]
  /** Requests to hosts other than the page's during the run. */
  outsideRequests: string[]
}

/**
 * Opens the modal on the demo (no browser wallet), clicks WalletConnect and waits for the QR
 * image; reports the time and the JS the click loaded (the SDK is fetched on first use).
 *
 * @example
 * const run = await measureWalletConnectRun(browser, demo.pageUrl())
 */
export async function measureWalletConnectRun(browser: Browser, url: string): Promise<WalletConnectRun> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const target = new URL(url)
    target.searchParams.set('wallet', 'none')
    const network = recordNetwork(context, page, target.hostname)
    await page.goto(target.toString(), { waitUntil: 'load', timeout: STEP_TIMEOUT_MS })
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS })
    await page.getByTestId('portico-connect-button').click({ timeout: STEP_TIMEOUT_MS })
    const row = page.getByRole('dialog').getByRole('button', { name: /WalletConnect/ }).first()
    await row.waitFor({ timeout: STEP_TIMEOUT_MS })
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS })
    network.markClick()
    const start = performance.now()
    await row.click()
    await page.getByTestId('wc-qr').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
    const clickToQrMs = performance.now() - start
    await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS })
    const after = (await network.scripts()).filter((file) => file.afterClick)
    return {
      clickToQrMs,
      jsLoadedKb: after.reduce((sum, file) => sum + file.gzipBytes, 0) / KB,
      scripts: after.map((file) => file.path),
      outsideRequests: network.outside,
    }
  } finally {
    await context.close()
  }
}

/** Runs {@link measureWalletConnectRun} `runs` times, prints the medians and writes `file`. */
export async function benchWalletConnect(browser: Browser, url: string, runs: number, file: string): Promise<{ clickToQrMs: Summary; jsLoadedKb: Summary }> {
  const results: WalletConnectRun[] = []
  for (let index = 1; index <= runs; index++) {
    const run = await measureWalletConnectRun(browser, url)
    console.log(`bench: walletconnect run ${index}/${runs}: ${run.clickToQrMs.toFixed(1)} ms to QR, ${run.jsLoadedKb.toFixed(1)} kB JS loaded`)
    results.push(run)
  }
  const clickToQrMs = summarize(results.map((r) => r.clickToQrMs))
  const jsLoadedKb = summarize(results.map((r) => r.jsLoadedKb))
  console.table({
    'click WalletConnect -> QR visible (ms)': { median: round(clickToQrMs.median, 1), min: round(clickToQrMs.min, 1), max: round(clickToQrMs.max, 1) },
    'JS loaded by the click (kB gzip)': { median: round(jsLoadedKb.median, 1), min: round(jsLoadedKb.min, 1), max: round(jsLoadedKb.max, 1) },
  })
  const outside = [...new Set(results.flatMap((r) => r.outsideRequests))]
  if (outside.length) console.log(`bench: walletconnect requests to other hosts: ${outside.join(', ')}`)
  await writeFile(file, `${JSON.stringify({ runs, clickToQrMs, jsLoadedKb, scripts: results[0]?.scripts ?? [], outsideRequests: outside }, null, 2)}\n`)
  return { clickToQrMs, jsLoadedKb }
}
