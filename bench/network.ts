import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page, Request, Response } from '@playwright/test'

/** A script the page loaded, with its sizes in bytes and whether it was requested after the click. */
export type ScriptFile = { url: string; path: string; bytes: number; gzipBytes: number; afterClick: boolean }

/** Gzipped size of a body at level 9 (the static server sends it uncompressed). */
export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length
}

/** True for a request that leaves the page's own host (data: and blob: URLs never leave). */
export function isOutside(url: string, pageHostname: string): boolean {
  const parsed = new URL(url)
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false
  return parsed.hostname !== pageHostname
}

const isScript = (response: Response): boolean =>
  response.request().resourceType() === 'script' || /javascript/i.test(response.headers()['content-type'] ?? '')

/** Reads a script response's body and measures it. */
async function measureScript(response: Response, afterClick: boolean): Promise<ScriptFile> {
  const body = await response.body()
  const url = response.url()
  return { url, path: new URL(url).pathname, bytes: body.length, gzipBytes: gzipSize(body), afterClick }
}

/** Records what one page loads: every script body, and every request to another host. */
export type NetworkLog = {
  /** Every script response's measurements (waits for all bodies). */
  scripts(): Promise<ScriptFile[]>
  /** URLs of requests (and WebSockets) to hosts other than the page's. */
  outside: string[]
  /** The same, requested before the click. */
  outsideBeforeClick: string[]
  /** Call just before the click: later requests are tagged `afterClick`. */
  markClick(): void
}

/** Starts recording before the page navigates. `pageHostname` is the page's own host. */
export function recordNetwork(context: BrowserContext, page: Page, pageHostname: string): NetworkLog {
  const pending: Promise<ScriptFile>[] = []
  const outside: string[] = []
  const outsideBeforeClick: string[] = []
  const afterClick = new WeakSet<Request>()
  let clicked = false
  const noteOutside = (url: string) => {
    if (!isOutside(url, pageHostname)) return
    outside.push(url)
    if (!clicked) outsideBeforeClick.push(url)
  }
  context.on('request', (request) => {
    if (clicked) afterClick.add(request)
    noteOutside(request.url())
  })
  page.on('websocket', (socket) => noteOutside(socket.url()))
  page.on('response', (response) => {
    if (isScript(response)) pending.push(measureScript(response, afterClick.has(response.request())))
  })
  return { outside, outsideBeforeClick, scripts: () => Promise.all(pending), markClick: () => void (clicked = true) }
}
