import type { Page } from '@playwright/test'

/** A long task as the page saw it (ms on the page's performance timeline). */
export type LongTask = { start: number; duration: number }

/** When the wallet list appeared after the click (ms on the page's performance timeline). */
export type OpenTimes = {
  /** performance.now() in the first capturing `click` listener on document. */
  clickAt: number
  /** performance.now() in the first capturing `pointerdown` listener (Playwright's mouse down). */
  pointerDownAt: number | null
  /** The wallet row exists (and is rendered) in the modal's shadow root. */
  listAt: number
  /** The second animation frame after `listAt`: the row has been painted. */
  paintedAt: number
}

/** A resource the page loaded, from the Resource Timing API. */
export type ResourceEntry = { url: string; start: number }

/** What the probe keeps on `window.__porticoBench`. */
type ProbeState = { longTasks: LongTask[]; opened: Promise<OpenTimes> }
type ProbeWindow = Window & { __porticoBench?: ProbeState }

/**
 * Runs in the page before any of its scripts: records long tasks (buffered), and on the first
 * click watches the modal's shadow root until the wallet row named `rowName` is there, then
 * waits two animation frames (an approximation of the paint). Must stay self-contained: it is
 * serialized into the page.
 */
function installProbe(rowName: string): void {
  const state: ProbeState = { longTasks: [], opened: new Promise<OpenTimes>(() => undefined) }
  ;(window as ProbeWindow).__porticoBench = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })

  let pointerDownAt: number | null = null
  document.addEventListener('pointerdown', () => void (pointerDownAt ??= performance.now()), { capture: true })

  const findRow = (): boolean => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    if (!shadow) return false
    return Array.from(shadow.querySelectorAll('button')).some((button) => {
      const name = button.getAttribute('aria-label') ?? button.textContent ?? ''
      return name.includes(rowName) && button.checkVisibility()
    })
  }

  const watchOpen = (clickAt: number) =>
    new Promise<OpenTimes>((resolve) => {
      const observers: MutationObserver[] = []
      let watchedShadow: ShadowRoot | null = null
      let done = false
      const check = () => {
        const shadow = document.querySelector('portico-modal')?.shadowRoot ?? null
        if (shadow && shadow !== watchedShadow) {
          watchedShadow = shadow
          const onShadow = new MutationObserver(check)
          onShadow.observe(shadow, { childList: true, subtree: true, attributes: true, characterData: true })
          observers.push(onShadow)
        }
        if (done || !findRow()) return
        done = true
        const listAt = performance.now()
        for (const observer of observers) observer.disconnect()
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve({ clickAt, pointerDownAt, listAt, paintedAt: performance.now() })),
        )
      }
      // The modal element may be inserted by the click itself: watch the document for it too.
      const onDocument = new MutationObserver(check)
      onDocument.observe(document.documentElement, { childList: true, subtree: true })
      observers.push(onDocument)
      check()
    })

  let clicked = false
  document.addEventListener(
    'click',
    () => {
      if (clicked) return
      clicked = true
      state.opened = watchOpen(performance.now())
    },
    { capture: true },
  )
}

/**
 * Installs the probe in every document of the page. tsx compiles with esbuild's keepNames,
 * which wraps named functions in `__name(...)`; the page has no such helper, so one is given.
 */
export async function addProbe(page: Page, rowName: string): Promise<void> {
  await page.addInitScript({ content: `(() => { const __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(rowName)}) })()` })
}

/** Runs a self-contained function in the page (with the same `__name` shim) and returns its result. */
async function inPage<T>(page: Page, fn: () => T | Promise<T>): Promise<T> {
  return (await page.evaluate(`(() => { const __name = (f) => f; return (${fn.toString()})() })()`)) as T
}

/** Waits until the wallet list is painted after the click; throws after `timeoutMs`. */
export async function waitForOpen(page: Page, timeoutMs: number): Promise<OpenTimes> {
  const opened = inPage(page, () => {
    const state = (window as ProbeWindow).__porticoBench
    if (!state) throw new Error('the benchmark probe is not installed')
    return state.opened
  })
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the wallet list did not appear within ${timeoutMs} ms of the click`)), timeoutMs)
  })
  try {
    return await Promise.race([opened, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** The long tasks seen so far. */
export function readLongTasks(page: Page): Promise<LongTask[]> {
  return inPage(page, () => (window as ProbeWindow).__porticoBench?.longTasks ?? [])
}

/** Every resource the page loaded, with its start time. */
export function readResources(page: Page): Promise<ResourceEntry[]> {
  return inPage(page, () =>
    performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
  )
}
