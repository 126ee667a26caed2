import { combine, split } from 'shamir-secret-sharing'

/**
 * Where the frame keeps the device share: its IndexedDB (on the frame's origin, partitioned
 * per embedding site; the host page cannot open it), sealed under a non-extractable AES-GCM
 * key. Browsers that block storage in third-party frames get a memory vault that lives as
 * long as the frame (the README's threat model says what that changes).
 */
const DB_NAME = 'portico-embedded-wallet'
const STORE = 'kv'

type Kv = { get<T>(key: string): Promise<T | undefined>; put(key: string, value: unknown): Promise<void> }

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('Unable to open the wallet storage'))
  })
}

function indexedDbKv(db: IDBDatabase): Kv {
  const run = <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('Wallet storage failed'))
    })
  return {
    get: <T>(key: string) => run<T | undefined>('readonly', (store) => store.get(key) as IDBRequest<T | undefined>),
    put: async (key, value) => void (await run('readwrite', (store) => store.put(value, key))),
  }
}

function memoryKv(): Kv {
  const map = new Map<string, unknown>()
  return { get: async <T>(key: string) => map.get(key) as T | undefined, put: async (key, value) => void map.set(key, value) }
}

let kv: Promise<{ kv: Kv; persistent: boolean }> | undefined
const storage = () =>
  (kv ??= openDb()
    .then((db) => ({ kv: indexedDbKv(db), persistent: true }))
    .catch(() => ({ kv: memoryKv(), persistent: false })))

/** Whether the device share survives a reload (false where third-party storage is blocked). */
export const isPersistent = async () => (await storage()).persistent

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
export const fromHex = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16)))

/** The wrapping key: AES-GCM, created non-extractable, so script cannot read its bytes. */
async function wrappingKey(): Promise<CryptoKey> {
  const { kv: store } = await storage()
  const existing = await store.get<CryptoKey>('wrapKey')
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await store.put('wrapKey', key)
  return key
}

/** Stores a share for `userId`, sealed under the non-extractable key. */
export async function saveDeviceShare(userId: string, share: Uint8Array): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) }, await wrappingKey(), new Uint8Array(share))
  await (await storage()).kv.put(`share:${userId}`, { iv, data })
}

/** The device share of `userId`, or undefined when this device has none. */
export async function loadDeviceShare(userId: string): Promise<Uint8Array | undefined> {
  const sealed = await (await storage()).kv.get<{ iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }>(`share:${userId}`)
  if (!sealed) return undefined
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv, additionalData: new TextEncoder().encode(userId) }, await wrappingKey(), sealed.data)
  return new Uint8Array(plain)
}

/** Splits a secret 2-of-3: [device, server, recovery]. */
export async function splitSecret(secret: Uint8Array): Promise<[Uint8Array, Uint8Array, Uint8Array]> {
  const [a, b, c] = await split(secret, 3, 2)
  if (!a || !b || !c) throw new Error('Unable to split the key')
  return [a, b, c]
}

/** Rebuilds the secret from two shares. */
export const combineShares = (first: Uint8Array, second: Uint8Array) => combine([first, second])
