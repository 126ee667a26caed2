/**
 * Clickjacking guard of the approval panel. The panel lives in an iframe the host page places,
 * sizes and styles: a hostile or compromised host could cover it with a decoy, make it
 * transparent, or slide it under the visitor's pointer just before a click. An approval counts
 * only when
 * - the event is trusted (a real input, never a script's `dispatchEvent`);
 * - the panel has been visible without interruption for {@link MIN_VISIBLE_MS}: the clock
 *   restarts when the panel appears, when the frame is resized (the host moved or resized it),
 *   when the tab becomes visible again, and when the panel becomes visible again;
 * - where the browser has IntersectionObserver v2 (`trackVisibility`), the browser itself
 *   vouches that the panel is fully on screen, unoccluded, opaque and untransformed;
 * - the panel's layout lets the visitor read the request (`layout`, issue 14): the frame has its
 *   minimum size, the summary and the "Requested by" line are in view, and the details have been
 *   seen to their end (approval.ts);
 * - a pointer click started (pointerdown) while all of the above held, and the pointer moved
 *   inside the frame (a pointermove to another screen position than the frame's previous pointer
 *   event) since the clock last started and within {@link RECENT_MOVE_MS} of the press: a frame
 *   slid under a still pointer sees no such move, even if the browser sends it a synthetic one;
 *   the frame moving on the screen, seen as a change of its screen offset between two pointer
 *   events, restarts the clock;
 * - a keyboard activation needs the frame to have held focus for {@link MIN_VISIBLE_MS} too;
 * - where the browser cannot vouch for visibility (no IntersectionObserver v2: Firefox, Safari
 *   today), the visitor types a short random code shown in the panel (issue 14): a frame the
 *   host made transparent, or covered, shows the visitor nothing to type, and the host, on
 *   another origin, cannot read the code.
 */

/** How long the panel must have been visible, unmoved and unobscured before an approval counts. */
export const MIN_VISIBLE_MS = 500
/** A pointer click counts only after a pointer move inside the frame this recently. */
export const RECENT_MOVE_MS = 3_000
/** IntersectionObserver v2's delay between visibility samples (its minimum is 100 ms). */
export const VISIBILITY_SAMPLE_MS = 100

/** Why the panel's layout does not let the visitor read the whole request. */
export type LayoutRefusal = 'too-small' | 'details-unseen'

/** Why an activation was refused. */
export type GuardRefusal = 'untrusted' | 'not-visible' | LayoutRefusal | 'too-soon' | 'press-before-ready' | 'no-pointer-move' | 'focus-too-recent' | 'code-mismatch'

/** Letters and digits of a confirmation code: no 0/O, 1/I/L look-alikes. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** Length of the confirmation code typed where visibility cannot be verified. */
export const CONFIRMATION_CODE_LENGTH = 4

/** A random confirmation code from the CSPRNG, without modulo bias. */
export function createConfirmationCode(win: Pick<Window, 'crypto'> = globalThis): string {
  let code = ''
  const limit = 256 - (256 % CODE_ALPHABET.length)
  while (code.length < CONFIRMATION_CODE_LENGTH) {
    const [byte = 255] = win.crypto.getRandomValues(new Uint8Array(1))
    if (byte < limit) code += CODE_ALPHABET[byte % CODE_ALPHABET.length]
  }
  return code
}

/** The visibility facts the guard needs about one observation of the panel. */
export type VisibilitySample = { isIntersecting: boolean; intersectionRatio: number; isVisible?: boolean | undefined }

/** Starts observing `target`; calls back with each sample; returns the stop function. */
export type ObserveVisibility = (target: Element, onSample: (sample: VisibilitySample) => void) => () => void

/** The parts of an input event the guard reads (structural, so tests can pass plain objects). */
export type GuardEvent = { isTrusted: boolean; detail?: number }
/** A pointer event (pointermove, pointerdown): screen minus client is where the frame sits on the screen. */
export type GuardPointer = { type: string; isTrusted: boolean; screenX: number; screenY: number; clientX: number; clientY: number }

/** Options of {@link createClickGuard}. */
export type ClickGuardOptions = {
  /** The panel whose visibility counts. */
  target: Element
  /** The frame's window (resize, focus, visibility events). */
  window: Window
  minVisibleMs?: number
  now?: () => number
  /** How visibility is observed; default IntersectionObserver (v2 where the browser has it). */
  observe?: ObserveVisibility | undefined
  /** Whether `observe` reports `isVisible` (IntersectionObserver v2); default detected. */
  tracksVisibility?: boolean
  /** Called whenever the ready state flips (the panel shows it to the visitor and the tests). */
  onReadyChange?: (ready: boolean) => void
  /** Whether the panel's layout shows the whole request (undefined) or why not; default always shown. */
  layout?: () => LayoutRefusal | undefined
}

/** A live guard for one showing of the panel. */
export type ClickGuard = {
  /** True when an approval click that starts now would count. */
  ready(): boolean
  /** Records a pointerdown on the panel (the start of a click). */
  notePress(event: GuardEvent): void
  /** Records a pointer move or press inside the frame (the guard listens on its window itself). */
  notePointer(event: GuardPointer): void
  /** Re-evaluates the ready state after the panel's layout may have changed (a scroll). */
  refresh(): void
  /**
   * The code the visitor must type before approving, where the browser cannot vouch for the
   * panel's visibility (no IntersectionObserver v2); undefined where it can.
   */
  readonly confirmationCode: string | undefined
  /** Checks one activation (a click) and what the visitor typed; undefined when it counts, else why not. */
  check(event: GuardEvent, typed?: string): GuardRefusal | undefined
  /** Removes every listener, observer and timer. */
  destroy(): void
}

/** Whether this browser has IntersectionObserver v2 (`isVisible` on entries). */
export function hasVisibilityTracking(win: Window): boolean {
  const scope = win as Window & { IntersectionObserver?: unknown; IntersectionObserverEntry?: { prototype: object } }
  return typeof scope.IntersectionObserver === 'function' && scope.IntersectionObserverEntry !== undefined && 'isVisible' in scope.IntersectionObserverEntry.prototype
}

/** The default observer: IntersectionObserver, with `trackVisibility` where supported. */
export function intersectionObserve(win: Window): ObserveVisibility | undefined {
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver
  if (typeof Observer !== 'function') return undefined
  const v2 = hasVisibilityTracking(win)
  return (target, onSample) => {
    const init = { threshold: [0, 0.99, 1], ...(v2 ? { trackVisibility: true, delay: VISIBILITY_SAMPLE_MS } : {}) }
    const observer = new Observer((entries: IntersectionObserverEntry[]) => {
      for (const entry of entries) onSample(entry as IntersectionObserverEntry & { isVisible?: boolean })
    }, init)
    observer.observe(target)
    return () => observer.disconnect()
  }
}

/**
 * Creates the guard for one showing of the panel (call when the panel appears; destroy when it
 * goes). See the file's header for the rules.
 *
 * @example
 * const guard = createClickGuard({ target: panel, window, onReadyChange: (ready) => (approve.ariaDisabled = String(!ready)) })
 * approve.addEventListener('pointerdown', (event) => guard.notePress(event))
 * approve.addEventListener('click', (event) => guard.check(event) === undefined && finish(true))
 */
export function createClickGuard(options: ClickGuardOptions): ClickGuard {
  const { target, window: win } = options
  const minVisibleMs = options.minVisibleMs ?? MIN_VISIBLE_MS
  const now = options.now ?? (() => win.performance.now())
  const observe = 'observe' in options ? options.observe : intersectionObserve(win)
  const tracksVisibility = options.tracksVisibility ?? (observe !== undefined && hasVisibilityTracking(win))

  let stableSince = now()
  let focusedSince: number | undefined = win.document.hasFocus() ? stableSince : undefined
  // Without an observer the guard cannot see the panel: it relies on time and the tab's state.
  let onScreen = observe === undefined
  let pressedWhileReady = false
  let lastReady = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastMoveAt: number | undefined
  let lastPointer: GuardPointer | undefined
  const layout = options.layout ?? (() => undefined)

  const visible = () => onScreen && win.document.visibilityState !== 'hidden'
  const ready = () => visible() && layout() === undefined && now() - stableSince >= minVisibleMs

  /** Re-evaluates the ready state, tells the panel when it flips, and wakes up when it will. */
  const update = () => {
    clearTimeout(timer)
    const current = ready()
    if (current !== lastReady) {
      lastReady = current
      options.onReadyChange?.(current)
    }
    // A layout that hides the request waits for a resize or a scroll (restart, refresh), not a timer.
    if (!current && visible() && layout() === undefined) timer = setTimeout(update, Math.max(1, minVisibleMs - (now() - stableSince)))
  }
  const restart = () => {
    stableSince = now()
    pressedWhileReady = false
    update()
  }

  const onSample = (sample: VisibilitySample) => {
    const fully = sample.isIntersecting && sample.intersectionRatio >= 0.99 && (!tracksVisibility || sample.isVisible === true)
    if (fully && !onScreen) {
      onScreen = true
      restart()
    } else if (!fully && onScreen) {
      onScreen = false
      restart()
    }
  }
  const notePointer = (event: GuardPointer) => {
    if (!event.isTrusted) return
    const previous = lastPointer
    lastPointer = event
    if (!previous) return
    // More than a pixel: zoom and sub-pixel rounding move the offset by one.
    const offsetMoved = Math.abs(event.screenX - event.clientX - (previous.screenX - previous.clientX)) > 1 || Math.abs(event.screenY - event.clientY - (previous.screenY - previous.clientY)) > 1
    // The frame moved on the screen (the host slid it under the pointer): start over.
    if (offsetMoved) restart()
    if (event.type === 'pointermove' && (event.screenX !== previous.screenX || event.screenY !== previous.screenY)) lastMoveAt = now()
  }
  const onPointer = (event: PointerEvent) => notePointer(event)
  const onVisibility = () => restart()
  const onFocus = () => void (focusedSince = now())
  const onBlur = () => void (focusedSince = undefined)
  win.addEventListener('resize', restart)
  // Capture: seen (and a moved frame's clock restarted) before Approve's own pointerdown listener.
  win.addEventListener('pointermove', onPointer, true)
  win.addEventListener('pointerdown', onPointer, true)
  win.document.addEventListener('visibilitychange', onVisibility)
  win.addEventListener('focus', onFocus)
  win.addEventListener('blur', onBlur)
  const stopObserving = observe?.(target, onSample)
  update()

  const confirmationCode = tracksVisibility ? undefined : createConfirmationCode(win)

  return {
    ready,
    confirmationCode,
    notePress(event) {
      pressedWhileReady = event.isTrusted && ready()
    },
    notePointer,
    refresh: update,
    check(event, typed) {
      if (!event.isTrusted) return 'untrusted'
      if (!visible()) return 'not-visible'
      const layoutRefusal = layout()
      if (layoutRefusal) return layoutRefusal
      if (!ready()) return 'too-soon'
      if (confirmationCode !== undefined && (typed ?? '').trim().toUpperCase() !== confirmationCode) return 'code-mismatch'
      // detail 0: a keyboard activation (Enter or Space on the focused button).
      if ((event.detail ?? 0) === 0) {
        return focusedSince !== undefined && now() - focusedSince >= minVisibleMs ? undefined : 'focus-too-recent'
      }
      if (!pressedWhileReady) return 'press-before-ready'
      const movedSinceStart = lastMoveAt !== undefined && lastMoveAt > stableSince && now() - lastMoveAt <= RECENT_MOVE_MS
      return movedSinceStart ? undefined : 'no-pointer-move'
    },
    destroy() {
      clearTimeout(timer)
      stopObserving?.()
      win.removeEventListener('resize', restart)
      win.removeEventListener('pointermove', onPointer, true)
      win.removeEventListener('pointerdown', onPointer, true)
      win.document.removeEventListener('visibilitychange', onVisibility)
      win.removeEventListener('focus', onFocus)
      win.removeEventListener('blur', onBlur)
    },
  }
}
