import { CATALOG_PAGE_SIZE, CATALOG_SEARCH_LIMIT } from './types'
import type { CatalogWallet, WalletCatalog } from './types'

/**
 * A {@link WalletCatalog} over a fixed list (the bundled default, or a host's own). Search is a
 * case-insensitive match on name or rdns, capped at {@link CATALOG_SEARCH_LIMIT} results.
 *
 * @param wallets The wallets, in display order.
 * @returns The catalog.
 *
 * @example
 * import { createStaticCatalog, DEFAULT_CATALOG_WALLETS } from 'portico/services'
 * const catalog = createStaticCatalog(DEFAULT_CATALOG_WALLETS)
 * const { wallets } = await catalog.list({ page: 1, search: 'rain' }) // [Rainbow]
 */
export function createStaticCatalog(wallets: readonly CatalogWallet[]): WalletCatalog {
  return {
    async list({ page, pageSize = CATALOG_PAGE_SIZE, search }) {
      const query = search?.trim().toLowerCase() ?? ''
      const matching = query
        ? wallets
            .filter((w) => w.name.toLowerCase().includes(query) || (w.rdns ?? '').includes(query))
            .slice(0, CATALOG_SEARCH_LIMIT)
        : wallets
      const size = Math.max(1, Math.floor(pageSize))
      const start = (Math.max(1, Math.floor(page)) - 1) * size
      return { wallets: matching.slice(start, start + size), total: matching.length }
    },
  }
}
