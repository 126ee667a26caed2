import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'

/** Pixels drawn beyond each edge of the visible area, so a fast scroll rarely shows a gap. */
export const OVERSCAN_PX = 600
/** Height assumed for the visible area before the scroller has a layout (first render, jsdom). */
export const FALLBACK_VIEWPORT_PX = 600

/** The rows to draw and the space the others take. */
export type VirtualRows = {
  /** First row drawn. */
  start: number
  /** One past the last row drawn. */
  end: number
  /** Height of the rows above `start` (their estimate until drawn once). */
  before: number
  /** Height of the rows from `end` on. */
  after: number
  /** Ref callback of row `key`: its drawn height replaces the estimate. */
  measure: (key: string) => (element: HTMLElement | null) => void
}

/**
 * Virtualizes a long list of rows of varying height inside the scrolling element `scroller`:
 * only the rows in view (plus {@link OVERSCAN_PX} each side) are drawn; the others take their
 * measured height, or `estimate` until they were drawn once. Scrolling through 10,000 rows
 * draws a few dozen at a time, so no frame does work proportional to the list.
 *
 * @example
 * const [scroller, setScroller] = useState<HTMLElement | null>(null) // <div ref={setScroller}>
 * const rows = useVirtualRows(scroller, keys, (i) => (keys[i]!.startsWith('#') ? 30 : 58))
 * keys.slice(rows.start, rows.end).map((key) => <li key={key} ref={rows.measure(key)}>…</li>)
 */
export function useVirtualRows(scroller: HTMLElement | null, keys: readonly string[], estimate: (index: number) => number): VirtualRows {
  // Measured heights, updated in place (copying a map of 10,000 rows per scrolled frame was a
  // long task); `version` counts the updates and is what redraws.
  const [{ heights, version }, setMeasured] = useState(() => ({ heights: new Map<string, number>(), version: 0 }))
  const drawn = useRef(new Map<string, HTMLElement>())
  const [view, setView] = useState({ top: 0, height: 0 })

  useEffect(() => {
    const element = scroller
    if (!element) return
    let frame = 0
    const read = () => {
      frame = 0
      setView((last) => (last.top === element.scrollTop && last.height === element.clientHeight ? last : { top: element.scrollTop, height: element.clientHeight }))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    read()
    element.addEventListener('scroll', schedule, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule)
    resize?.observe(element)
    return () => {
      element.removeEventListener('scroll', schedule)
      resize?.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [scroller])

  const measure = useCallback(
    (key: string) => (element: HTMLElement | null) => {
      if (element) drawn.current.set(key, element)
      else drawn.current.delete(key)
    },
    [],
  )

  // Where each row starts (the last entry: the whole height): recomputed when rows or heights
  // change, not on every scrolled frame, which only searches it.
  const offsets = useMemo(() => {
    const starts = new Float64Array(keys.length + 1)
    for (let i = 0; i < keys.length; i++) starts[i + 1] = starts[i]! + (heights.get(keys[i]!) ?? estimate(i))
    return starts
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `heights` is updated in place; `version` counts its updates
  }, [keys, heights, version, estimate])
  const viewport = view.height > 0 ? view.height : FALLBACK_VIEWPORT_PX
  /** The first row that ends below `y`. */
  const rowAt = (y: number) => {
    let low = 0
    let high = keys.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (offsets[middle + 1]! <= y) low = middle + 1
      else high = middle
    }
    return low
  }
  const start = rowAt(view.top - OVERSCAN_PX)
  const end = Math.min(keys.length, rowAt(view.top + viewport + OVERSCAN_PX) + 1)
  const before = offsets[start]!
  const after = offsets[keys.length]! - offsets[end]!

  // After a draw: the drawn rows' real heights; a change draws again with them.
  useLayoutEffect(() => {
    const changed = [...drawn.current].flatMap(([key, element]) => {
      const height = element.offsetHeight
      return height > 0 && heights.get(key) !== height ? [[key, height] as const] : []
    })
    if (changed.length > 0)
      setMeasured((last) => {
        for (const [key, height] of changed) last.heights.set(key, height)
        return { heights: last.heights, version: last.version + 1 }
      })
  }, [heights, version, keys, start, end])
  return { start, end, before, after, measure }
}
