/** Where the pairing of the QR view stands. */
export type PairingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; uri: string; expiresAt: number; refreshes: number }
  | { status: 'failed'; error: unknown }

/** A tiny observable for the pairing state (not in the Redux store: a URI is a secret for minutes). */
export type PairingStore = {
  get(): PairingState
  set(state: PairingState): void
  subscribe(listener: () => void): () => void
}

/**
 * Creates a {@link PairingStore}, starting idle.
 *
 * @example
 * import { createPairingStore } from 'portico/plugins/walletconnect'
 * const store = createPairingStore()
 * store.subscribe(() => console.log(store.get().status))
 */
export function createPairingStore(): PairingStore {
  let state: PairingState = { status: 'idle' }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
