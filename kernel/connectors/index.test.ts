import { expect, test } from 'vitest'
import * as connectors from './index'

test('default: the public surface of kernel/connectors is explicit', () => {
  expect(Object.keys(connectors).sort()).toEqual([
    'CATALOG_PAGE_SIZE', 'CATALOG_SEARCH_LIMIT', 'CONNECTED_VIEW', 'CONNECTING_VIEWS', 'ChainNotSupportedError',
    'ConnectorNotFoundError', 'DEFAULT_CATALOG_WALLETS', 'FEATURED_WALLETS_LIMIT', 'INJECTED_CONNECTOR_ID',
    'INJECTED_CONNECTOR_NAME', 'InvalidRequestParamsError', 'InvalidWalletResponseError', 'MAX_IMAGE_URL_LENGTH',
    'MAX_WALLET_NAME_LENGTH', 'MethodNotSupportedError', 'NetworkNotFoundError', 'NotConnectedError',
    'RECOMMENDED_WALLETS_LIMIT', 'RESTORE_TIMEOUT_MS', 'UNSUPPORTED_CHAIN_VIEW', 'USER_REJECTED_CODE',
    'UserRejectedRequestError', 'buildWalletList', 'connectorIdStorageKey', 'connectorMessages',
    'createConnectionService', 'createConnectionStorage', 'createConnectionViews', 'createEip1193Connector',
    'createHttpCatalog', 'createLazyConnector', 'createStaticCatalog', 'createWalletStandardConnector', 'detectInstalledWallet',
    'discoverConnectors', 'isSolanaWallet', 'isWalletAllowed', 'normalizeWalletError', 'resolveConnectMethodOrder', 'safeImageUrl',
    'safeWalletName', 'sanitizeCatalogWallet', 'walletErrorCode', 'walletStandardConnectorId', 'walletStandardInfo',
  ])
})

test('§8 error: connector errors carry the catalogue texts', () => {
  expect(new connectors.ChainNotSupportedError().shortMessage).toBe('Chain is not supported')
  expect(new connectors.UserRejectedRequestError().code).toBe(4001)
  expect(new connectors.NotConnectedError('eip155').shortMessage).toBe('No ActiveCaipAddress found')
})
