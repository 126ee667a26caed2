/** A loader made by {@link lazyOnce}: call it to load; `current` is the value once loaded. */
export type LazyOnce<T> = {
  (): Promise<T>
  /** The loaded value, or `undefined` before the first load has finished. */
  readonly current: T | undefined
}

/**
 * Runs `create` on the first call and shares its promise with every later call. A failed load
 * (a chunk that did not arrive, say) is forgotten, so the next call tries again.
 *
 * @example
 * import { lazyOnce } from 'portico/services'
 * const qrcode = lazyOnce(async () => (await import('qrcode')).default)
 * await qrcode() // loads the chunk; a failed load is tried again by the next call
 * qrcode.current // the same module, synchronously
 */
export function lazyOnce<T>(create: () => Promise<T>): LazyOnce<T> {
  let current: T | undefined
  let loading: Promise<T> | undefined
  const load = () =>
    (loading ??= create().then(
      (value) => (current = value),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return Object.defineProperty(load, 'current', { get: () => current }) as LazyOnce<T>
}
