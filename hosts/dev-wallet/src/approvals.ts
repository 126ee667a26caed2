import { userRejected } from './errors.js'

/**
 * How the wallet answers requests that need consent:
 * - `approve`: at once, yes;
 * - `reject`: at once, with `4001`;
 * - `hold`: queued until `approve(id)` / `reject(id)` is called;
 * - `prompt`: queued, and shown in the floating panel for a person to answer.
 */
export type ApprovalMode = 'approve' | 'reject' | 'hold' | 'prompt'

/** All approval modes, in a stable order. */
export const APPROVAL_MODES: readonly ApprovalMode[] = ['approve', 'reject', 'hold', 'prompt']

/** True when `value` is an {@link ApprovalMode}. */
export function isApprovalMode(value: unknown): value is ApprovalMode {
  return typeof value === 'string' && (APPROVAL_MODES as readonly string[]).includes(value)
}

/** A request waiting for consent. */
export interface PendingRequest {
  /** Queue id, unique within the queue. */
  readonly id: string
  /** The method, e.g. `eth_requestAccounts` or `solana:signMessage`. */
  readonly method: string
  /** The request parameters, as given. */
  readonly params: unknown
}

interface Entry extends PendingRequest {
  resolve(): void
  reject(error: unknown): void
}

/**
 * The queue every consent-needing request goes through. `request()` resolves when the
 * request is approved and rejects with a `4001` error when it is rejected.
 */
export class ApprovalQueue {
  #mode: ApprovalMode
  #nextId = 1
  readonly #entries: Entry[] = []
  readonly #listeners = new Set<() => void>()

  /** @param mode - the initial mode */
  constructor(mode: ApprovalMode = 'approve') {
    this.#mode = mode
  }

  /** The current mode. */
  get mode(): ApprovalMode {
    return this.#mode
  }

  /** Changes the mode. Requests already queued stay queued. */
  setMode(mode: ApprovalMode): void {
    if (!isApprovalMode(mode)) throw new TypeError(`Unknown approval mode: ${String(mode)}`)
    this.#mode = mode
    this.#changed()
  }

  /** Asks for consent for `method` with `params`. */
  request(method: string, params: unknown): Promise<void> {
    if (this.#mode === 'approve') return Promise.resolve()
    if (this.#mode === 'reject') return Promise.reject(userRejected())
    return new Promise<void>((resolve, reject) => {
      this.#entries.push({ id: String(this.#nextId++), method, params, resolve, reject })
      this.#changed()
    })
  }

  /** The queued requests, oldest first. */
  pending(): PendingRequest[] {
    return this.#entries.map(({ id, method, params }) => ({ id, method, params }))
  }

  /** Approves the request `id`, or the oldest one. Returns false when there was none. */
  approve(id?: string): boolean {
    const entry = this.#take(id)
    entry?.resolve()
    return entry !== undefined
  }

  /** Rejects the request `id`, or the oldest one, with `4001`. Returns false when there was none. */
  reject(id?: string): boolean {
    const entry = this.#take(id)
    entry?.reject(userRejected())
    return entry !== undefined
  }

  /** Rejects every queued request with `4001`. */
  rejectAll(): void {
    while (this.reject()) {
      /* keep rejecting */
    }
  }

  /** Calls `listener` whenever the mode or the queue changes; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #take(id: string | undefined): Entry | undefined {
    const index = id === undefined ? 0 : this.#entries.findIndex((entry) => entry.id === String(id))
    if (index < 0 || index >= this.#entries.length) return undefined
    const [entry] = this.#entries.splice(index, 1)
    this.#changed()
    return entry
  }

  #changed(): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener()
      } catch (error) {
        console.error('[portico-dev-wallet] approval listener threw', error)
      }
    }
  }
}
