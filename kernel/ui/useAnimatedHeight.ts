import { useLayoutEffect, useRef, useState } from 'react'

/** The modal's open animation (spec section 2: 150 ms view transitions). */
const OPEN_ANIMATION_MS = 150

/**
 * Follows the inner content's height so the modal body animates its height (150 ms, spec
 * section 2) when the view changes, instead of jumping. Content that grows while the modal is
 * still opening (a list arriving a frame later) takes its height at once (`instant`): the
 * opening dialog is fading in, and a second animation after it would only delay the moment
 * the modal is still.
 */
export function useAnimatedHeight<T extends HTMLElement>() {
  const inner = useRef<T>(null)
  const [size, setSize] = useState<{ height: number; instant: boolean } | undefined>(undefined)
  useLayoutEffect(() => {
    const element = inner.current
    const view = element?.ownerDocument.defaultView
    if (!element || !view?.ResizeObserver) return
    const openedAt = view.performance.now()
    const observer = new view.ResizeObserver(() => setSize({ height: element.offsetHeight, instant: view.performance.now() - openedAt < OPEN_ANIMATION_MS }))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { inner, height: size?.height, instant: size?.instant ?? true }
}
