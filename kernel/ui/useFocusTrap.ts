import { useEffect, type RefObject } from 'react'

const FOCUSABLE = 'button:not([disabled]),a[href],input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])'

/** The element focused inside `root`'s tree, looking through shadow roots. */
function activeIn(root: HTMLElement): Element | null {
  const shadow = root.getRootNode()
  return shadow instanceof ShadowRoot ? shadow.activeElement : root.ownerDocument.activeElement
}

/**
 * Moves focus into `ref` on mount, keeps Tab and Shift+Tab inside it, and gives focus back to
 * the element that had it when the dialog opened.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const doc = root.ownerDocument
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'))
    ;(focusables()[0] ?? root).focus()
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

/** After `key` changes (a new view), puts focus back in `ref` if it fell out (the old control is gone). */
export function useKeepFocusInside(ref: RefObject<HTMLElement | null>, key: string | undefined) {
  useEffect(() => {
    const root = ref.current
    if (root && !root.contains(activeIn(root))) root.focus()
  }, [ref, key])
}
