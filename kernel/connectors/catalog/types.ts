import type { ChainNamespace } from '../../caip/types'

/**
 * Wallets per catalog page (spec section 9).
 *
 * @example
 * import { CATALOG_PAGE_SIZE } from 'portico'
 * await catalog.list({ page: 1, pageSize: CATALOG_PAGE_SIZE })
 */
export const CATALOG_PAGE_SIZE = 40
/**
 * Most results a search returns (spec section 9).
 *
 * @example
 * import { CATALOG_SEARCH_LIMIT } from 'portico'
 * CATALOG_SEARCH_LIMIT // 100
 */
export const CATALOG_SEARCH_LIMIT = 100
/**
 * Wallets shown in the featured group (spec section 9).
 *
 * @example
 * import { FEATURED_WALLETS_LIMIT } from 'portico'
 * FEATURED_WALLETS_LIMIT // 4
 */
export const FEATURED_WALLETS_LIMIT = 4
/**
 * Wallets shown in the recommended group (spec section 9).
 *
 * @example
 * import { RECOMMENDED_WALLETS_LIMIT } from 'portico'
 * RECOMMENDED_WALLETS_LIMIT // 4
 */
export const RECOMMENDED_WALLETS_LIMIT = 4

/**
 * A wallet of the catalog (not necessarily installed). Names and icons are sanitized on entry.
 *
 * @example
 * import type { CatalogWallet } from 'portico'
 * const wallet: CatalogWallet = {
 *   id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', homepage: 'https://metamask.io',
 *   imageUrl: undefined, mobile: { native: 'metamask://', universal: 'https://metamask.app.link' }, namespaces: ['eip155'],
 * }
 */
export type CatalogWallet = {
  /** Stable id, unique in the catalog. */
  id: string
  /** Display name (text only). */
  name: string
  /** EIP-6963 reverse-DNS id, used to match an installed wallet. */
  rdns: string | undefined
  /** Where to get the wallet (https). */
  homepage: string | undefined
  /** `data:image/...` or https icon; optional. */
  imageUrl: string | undefined
  /** Mobile deep-link prefixes: a custom scheme (`metamask://`) and/or an https universal link. */
  mobile: { native?: string | undefined; universal?: string | undefined }
  /** Namespaces the wallet serves. */
  namespaces: ChainNamespace[]
}

/**
 * Parameters of {@link WalletCatalog.list}.
 *
 * @example
 * import type { CatalogListParameters } from 'portico'
 * const first: CatalogListParameters = { page: 1, search: 'meta' }
 */
export type CatalogListParameters = {
  /** 1-based page. */
  page: number
  /** Wallets per page; default {@link CATALOG_PAGE_SIZE} (40). */
  pageSize?: number | undefined
  /** Case-insensitive name filter; at most {@link CATALOG_SEARCH_LIMIT} results in total. */
  search?: string | undefined
}

/**
 * The wallet-catalog service (an outside service behind an interface, DESIGN.md). Implementations
 * MUST return sanitized names and icons and MUST NOT fetch anything at import.
 *
 * @example
 * import type { WalletCatalog } from 'portico'
 * async function firstPage(catalog: WalletCatalog) {
 *   const { wallets, total } = await catalog.list({ page: 1 })
 *   return { wallets, more: total > wallets.length }
 * }
 */
export type WalletCatalog = {
  /** One page of wallets, and the total number matching. */
  list(parameters: CatalogListParameters): Promise<{ wallets: CatalogWallet[]; total: number }>
}
