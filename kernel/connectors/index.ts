/** Wallet connectors: discovery, the wallet list, the catalog and the connection service. */
export type { Connector, ConnectorAccount, ConnectorEvent, Eip1193Provider } from './types'
export {
  ChainNotSupportedError,
  ConnectorNotFoundError,
  InvalidRequestParamsError,
  InvalidWalletResponseError,
  MethodNotSupportedError,
  NetworkNotFoundError,
  NotConnectedError,
  USER_REJECTED_CODE,
  UserRejectedRequestError,
  connectorMessages,
  normalizeWalletError,
  walletErrorCode,
} from './errors'
export { MAX_IMAGE_URL_LENGTH, MAX_WALLET_NAME_LENGTH, safeImageUrl, safeWalletName } from './safeImageUrl'
export { INJECTED_CONNECTOR_ID, INJECTED_CONNECTOR_NAME, discoverConnectors } from './discovery'
export type { DiscoverConnectorsParameters, WalletStandardRegistry } from './discovery'
export { buildWalletList, detectInstalledWallet, isWalletAllowed, resolveConnectMethodOrder } from './walletList'
export type { BuildWalletListParameters, WalletListEntry, WalletListGroup } from './walletList'
export {
  CATALOG_PAGE_SIZE,
  CATALOG_SEARCH_LIMIT,
  FEATURED_WALLETS_LIMIT,
  RECOMMENDED_WALLETS_LIMIT,
} from './catalog/types'
export type { CatalogListParameters, CatalogWallet, WalletCatalog } from './catalog/types'
export { createStaticCatalog } from './catalog/createStaticCatalog'
export { createHttpCatalog } from './catalog/createHttpCatalog'
export type { CreateHttpCatalogParameters } from './catalog/createHttpCatalog'
export { DEFAULT_CATALOG_WALLETS } from './catalog/defaultWallets'
export { sanitizeCatalogWallet } from './catalog/sanitizeCatalogWallet'
export { connectorIdStorageKey, createConnectionStorage } from './connectionStorage'
export type { ConnectionStorage } from './connectionStorage'
export { CONNECTED_VIEW, CONNECTING_VIEWS, UNSUPPORTED_CHAIN_VIEW, createConnectionViews } from './connectionViews'
export { RESTORE_TIMEOUT_MS, createConnectionService } from './createConnectionService'
export type { ConnectionService, CreateConnectionServiceParameters } from './createConnectionService'
export { createEip1193Connector } from '../chains/eip155/createEip1193Connector'
export type { CreateEip1193ConnectorParameters } from '../chains/eip155/createEip1193Connector'
export { createWalletStandardConnector } from '../chains/solana/createWalletStandardConnector'
export { isSolanaWallet, walletStandardConnectorId, walletStandardInfo } from '../chains/solana/walletStandardInfo'
export { createLazyConnector } from './createLazyConnector'
