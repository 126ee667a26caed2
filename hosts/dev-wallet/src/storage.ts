/** The part of the Web Storage API the dev wallet uses. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A Map-backed {@link StorageLike}, used when no storage is given and `localStorage` is denied. */
export function memoryStorage(): StorageLike {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  }
}

/** `globalThis.localStorage` when it exists and is usable, else a {@link memoryStorage}. */
export function defaultStorage(): StorageLike {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage
    if (storage) {
      const probe = '__porticoDevWalletProbe'
      storage.setItem(probe, '1')
      storage.removeItem(probe)
      return storage
    }
  } catch {
    // storage denied (sandboxed frame, blocked cookies): fall through
  }
  return memoryStorage()
}

/** What the wallet remembers between page loads. */
export interface WalletState {
  /** Origins authorised for the EVM provider. */
  evm: string[]
  /** Origins authorised for the Solana wallet. */
  solana: string[]
  /** Origins authorised for the Bitcoin provider (sats-connect). */
  bitcoin: string[]
  /** Origins authorised for the Polkadot extension. */
  polkadot: string[]
  /** A generated Solana seed (hex), so the address survives a reload. */
  solanaSeed?: string
  /** Secret of the Bitcoin keys (hex), generated once when none is configured. */
  bitcoinSeed?: string
  /** Seed of the Polkadot sr25519 key (hex), generated once when none is configured. */
  polkadotSeed?: string
}

/** The namespaces an origin is authorised for, each apart. */
export type AuthorizationSpace = 'evm' | 'solana' | 'bitcoin' | 'polkadot'

/** Reads and writes {@link WalletState} as JSON under one key; never throws. */
export class WalletStore {
  readonly #storage: StorageLike
  readonly #key: string

  /**
   * @param storage - where to keep the state
   * @param key - the storage key
   */
  constructor(storage: StorageLike, key: string) {
    this.#storage = storage
    this.#key = key
  }

  /** The stored state, or an empty one. */
  read(): WalletState {
    try {
      const raw = this.#storage.getItem(this.#key)
      const parsed: unknown = raw ? JSON.parse(raw) : {}
      const obj = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
      const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
      const state: WalletState = { evm: strings(obj.evm), solana: strings(obj.solana), bitcoin: strings(obj.bitcoin), polkadot: strings(obj.polkadot) }
      for (const seed of ['solanaSeed', 'bitcoinSeed', 'polkadotSeed'] as const) if (typeof obj[seed] === 'string') state[seed] = obj[seed]
      return state
    } catch {
      return { evm: [], solana: [], bitcoin: [], polkadot: [] }
    }
  }

  /** Applies `change` to the stored state. */
  update(change: (state: WalletState) => void): void {
    const state = this.read()
    change(state)
    try {
      this.#storage.setItem(this.#key, JSON.stringify(state))
    } catch {
      // storage full or denied: the wallet keeps working for this page
    }
  }

  /** Whether `origin` is authorised in `space`. */
  isAuthorized(space: AuthorizationSpace, origin: string): boolean {
    return this.read()[space].includes(origin)
  }

  /** Authorises or revokes `origin` in `space`. */
  setAuthorized(space: AuthorizationSpace, origin: string, authorized: boolean): void {
    this.update((state) => {
      const rest = state[space].filter((o) => o !== origin)
      state[space] = authorized ? [...rest, origin] : rest
    })
  }
}
