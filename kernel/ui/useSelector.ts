import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { Portico } from '../createPortico'
import type { PorticoState } from '../store/createStore'

/**
 * Shallow equality of two plain objects or arrays: {@link useSelector}'s default comparison.
 *
 * @example
 * import { shallowEqual } from './useSelector'
 * shallowEqual({ a: 1 }, { a: 1 }) // true
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/**
 * Subscribes a component to one slice of the instance's state. The component re-renders only
 * when the selected value changes (by `isEqual`, shallow by default), never on every dispatch.
 * Pass a selector defined outside the component (or memoised), so it is the same every render.
 *
 * @example
 * import type { Portico, PorticoState } from 'portico'
 * import { useSelector } from 'portico/react'
 * const selectEvmAddress = (state: PorticoState) => state.connections.eip155?.caipAddress
 * export function Address({ portico }: { portico: Portico }) {
 *   return <p>{useSelector(portico, selectEvmAddress) ?? 'Not connected'}</p>
 * }
 */
export function useSelector<T>(
  portico: Portico,
  selector: (state: PorticoState) => T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): T {
  const last = useRef<{ value: T } | undefined>(undefined)
  const getSnapshot = useCallback(() => {
    const next = selector(portico.getState())
    if (last.current && isEqual(last.current.value, next)) return last.current.value
    last.current = { value: next }
    return next
  }, [portico, selector, isEqual])
  return useSyncExternalStore(portico.subscribe, getSnapshot, getSnapshot)
}
