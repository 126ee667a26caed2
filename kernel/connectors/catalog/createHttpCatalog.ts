import * as z from 'zod/mini'
import { createHttpClient } from '../../rpc/createHttpClient'
import type { FetchFn } from '../../rpc/fetchJson'
import { sanitizeCatalogWallet } from './sanitizeCatalogWallet'
import { CATALOG_PAGE_SIZE, CATALOG_SEARCH_LIMIT } from './types'
import type { CatalogWallet, WalletCatalog } from './types'

/**
 * Options of {@link createHttpCatalog}.
 *
 * @example
 * import type { CreateHttpCatalogParameters } from 'portico'
 * const options: CreateHttpCatalogParameters = { baseUrl: 'https://wallets.example.org/v1', clientId: 'my-dapp' }
 */
export type CreateHttpCatalogParameters = {
  /** Base URL of the catalog service; `GET {baseUrl}/wallets` is called. */
  baseUrl: string
  /** Sent as the `clientId` query param (spec section 7 HTTP helper). */
  clientId?: string | undefined
  /** Fetch implementation; default `globalThis.fetch`. */
  fetch?: FetchFn | undefined
}

const pageSchema = z.object({ total: z.number().check(z.int(), z.gte(0)), wallets: z.array(z.unknown()) })

/**
 * A {@link WalletCatalog} over HTTP. Request: `GET {baseUrl}/wallets?page=1&entries=40&search=meta`.
 * Answer (JSON): `{ "total": number, "wallets": [{ "id": string, "name": string, "rdns"?: string,
 * "homepage"?: string, "imageUrl"?: string, "mobile"?: { "native"?: string, "universal"?: string },
 * "namespaces"?: string[] }] }`. The page is validated with zod/mini; each wallet is sanitized
 * and malformed ones are dropped. Searches ask for at most {@link CATALOG_SEARCH_LIMIT} results.
 *
 * @param parameters Base URL, client id and fetch.
 * @returns The catalog.
 *
 * @example
 * import { createHttpCatalog } from 'portico/services'
 * const catalog = createHttpCatalog({ baseUrl: 'https://wallets.example.org/v1' })
 * const { wallets, total } = await catalog.list({ page: 2 })
 */
export function createHttpCatalog(parameters: CreateHttpCatalogParameters): WalletCatalog {
  const http = createHttpClient({ baseUrl: parameters.baseUrl, clientId: parameters.clientId, fetch: parameters.fetch })
  return {
    async list({ page, pageSize = CATALOG_PAGE_SIZE, search }) {
      const query = search?.trim() || undefined
      const entries = query ? Math.min(pageSize, CATALOG_SEARCH_LIMIT) : pageSize
      const data = await http.get('wallets', { params: { page, entries, search: query }, schema: pageSchema })
      const wallets = data.wallets.map(sanitizeCatalogWallet).filter((w): w is CatalogWallet => w !== undefined)
      return { wallets, total: query ? Math.min(data.total, CATALOG_SEARCH_LIMIT) : data.total }
    },
  }
}
