import * as z from 'zod/mini'
import type { CaipNetworkId, PorticoStorage, SIWXSession } from 'portico'
import { MAX_SESSION_AGE_MS } from '../constants'
import { parseRfc3339 } from '../message/parseRfc3339'
import { sessionSchema } from '../schemas'

/** Storage key of the local config's sessions (under the instance's prefix). */
export const SESSIONS_STORAGE_KEY = 'siwx-sessions'

const listSchema = z.array(z.unknown())

/** Same account? eip155 addresses compare case-insensitively. */
export const sameAccount = (session: SIWXSession, chainId: CaipNetworkId, address: string) =>
  session.data.chainId === chainId &&
  (chainId.startsWith('eip155:') ? session.data.accountAddress.toLowerCase() === address.toLowerCase() : session.data.accountAddress === address)

/** Past its expiration time, or older than the maximum age (also a session with no expiration). */
const expired = (session: SIWXSession, now: number) => {
  const at = session.data.expirationTime === undefined ? undefined : parseRfc3339(session.data.expirationTime)
  const issued = session.data.issuedAt === undefined ? undefined : parseRfc3339(session.data.issuedAt)
  return (at !== undefined && !(at > now)) || issued === undefined || now - issued > MAX_SESSION_AGE_MS
}

/**
 * Sessions kept in Portico storage as JSON. Entries of the wrong shape, expired ones and those
 * older than {@link MAX_SESSION_AGE_MS} are dropped when read (storage is untrusted: another script may write it).
 *
 * @example
 * import { createSessionStorage } from 'portico/plugins/siwx'
 * const sessions = createSessionStorage(portico.services.storage)
 * sessions.read() // SIWXSession[]
 */
export function createSessionStorage(storage: PorticoStorage, key = SESSIONS_STORAGE_KEY, now: () => number = Date.now) {
  const read = (): SIWXSession[] => {
    const raw = storage.getItem(key)
    if (!raw) return []
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return []
    }
    const list = listSchema.safeParse(json)
    if (!list.success) return []
    const time = now()
    return list.data.flatMap((entry) => {
      const parsed = sessionSchema.safeParse(entry)
      return parsed.success && !expired(parsed.data, time) ? [parsed.data] : []
    })
  }
  const write = (sessions: readonly SIWXSession[]) => {
    if (sessions.length === 0) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(sessions))
  }
  return { read, write }
}
