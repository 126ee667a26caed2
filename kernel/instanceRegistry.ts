import type { PorticoStore } from './store/createStore'

/**
 * A value per Portico instance, made by {@link createInstanceRegistry}.
 *
 * @example
 * import type { InstanceRegistry, Portico } from 'portico'
 * const clicksOf = (registry: InstanceRegistry<number>, portico: Portico) => registry.get(portico)
 */
export type InstanceRegistry<T> = {
  /** Registers the instance's value (keyed by its store); returns its removal, for a plugin's teardown. */
  register(store: PorticoStore, value: T): () => void
  /** The instance's value; throws `notInstalled()` when there is none. */
  get(portico: { store: PorticoStore }): T
}

/**
 * A value per Portico instance, keyed by the instance's store (shared by the plugin context
 * and the Portico object) in a WeakMap: webpack's hooks-registry idea, so a plugin can offer
 * an API to views and hosts without module-level state.
 *
 * @param notInstalled The error `get` throws for an instance the plugin is not installed on.
 * @returns `register(store, value)` for the plugin's `apply`, and `get(portico)` for its API.
 *
 * @example
 * import { createInstanceRegistry, definePlugin } from 'portico'
 * type Counter = { clicks: number }
 * const counters = createInstanceRegistry<Counter>(() => new Error('The counter plugin is not installed'))
 * export const getCounter = counters.get
 * export const counter = () => definePlugin({ id: 'counter', apply: ({ store }) => counters.register(store, { clicks: 0 }) })
 */
export function createInstanceRegistry<T>(notInstalled: () => Error): InstanceRegistry<T> {
  const values = new WeakMap<PorticoStore, T>()
  return {
    register(store, value) {
      values.set(store, value)
      return () => void values.delete(store)
    },
    get(portico) {
      const value = values.get(portico.store)
      if (value === undefined) throw notInstalled()
      return value
    },
  }
}
