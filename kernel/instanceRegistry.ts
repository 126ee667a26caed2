import type { PorticoStore } from './store/createStore'

/**
 * A value per Portico instance, keyed by the instance's store (shared by the plugin context
 * and the Portico object) in a WeakMap: webpack's hooks-registry idea, so a plugin can offer
 * an API to views and hosts without module-level state.
 *
 * @example
 * const controllers = createInstanceRegistry<MyController>(() => new Error('my-plugin is not installed'))
 * // in apply: return controllers.register(store, controller)
 * export const getMyController = controllers.get
 */
export function createInstanceRegistry<T>(notInstalled: () => Error) {
  const values = new WeakMap<PorticoStore, T>()
  return {
    /** Registers the instance's value; returns its removal. */
    register(store: PorticoStore, value: T): () => void {
      values.set(store, value)
      return () => void values.delete(store)
    },
    /** The instance's value; throws `notInstalled()` when there is none. */
    get(portico: { store: PorticoStore }): T {
      const value = values.get(portico.store)
      if (value === undefined) throw notInstalled()
      return value
    },
  }
}
