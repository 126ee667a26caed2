import type { Page } from '@playwright/test'

/** A long task as the page saw it (ms on the page's performance timeline). */
export type LongTask = { start: number; duration: number }

/** When the connect button could first be clicked (ms on the page's performance timeline). */
export type UsableTimes = {
  /** The button is in the page, rendered and enabled. */
  usableAt: number
  /** Its center, in CSS pixels of the viewport, for a real mouse click. */
  x: number
  y: number
}

/** When the wallet list appeared after the click (ms on the page's performance timeline). */
export type OpenTimes = {
  /** performance.now() in the first capturing `click` listener on document. */
  clickAt: number
  /** performance.now() in the first capturing `pointerdown` listener (Playwright's mouse down). */
  pointerDownAt: number | null
  /** The wallet list exists and is rendered (in the document or the modal's shadow root). */
  listAt: number
  /** The second animation frame after `listAt`: the list has been painted. */
  paintedAt: number
}

/** A resource the page loaded, from the Resource Timing API. */
export type ResourceEntry = { url: string; start: number }

/** What the probe looks for. */
export type ProbeOptions = {
  /**
   * The element whose appearance after the click ends the click -> list measure: the first
   * rendered match of `selector` whose accessible name (aria-label, else text) contains `name`.
   */
  list: { selector: string; name?: string }
  /** The connect button: the moment it is first usable is recorded. */
  button: string
  /**
   * The dialog counts as settled once nothing in it has changed (no DOM mutation, no running
   * animation or transition) for this long; it settled when the last change ended.
   */
  quietMs: number
}

/** What the probe keeps on `window.__porticoBench`. */
type ProbeState = { longTasks: LongTask[]; usable: Promise<UsableTimes>; opened: Promise<OpenTimes>; settled: Promise<number> }
type ProbeWindow = Window & { __porticoBench?: ProbeState }

/**
 * Runs in the page before any of its scripts: records long tasks (buffered) and when the connect
 * button is first usable; on the first click, watches the document and the modal's shadow root
 * until the wallet list is rendered, then waits two animation frames (an approximation of the
 * paint), and follows the dialog until it has settled. Must stay self-contained: it is
 * serialized into the page.
 */
function installProbe(options: ProbeOptions): void {
  const pending = <T,>() => new Promise<T>(() => undefined)
  const state: ProbeState = { longTasks: [], usable: pending(), opened: pending(), settled: pending() }
  ;(window as ProbeWindow).__porticoBench = state
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })

  /** The document and the shadow roots of the modal elements: where the UI can be. */
  const roots = (): (Document | ShadowRoot)[] => [
    document,
    ...Array.from(document.querySelectorAll('portico-modal'), (host) => host.shadowRoot).filter((root): root is ShadowRoot => root !== null),
  ]
  const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent ?? ''
  const findList = (): boolean =>
    roots().some((root) =>
      Array.from(root.querySelectorAll(options.list.selector)).some(
        (element) => (options.list.name === undefined || nameOf(element).includes(options.list.name)) && element.checkVisibility(),
      ),
    )
  /** Calls `check` on every DOM change in the document and in modal shadow roots (also ones made later) until it returns true. */
  const watch = (check: () => boolean) => {
    const observers: MutationObserver[] = []
    const watched = new Set<Node>()
    const run = () => {
      for (const root of roots()) {
        if (watched.has(root)) continue
        watched.add(root)
        const observer = new MutationObserver(run)
        observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true })
        observers.push(observer)
      }
      if (check()) for (const observer of observers) observer.disconnect()
    }
    run()
  }

  state.usable = new Promise<UsableTimes>((resolve) => {
    let done = false
    const start = () =>
      watch(() => {
        if (done) return true
        const button = document.querySelector(options.button)
        if (!(button instanceof HTMLElement) || (button as HTMLButtonElement).disabled || !button.checkVisibility()) return false
        done = true
        const rect = button.getBoundingClientRect()
        resolve({ usableAt: performance.now(), x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 })
        return true
      })
    if (document.documentElement) start()
    else document.addEventListener('readystatechange', start, { once: true })
  })

  let pointerDownAt: number | null = null
  document.addEventListener('pointerdown', () => void (pointerDownAt ??= performance.now()), { capture: true })

  const watchOpen = (clickAt: number) =>
    new Promise<OpenTimes>((resolve) => {
      let done = false
      watch(() => {
        if (done) return true
        if (!findList()) return false
        done = true
        const listAt = performance.now()
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ clickAt, pointerDownAt, listAt, paintedAt: performance.now() })))
        return true
      })
    })

  /**
   * A change to the dialog: within an element with role=dialog, or to an element holding one (its
   * overlay). Hidden work elsewhere in the modal's shadow root (a font warm-up sample) is not.
   */
  const inDialog = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement
    return element !== null && (element.closest('[role="dialog"]') !== null || element.querySelector('[role="dialog"]') !== null)
  }
  const watchSettled = (since: number) =>
    new Promise<number>((resolve) => {
      let lastChange = since
      const observers: MutationObserver[] = []
      const watched = new Set<Node>()
      const frame = (frameTime: number) => {
        const now = performance.now()
        for (const root of roots()) {
          if (!watched.has(root)) {
            watched.add(root)
            const observer = new MutationObserver((records) => {
              if (records.some((record) => inDialog(record.target) || Array.from(record.addedNodes).some(inDialog))) lastChange = performance.now()
            })
            observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true })
            observers.push(observer)
          }
          for (const animation of root.getAnimations()) {
            const target = (animation.effect as KeyframeEffect | null)?.target
            if (animation.playState !== 'running' || !target || !inDialog(target)) continue
            const end = animation.effect?.getComputedTiming().endTime
            const elapsed = animation.currentTime
            // A finite animation ends when its remaining time has run from this frame's time
            // (its current time was sampled at that frame; the callback itself may run several
            // ms later when the main thread is busy, and an animation waiting to start reads 0
            // on frames already past); an endless one (a spinner) keeps the dialog busy.
            const finite = typeof end === 'number' && Number.isFinite(end) && typeof elapsed === 'number'
            lastChange = Math.max(lastChange, finite ? frameTime + (end - elapsed) / Math.abs(animation.playbackRate || 1) : now)
          }
        }
        if (now - lastChange < options.quietMs) return void requestAnimationFrame(frame)
        for (const observer of observers) observer.disconnect()
        resolve(lastChange)
      }
      requestAnimationFrame(frame)
    })

  let clicked = false
  document.addEventListener(
    'click',
    () => {
      if (clicked) return
      clicked = true
      const clickAt = performance.now()
      state.opened = watchOpen(clickAt)
      state.settled = state.opened.then((open) => watchSettled(open.listAt))
    },
    { capture: true },
  )
}

/**
 * Installs the probe in every document of the page. tsx compiles with esbuild's keepNames,
 * which wraps named functions in `__name(...)`; the page has no such helper, so one is given.
 */
export async function addProbe(page: Page, options: ProbeOptions): Promise<void> {
  await page.addInitScript({ content: `(() => { const __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(options)}) })()` })
}

/** Runs a self-contained function in the page (with the same `__name` shim) and returns its result. */
async function inPage<T>(page: Page, fn: () => T | Promise<T>): Promise<T> {
  return (await page.evaluate(`(() => { const __name = (f) => f; return (${fn.toString()})() })()`)) as T
}

/** Waits for one of the probe's promises; throws `message` after `timeoutMs`. */
async function waitForProbe<K extends 'usable' | 'opened' | 'settled'>(page: Page, key: K, timeoutMs: number, message: string): Promise<Awaited<ProbeState[K]>> {
  const value = page.evaluate((name: string): unknown => {
    const state = (window as ProbeWindow).__porticoBench
    if (!state) throw new Error('the benchmark probe is not installed')
    return state[name as keyof ProbeState]
  }, key)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs)
  })
  try {
    return (await Promise.race([value, timeout])) as Awaited<ProbeState[K]>
  } finally {
    clearTimeout(timer)
  }
}

/** Waits until the connect button is usable; throws after `timeoutMs`. */
export function waitForUsable(page: Page, timeoutMs: number): Promise<UsableTimes> {
  return waitForProbe(page, 'usable', timeoutMs, `the connect button was not usable within ${timeoutMs} ms`)
}

/** Waits until the wallet list is painted after the click; throws after `timeoutMs`. */
export function waitForOpen(page: Page, timeoutMs: number): Promise<OpenTimes> {
  return waitForProbe(page, 'opened', timeoutMs, `the wallet list did not appear within ${timeoutMs} ms of the click`)
}

/** Waits until the dialog has settled after the click (see {@link ProbeOptions.quietMs}); throws after `timeoutMs`. */
export function waitForSettled(page: Page, timeoutMs: number): Promise<number> {
  return waitForProbe(page, 'settled', timeoutMs, `the dialog did not settle within ${timeoutMs} ms of the click`)
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
