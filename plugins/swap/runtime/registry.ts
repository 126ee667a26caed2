import type { PorticoStore } from 'portico'
import type { SwapProvider } from '../types'

/** What the installed plugin hands its lazily loaded views and flow, per instance. */
export type SwapRuntime = {
  /** The providers, in the host's order (the first is preferred on a tie). */
  readonly providers: readonly SwapProvider[]
  /** The host's slippage tolerance in basis points (spec default 1% = 100). */
  readonly slippageBps: number
  /** Aborted when the plugin is uninstalled: pending waits stop. */
  readonly signal: AbortSignal
}

// Keyed by the instance's store: no module-level state is shared between two instances.
const runtimes = new WeakMap<PorticoStore, SwapRuntime>()

/** Registers the runtime of an instance (done by the plugin's `apply`). */
export const registerSwapRuntime = (store: PorticoStore, runtime: SwapRuntime): void => void runtimes.set(store, runtime)
/** Forgets it (the plugin's teardown). */
export const unregisterSwapRuntime = (store: PorticoStore): boolean => runtimes.delete(store)

/**
 * The swap runtime of an instance, or undefined when the plugin is not installed on it.
 *
 * @example
 * const runtime = getSwapRuntime(portico.store)
 */
export const getSwapRuntime = (store: PorticoStore): SwapRuntime | undefined => runtimes.get(store)
