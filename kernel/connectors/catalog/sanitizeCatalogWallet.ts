import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from '../../caip/types'
import { safeImageUrl, safeWalletName } from '../safeImageUrl'
import type { CatalogWallet } from './types'

const optionalText = z.optional(z.nullable(z.string()))

/**
 * One wallet as the HTTP catalog sends it; see `createHttpCatalog`.
 *
 * @example
 * import { catalogWalletJsonSchema } from './sanitizeCatalogWallet'
 * catalogWalletJsonSchema.safeParse({ id: 'x', name: 'X' }).success // true
 */
export const catalogWalletJsonSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string(),
  rdns: optionalText,
  homepage: optionalText,
  imageUrl: optionalText,
  mobile: z.optional(z.nullable(z.object({ native: optionalText, universal: optionalText }))),
  namespaces: z.optional(z.array(z.string())),
})

const BLOCKED_SCHEMES = /^(?:javascript|data|vbscript|file|blob|about|http|filesystem):/i

/** An https URL as given (a deep-link prefix keeps its exact form), or `undefined`. */
function safeHttpsUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim()
  if (!text || /\s/.test(text)) return undefined
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? text : undefined
  } catch {
    return undefined
  }
}

/** A custom-scheme deep-link prefix such as `metamask://`; script-capable schemes are refused. */
function safeNativeLink(value: string | null | undefined): string | undefined {
  if (!value || BLOCKED_SCHEMES.test(value.trim())) return undefined
  return /^[a-z][a-z0-9+.-]*:\/\/[^\s]*$/i.test(value.trim()) ? value.trim() : undefined
}

/**
 * Turns one untrusted catalog entry into a {@link CatalogWallet}: validated with zod/mini, name
 * and icon sanitized, homepage and universal link https only, native deep link a plain custom
 * scheme. Returns `undefined` when the entry is unusable.
 *
 * @param value One entry of the catalog's JSON.
 * @returns The wallet, or `undefined`.
 *
 * @example
 * import { sanitizeCatalogWallet } from 'portico/services'
 * sanitizeCatalogWallet({ id: 'x', name: 'X', imageUrl: 'javascript:alert(1)' })?.imageUrl // undefined
 */
export function sanitizeCatalogWallet(value: unknown): CatalogWallet | undefined {
  const parsed = catalogWalletJsonSchema.safeParse(value)
  if (!parsed.success) return undefined
  const entry = parsed.data
  const name = safeWalletName(entry.name)
  if (name === '') return undefined
  const rdns = entry.rdns && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(entry.rdns) ? entry.rdns.toLowerCase() : undefined
  const namespaces = (entry.namespaces ?? ['eip155']).filter((n): n is CatalogWallet['namespaces'][number] =>
    (CHAIN_NAMESPACES as readonly string[]).includes(n),
  )
  return {
    id: entry.id,
    name,
    rdns,
    homepage: safeHttpsUrl(entry.homepage),
    imageUrl: safeImageUrl(entry.imageUrl),
    mobile: { native: safeNativeLink(entry.mobile?.native), universal: safeHttpsUrl(entry.mobile?.universal) },
    namespaces,
  }
}
