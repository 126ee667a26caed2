/** How often the frame says READY again while the parent has not spoken. */
export const READY_REPEAT_MS = 500
/** Repeats at most: 30 s, the parent's own wait for READY (FRAME_LOAD_TIMEOUT_MS). */
export const READY_REPEATS = 60

/**
 * Says READY to the parent now and again every {@link READY_REPEAT_MS} until the returned
 * `heard()` is called (the parent's first valid message: it got READY). Why repeat: Chromium
 * loses a postMessage from a cross-origin iframe to its parent that is in flight while the
 * parent opens a popup (the social login's `window.open` in the click). The parent never got
 * that READY and gave up 5 s after the frame's load (seen in about 1 of 10 social e2e runs on a
 * loaded machine; none with the repeat). The parent takes any number of READY events.
 *
 * @example
 * const ready = announceReady(() => post({ kind: 'event', type: 'READY', payload }))
 * window.addEventListener('message', () => ready.heard())
 */
export function announceReady(say: () => void, timing: { intervalMs: number; times: number } = { intervalMs: READY_REPEAT_MS, times: READY_REPEATS }): { heard(): void } {
  let said = 0
  say()
  const timer = setInterval(() => {
    said += 1
    say()
    if (said >= timing.times) clearInterval(timer)
  }, timing.intervalMs)
  return { heard: () => clearInterval(timer) }
}
