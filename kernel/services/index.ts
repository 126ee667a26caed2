/**
 * `portico/services`: the implementations behind Portico's services, for integrators who build
 * their own connectors, catalogs or transports. Kept out of the kernel entry because the kernel
 * loads them lazily (dynamic import) when a page first needs them.
 */
export { createRpcTransport } from '../rpc/createRpcTransport'
export { createHttpClient } from '../rpc/createHttpClient'
export { createStaticCatalog } from '../connectors/catalog/createStaticCatalog'
export { createHttpCatalog } from '../connectors/catalog/createHttpCatalog'
export { DEFAULT_CATALOG_WALLETS } from '../connectors/catalog/defaultWallets'
export { sanitizeCatalogWallet } from '../connectors/catalog/sanitizeCatalogWallet'
export { RESTORE_TIMEOUT_MS, createConnectionService } from '../connectors/createConnectionService'
export { createConnectionStorage, readStoredConnectorId } from '../connectors/connectionStorage'
export { createLazyConnector } from '../connectors/createLazyConnector'
export type { LazyConnector } from '../connectors/createLazyConnector'
export { lazyOnce } from '../lazyOnce'
export type { LazyOnce } from '../lazyOnce'
