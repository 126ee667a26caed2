import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]),a[href],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])'

/** The element focused inside `root`'s tree, looking through shadow roots. */
function activeIn(root: HTMLElement): Element | null {
  const shadow = root.getRootNode()
  return shadow instanceof ShadowRoot ? shadow.activeElement : root.ownerDocument.activeElement
}

/**
 * Runs `work` right after the next frame has been painted (a task queued from that frame's
 * animation callback), or at once where there are no frames; returns the cancel.
 */
function afterNextPaint(view: Window | null, work: () => void): () => void {
  if (!view?.requestAnimationFrame) {
    work()
    return () => undefined
  }
  let timer: number | undefined
  const frame = view.requestAnimationFrame(() => void (timer = view.setTimeout(work, 0)))
  return () => {
    view.cancelAnimationFrame(frame)
    view.clearTimeout(timer)
  }
}

/**
 * Moves focus into `ref` once it has been painted, keeps Tab and Shift+Tab inside it, and gives
 * focus back to the element that had it when the dialog opened. Focusing forces style and
 * layout of the whole new dialog; done inside the opening click it held the first frame (and
 * with it the start of the open animation) back by several ms, so it waits for that frame.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const doc = root.ownerDocument
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'))
    // The dialog is fixed and centred: nothing to scroll into view.
    const cancelFocus = afterNextPaint(doc.defaultView, () => {
      if (!root.contains(activeIn(root))) (focusables()[0] ?? root).focus({ preventScroll: true })
    })
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const list = focusables()
      const first = list[0]
      const last = list[list.length - 1]
      if (!first || !last) return event.preventDefault()
      const active = activeIn(root)
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      cancelFocus()
      root.removeEventListener('keydown', onKeyDown)
      if (opener?.isConnected) opener.focus()
    }
  }, [ref])
}

/** Hides the page's overflow; returns the function that restores it. */
function lockScroll(doc: Document): () => void {
  const style = doc.documentElement.style
  const previous = style.overflow
  style.overflow = 'hidden'
  return () => void (style.overflow = previous)
}

/** Locks the host page's scroll while mounted, restoring the previous value after. */
export function useScrollLock(ref: RefObject<HTMLElement | null>) {
  useEffect(() => (ref.current ? lockScroll(ref.current.ownerDocument) : undefined), [ref])
}

/**
 * Calls `onEscape` when Escape is pressed while the dialog is mounted, wherever focus is (a view
 * change can remove the focused control, leaving focus on the page's body).
 */
export function useEscape(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const doc = ref.current?.ownerDocument
    if (!doc) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onEscape()
    }
    doc.addEventListener('keydown', onKeyDown)
    return () => doc.removeEventListener('keydown', onKeyDown)
  }, [ref, onEscape])
}

/**
 * After `key` changes (a new view), puts focus back in `ref` if it fell out (the old control is
 * gone). Not on mount: {@link useFocusTrap} moves focus in once the dialog is painted.
 */
export function useKeepFocusInside(ref: RefObject<HTMLElement | null>, key: string | undefined) {
  const shownKey = useRef(key)
  useEffect(() => {
    if (key === shownKey.current) return
    shownKey.current = key
    const root = ref.current
    if (root && !root.contains(activeIn(root))) root.focus()
  }, [ref, key])
}
