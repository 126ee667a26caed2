import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/** Where the wallet keeps its WalletConnect state: a Map (Node, tests) or `localStorage`. */
export type StringStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { keys(): string[] }

/** A Map as a {@link StringStore}. */
export function mapStore(map = new Map<string, string>()): StringStore {
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()],
  }
}

/** `localStorage` as a {@link StringStore}. */
export function localStore(storage: Storage): StringStore {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null),
  }
}

/**
 * A WalletConnect key-value storage under its own key prefix, so the wallet page never shares
 * the WalletConnect state (keys, client id) of a dapp on the same origin.
 *
 * @example
 * const storage = createKeyValueStorage('mobile-wallet:', mapStore())
 * await storage.setItem('a', { b: 1 })
 */
export function createKeyValueStorage(prefix: string, store: StringStore): IKeyValueStorage {
  const own = () => store.keys().filter((key) => key.startsWith(prefix))
  const read = <T>(key: string): T | undefined => {
    const raw = store.getItem(prefix + key)
    return raw === null ? undefined : (JSON.parse(raw) as T)
  }
  return {
    getKeys: async () => own().map((key) => key.slice(prefix.length)),
    getEntries: async <T = unknown>() => own().map((key): [string, T] => [key.slice(prefix.length), read<T>(key.slice(prefix.length)) as T]),
    getItem: async <T = unknown>(key: string) => read<T>(key),
    setItem: async <T = unknown>(key: string, value: T) => store.setItem(prefix + key, JSON.stringify(value)),
    removeItem: async (key: string) => store.removeItem(prefix + key),
  }
}
