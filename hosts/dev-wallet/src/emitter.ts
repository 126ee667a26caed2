/** A listener for a provider event. */
export type Listener = (...args: unknown[]) => void

/**
 * A tiny Node-style event emitter (on / once / removeListener / emit), enough for EIP-1193.
 * Listener errors are caught and logged so one bad listener cannot break the wallet.
 */
export class Emitter {
  readonly #listeners = new Map<string, Listener[]>()

  /** Adds `listener` for `event`. */
  on(event: string, listener: Listener): this {
    const list = this.#listeners.get(event) ?? []
    list.push(listener)
    this.#listeners.set(event, list)
    return this
  }

  /** Adds `listener` for the next `event` only. */
  once(event: string, listener: Listener): this {
    const wrapper: Listener = (...args) => {
      this.removeListener(event, wrapper)
      listener(...args)
    }
    return this.on(event, wrapper)
  }

  /** Removes `listener` from `event`. */
  removeListener(event: string, listener: Listener): this {
    const list = this.#listeners.get(event)
    if (!list) return this
    const index = list.indexOf(listener)
    if (index >= 0) list.splice(index, 1)
    return this
  }

  /** Alias of {@link Emitter.removeListener}. */
  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener)
  }

  /** Removes every listener, or every listener of `event`. */
  removeAllListeners(event?: string): this {
    if (event === undefined) this.#listeners.clear()
    else this.#listeners.delete(event)
    return this
  }

  /** Number of listeners for `event`. */
  listenerCount(event: string): number {
    return this.#listeners.get(event)?.length ?? 0
  }

  /** Calls every listener of `event` with `args`; returns whether there were any. */
  emit(event: string, ...args: unknown[]): boolean {
    const list = this.#listeners.get(event)
    if (!list || list.length === 0) return false
    for (const listener of [...list]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(`[portico-dev-wallet] ${event} listener threw`, error)
      }
    }
    return true
  }
}
