/**
 * `portico`: the kernel every host loads (no UI, no React). Explicit named exports only; the
 * list is pinned by `index.test.ts`, so surface changes show in review.
 */
export { createPortico, ACCOUNT_VIEW } from './createPortico'
export type { Portico } from './createPortico'
export { resolveConfig, ConfigError } from './config/resolveConfig'
export type { PorticoConfig, ResolvedConfig, DappMetadata, FeaturesConfig, LogLevel } from './config/types'
export type { SIWXConfig, SIWXEnvironment, SIWXMessage, SIWXMessageData, SIWXSession, SIWEConfig, SIWECreateMessageArgs } from './config/siwx'
export {
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_CONNECT_METHOD_ORDER,
  INSTALLED_WALLET_CONNECT_METHOD_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURE_ORDER,
  DEFAULT_STORAGE_PREFIX,
  DEFAULT_LOG_LEVEL,
  DEFAULT_THEME_MODE,
  DEFAULT_CHAIN_ID,
  RECENT_WALLETS_LIMIT,
} from './config/defaults'
export type { ConnectMethod, ConnectorGroup, FeatureFlag, SocialProvider, WalletFeature } from './config/defaults'
export { definePlugin } from './plugin'
export { APPROVE_TRANSACTION_VIEW } from './approvals/createApprovalFlow'
export type { ApprovalFlow, ApprovalRequest } from './approvals/createApprovalFlow'
export type { AnyPlugin, PluginContext, PluginDefinition, PluginHooks, TapOnly, TapOptions } from './plugin'
export { STAGE_VALIDATE, STAGE_ENRICH, STAGE_REPORT } from './hooks'
export type {
  AccountActionEntry,
  AccountFeatureEntry,
  AccountTabEntry,
  AddressQuery,
  AvatarQuery,
  ConnectEvent,
  ConnectMethodEntry,
  DisconnectEvent,
  KernelHooks,
  NameQuery,
  NamespaceHookName,
  RpcDecision,
  RpcRequestContext,
  SendRequest,
  SendResult,
  ViewComponent,
  ViewRegistration,
  ViewTable,
} from './hooks'
export type { PorticoServices } from './services'
export type { ActivityItem, ActivityQuery, ActivityService, ActivityTransfer } from './activity/types'
export type { BalanceEntry, BalanceQuery, BalanceService, BalanceSource, NftBalance, Portfolio, PriceQuery, PriceService, RawBalance, TokenBalance } from './balances/types'
export type { IdentityService, Profile } from './identity/types'
export { createLogger } from './logger'
export type { Logger } from './logger'
export type { Analytics } from './analytics/createAnalytics'
export { ANALYTICS_EVENTS } from './analytics/events'
export type { AnalyticsEvent, KernelAnalyticsEventName } from './analytics/events'
export { TOAST_SWAP_DELAY_MS, TOAST_AUTO_CLOSE_MS } from './toast'
export type { ToastController } from './toast'
export { alertMessages, providerErrorAlert } from './alerts'
export type { AlertController, AlertMessage } from './alerts'
export { BaseError } from './errors/base'
export type { BaseErrorParameters } from './errors/base'
export { messages, errorCodes } from './errors/messages'
export { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale, matchLocale } from './i18n/locales'
export { directionOf } from './i18n/locales'
export { formatDecimal, formatText } from './i18n/format'
export type { Locale } from './i18n/locales'
export { createI18n, UnsupportedLocaleError } from './i18n/createI18n'
export type { I18n } from './i18n/createI18n'
export { defineTexts } from './i18n/defineTexts'
export type { DefinedTexts } from './i18n/defineTexts'
export { kernelTexts } from './i18n/kernelTexts'
export { checkCatalogue } from './i18n/checkCatalogue'
export type { Catalogue, CatalogueLoader, CatalogueLoaders, CatalogueText, Label, PluralText, TextKey, TextParams, TextRef, Texts } from './i18n/types'
export { PluginError, RpcNotAllowedError, UnsupportedChainError } from './errors/kernelErrors'
export { darkTokens, lightTokens, tokensToCss } from './theme/tokens'
export type { ThemeToken } from './theme/tokens'
export { createInstanceRegistry } from './instanceRegistry'
export type { InstanceRegistry } from './instanceRegistry'
export { createRpcService } from './rpc/createRpcService'
export type { RpcService, RpcServiceOptions } from './rpc/createRpcService'
export type { PorticoStore, PorticoState, LazyLoadedSlices } from './store/createStore'
export type { RouteEntry, RouterState } from './store/routerSlice'
export { CONNECT_VIEW } from './store/routerSlice'
export { connectionsSlice } from './store/connectionsSlice'
export type { AccountType, NamespaceConnection, ConnectionsState } from './store/connectionsSlice'
export type { ConnectorInfo, ConnectorType, ConnectorsState } from './store/connectorsSlice'
export type { ToastState, ToastVariant, ToastInput } from './store/toastSlice'
export { themeSlice } from './store/themeSlice'
export type { ThemeState } from './store/themeSlice'
export type { ModalState } from './store/modalSlice'
export { networksSlice } from './store/networksSlice'
export type { NetworksState } from './store/networksSlice'
export { CHAIN_NAMESPACES } from './caip/types'
export type { CaipAddress, CaipNetworkId, ChainNamespace, ParsedCaipAddress, ParsedCaipNetworkId } from './caip/types'
export { InvalidBase58Error, InvalidCaipAddressError, InvalidCaipNetworkIdError, InvalidEvmAddressError, caipMessages } from './caip/errors'
export type { InvalidBase58ErrorType, InvalidCaipAddressErrorType, InvalidCaipNetworkIdErrorType, InvalidEvmAddressErrorType } from './caip/errors'
export { isChainNamespace } from './caip/isChainNamespace'
export { parseCaipNetworkId } from './caip/parseCaipNetworkId'
export { formatCaipNetworkId } from './caip/formatCaipNetworkId'
export type { FormatCaipNetworkIdParameters } from './caip/formatCaipNetworkId'
export { parseCaipAddress } from './caip/parseCaipAddress'
export { formatCaipAddress } from './caip/formatCaipAddress'
export type { FormatCaipAddressParameters } from './caip/formatCaipAddress'
export { isCachedCaipAddress } from './caip/isCachedCaipAddress'
export { BASE58_ALPHABET, base58Decode, base58Encode } from './caip/base58'
export { isEvmAddress } from './caip/isEvmAddress'
export { isValidEvmAddress } from './caip/isValidEvmAddress'
export type { IsValidEvmAddressOptions } from './caip/isValidEvmAddress'
export { toChecksumAddress } from './caip/toChecksumAddress'
export { isSolanaAddress } from './caip/isSolanaAddress'
export { isBitcoinAddress } from './caip/isBitcoinAddress'
export { isPolkadotAddress } from './caip/isPolkadotAddress'
export { isAddressForNamespace } from './caip/isAddressForNamespace'
export { InvalidAmountError, InvalidDecimalsError, MAX_DECIMALS, unitsMessages } from './units/errors'
export type { InvalidAmountErrorType, InvalidAmountReason, InvalidDecimalsErrorType } from './units/errors'
export { parseDecimals } from './units/parseDecimals'
export { parseUnits } from './units/parseUnits'
export type { ParseUnitsOptions } from './units/parseUnits'
export { formatUnits } from './units/formatUnits'
export { formatBalance } from './units/formatBalance'
export { formatTokenBalance } from './units/formatTokenBalance'
export { formatTransferAmount } from './units/formatTransferAmount'
export { truncateAddress } from './units/truncateAddress'
export { ADDRESS_TRUNCATION, BALANCE_FALLBACK, DISPLAY_PLACES } from './units/constants'
export type { CaipNetwork, ChainReference, NativeCurrency, NetworkBlockExplorer, NetworkContract, NetworkContracts, NetworkOf, NetworkRpcUrls, NetworkToken } from './networks/types'
export { defineNetwork } from './networks/defineNetwork'
export type { DefineNetworkParameters, DefineNetworkReturnType } from './networks/defineNetwork'
export { findNetwork } from './networks/findNetwork'
export { InvalidNetworkError } from './networks/errors'
export type { InvalidNetworkErrorType } from './networks/errors'
export { arbitrum, base, bsc, mainnet, optimism, polygon, sepolia } from './networks/eip155'
export { solana, solanaDevnet, solanaTestnet } from './networks/solana'
export { bitcoin, bitcoinTestnet } from './networks/bip122'
export { polkadot } from './networks/polkadot'
export type { CreateStorageParameters, PorticoStorage, StorageLogger } from './storage/types'
export { createLocalStorage } from './storage/createLocalStorage'
export { createCookieStorage } from './storage/createCookieStorage'
export type { CreateCookieStorageParameters } from './storage/createCookieStorage'
export { createMemoryStorage } from './storage/createMemoryStorage'
export { createStorageService } from './storage/createStorageService'
export type { StorageServiceConfig } from './storage/createStorageService'
export { storageKeys, CONNECTION_STATUSES } from './storage/storageKeys'
export type { ConnectionStatus } from './storage/storageKeys'
export { recentWalletSchema } from './storage/recentWallet'
export type { RecentWallet } from './storage/recentWallet'
export type { StorageCodec } from './storage/codecs'
export { createStorageEntry } from './storage/createStorageEntry'
export type { StorageEntry } from './storage/createStorageEntry'
export { createStorageAccess } from './storage/createStorageAccess'
export type { StorageAccess } from './storage/createStorageAccess'
export type { RpcRankingOptions, RpcRequestArguments, RpcRequestOptions, RpcTransport, RpcTransportErrorType, RpcTransportParameters } from './rpc/createRpcTransport'
export type { HttpClient, HttpClientErrorType, HttpClientParameters, HttpMethod, HttpQueryParams, HttpRequestOptions, HttpResponseSchema } from './rpc/createHttpClient'
export { PROJECT_RPC_CHAINS, projectRpcUrl } from './rpc/projectRpcUrl'
export type { ProjectRpcUrlParameters } from './rpc/projectRpcUrl'
export { extractErrorMessage } from './rpc/extractErrorMessage'
export type { RankingWeights, RpcEndpointScore } from './rpc/ranking'
export type { FetchFn } from './rpc/fetchJson'
export { HttpRequestError, HttpStatusError, InvalidResponseError, InvalidTransportOptionsError, RequestAbortedError, RpcResponseError, TimeoutError, rpcMessages } from './rpc/errors'
export type { HttpRequestErrorType, HttpStatusErrorType, InvalidResponseErrorType, InvalidTransportOptionsErrorType, RequestAbortedErrorType, RpcResponseErrorType, TimeoutErrorType } from './rpc/errors'
export type { Connector, ConnectorAccount, ConnectorEvent, Eip1193Provider, WalletStandardRegistry } from './connectors/types'
export type { PorticoProvider, PorticoProviderEvent, PorticoProviderEvents, ProviderMethods } from './provider/types'
export type { ConnectorSignIn, ConnectorSignInHandler, ConnectorSignInRequest, ConnectorSignInResult } from './connectors/types'
export { ChainNotSupportedError, ConnectorNotFoundError, DISCONNECTED_CODE, InvalidRequestParamsError, InvalidWalletResponseError, MethodNotSupportedError, NetworkNotFoundError, NotConnectedError, USER_REJECTED_CODE, UserRejectedRequestError, connectorMessages, normalizeWalletError, walletErrorCode } from './connectors/errors'
export { MAX_IMAGE_URL_LENGTH, MAX_WALLET_NAME_LENGTH, safeImageUrl, safeWalletName } from './connectors/safeImageUrl'
export { buildWalletList, detectInstalledWallet, isWalletAllowed, resolveConnectMethodOrder } from './connectors/walletList'
export type { BuildWalletListParameters, WalletListEntry, WalletListGroup } from './connectors/walletList'
export { CATALOG_PAGE_SIZE, CATALOG_SEARCH_LIMIT, FEATURED_WALLETS_LIMIT, RECOMMENDED_WALLETS_LIMIT } from './connectors/catalog/types'
export type { CatalogListParameters, CatalogWallet, WalletCatalog } from './connectors/catalog/types'
export type { CreateHttpCatalogParameters } from './connectors/catalog/createHttpCatalog'
export type { ConnectionStorage } from './connectors/connectionStorage'
export type { ConnectionService, CreateConnectionServiceParameters } from './connectors/createConnectionService'
export { createLazyConnectionService } from './connectors/createLazyConnectionService'
// Send flow (kernel/send): view names and state types. The rules, views and submit controller
// load with the Send views and the send plugins, not with this entry (size budget).
export { SEND_VIEWS } from './send/types'
export type { FeeEstimateRequest, SendDraft, SendFee, SendState, SendToken, SendViewName } from './send/types'
