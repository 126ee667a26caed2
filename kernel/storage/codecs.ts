import type * as z from 'zod/mini'
import { CAIP2_REFERENCE } from '../caip/grammar'
import { isCachedCaipAddress } from '../caip/isCachedCaipAddress'
import { isChainNamespace } from '../caip/isChainNamespace'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'

/**
 * Turns a typed value into stored text and back. `decode` MUST NOT throw: it returns
 * `undefined` for text it does not recognise, so malformed data is dropped.
 *
 * @example
 * import type { StorageCodec } from 'portico'
 * const hexCodec: StorageCodec<number> = {
 *   encode: (value) => value.toString(16),
 *   decode: (raw) => (/^[0-9a-f]+$/.test(raw) ? parseInt(raw, 16) : undefined),
 * }
 */
export type StorageCodec<T> = {
  /** Value to stored text. */
  encode(value: T): string
  /** Stored text to value, or `undefined` when malformed. */
  decode(raw: string): T | undefined
}

/**
 * Text as is. Internal.
 *
 * @example
 * textCodec.decode('ada@example.com') // 'ada@example.com'
 */
export const textCodec: StorageCodec<string> = { encode: (value) => value, decode: (raw) => raw }

/**
 * `'true'` / `'false'`; anything else is dropped. Internal.
 *
 * @example
 * flagCodec.decode('yes') // undefined
 */
export const flagCodec: StorageCodec<boolean> = {
  encode: (value) => String(value),
  decode: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
}

/**
 * A non-negative integer (a time in ms since the epoch) as decimal text. Internal.
 *
 * @example
 * timestampCodec.decode('1700000000000') // 1700000000000
 */
export const timestampCodec: StorageCodec<number> = {
  encode: (value) => String(Math.trunc(value)),
  decode: (raw) => {
    const value = /^\d{1,16}$/.test(raw) ? Number(raw) : NaN
    return Number.isSafeInteger(value) ? value : undefined
  },
}

/**
 * A list as `a,b,c` (spec section 3); blank entries and entries holding a comma are dropped. Internal.
 *
 * @example
 * commaListCodec.encode(['1', '137']) // '1,137'
 */
export const commaListCodec: StorageCodec<string[]> = {
  encode: (list) => clean(list).join(','),
  decode: (raw) => clean(raw.split(',')),
}

function clean(list: readonly string[]): string[] {
  return list.map((entry) => entry.trim()).filter((entry) => entry !== '' && !entry.includes(','))
}

/**
 * One of a fixed set of strings. Internal.
 *
 * @example
 * oneOfCodec(['light', 'dark']).decode('blue') // undefined
 */
export function oneOfCodec<const T extends string>(values: readonly T[]): StorageCodec<T> {
  return { encode: (value) => value, decode: (raw) => (values.includes(raw as T) ? (raw as T) : undefined) }
}

/**
 * A CAIP-2 id with a supported namespace, e.g. `eip155:1`. Internal.
 *
 * @example
 * caipNetworkIdCodec.decode('cosmos:hub') // undefined
 */
export const caipNetworkIdCodec: StorageCodec<CaipNetworkId> = {
  encode: (value) => value,
  decode: (raw) => {
    const [namespace, reference, ...rest] = raw.split(':')
    return rest.length === 0 && isChainNamespace(namespace) && CAIP2_REFERENCE.test(reference ?? '') ? (raw as CaipNetworkId) : undefined
  },
}

/**
 * A cached CAIP-10 address (three non-empty parts, spec section 5) in `namespace`. Internal.
 *
 * @example
 * caipAddressCodec('eip155').decode('solana:abc:def') // undefined
 */
export function caipAddressCodec(namespace: ChainNamespace): StorageCodec<CaipAddress> {
  return {
    encode: (value) => value,
    decode: (raw) => (isCachedCaipAddress(raw) && raw.startsWith(`${namespace}:`) ? raw : undefined),
  }
}

/**
 * A JSON array whose items are checked with `schema`: malformed JSON or a non-array is dropped,
 * and so is each malformed item; at most `limit` items are kept, on read and on write. Internal.
 *
 * @example
 * jsonListCodec(recentWalletSchema, 2).decode('{oops') // undefined
 */
export function jsonListCodec<T>(schema: z.ZodMiniType<T>, limit: number): StorageCodec<T[]> {
  return {
    encode: (list) => JSON.stringify(list.slice(0, limit)),
    decode: (raw) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        return undefined
      }
      if (!Array.isArray(parsed)) return undefined
      return parsed
        .map((item) => schema.safeParse(item))
        .flatMap((result) => (result.success ? [result.data] : []))
        .slice(0, limit)
    },
  }
}
