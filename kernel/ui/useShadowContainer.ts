import { useLayoutEffect, useState, type RefObject } from 'react'
import type { Portico } from '../createPortico'
import { createShadowHost, syncLocale, syncStyles } from './shadowHost'

/**
 * A container inside a fresh shadow root for React to portal into, attached to `parent` (the
 * page's body, or an element of the host's) while the component is mounted, with the theme's
 * style sheets kept in step. The modal renders into it through a portal of the host's own React
 * tree: a second root would have to be unmounted from inside the host's commit, which React
 * refuses (StrictMode mounts effects twice, so that happens on every dev page load).
 * `onAttach` may start work tied to the shadow root (font warm-up) and return its stop.
 */
export function useShadowContainer(
  portico: Portico,
  parent: RefObject<HTMLElement | null> | 'body' | undefined,
  tag?: string,
  onAttach?: (shadow: ShadowRoot) => () => void,
): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined)
  useLayoutEffect(() => {
    const element = parent === 'body' ? document.body : parent?.current
    if (!element) return
    const { host, shadow, container: inner } = createShadowHost(element.ownerDocument, tag)
    element.appendChild(host)
    const stopStyles = syncStyles(portico, shadow)
    const stopLocale = syncLocale(portico, inner)
    const stopAttached = onAttach?.(shadow)
    // The portal target must be in the page before anything renders into it, so it is set
    // from the layout effect that attached it (one synchronous re-render, before paint).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer(inner)
    return () => {
      stopAttached?.()
      stopStyles()
      stopLocale()
      host.remove()
      setContainer(undefined)
    }
    // `parent`, `tag` and `onAttach` are fixed for a mounted component; the instance decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [portico, parent === undefined])
  return container
}
