import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Follows the inner content's height so the modal body animates its height (150 ms, spec
 * section 2) when the view changes, instead of jumping.
 */
export function useAnimatedHeight<T extends HTMLElement>() {
  const inner = useRef<T>(null)
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    const element = inner.current
    const Observer = element?.ownerDocument.defaultView?.ResizeObserver
    if (!element || !Observer) return
    const observer = new Observer(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { inner, height }
}
