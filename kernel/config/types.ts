import type { CaipNetwork } from '../networks/types'
import type { AnyPlugin } from '../plugin'
import type { AnalyticsEvent } from '../analytics/events'
import type { WalletCatalog } from '../connectors/catalog/types'
import type { PriceService } from '../balances/types'
import type { SIWEConfig, SIWXConfig } from './siwx'
import type { Locale } from '../i18n/locales'
import type { ConnectMethod, ConnectorGroup, FeatureFlag, SocialProvider, WalletFeature } from './defaults'

/** Dapp metadata shown to wallets (spec section 3). */
export type DappMetadata = { name: string; description: string; url: string; icons: string[] }

/** Feature switches (spec section 1); every one is optional and has the spec's default. */
export type FeaturesConfig = { [K in FeatureFlag]?: boolean } & {
  /** Social providers in display order; `false` hides social login. */
  socials?: SocialProvider[] | false
  /** Connect-method order; when absent, wallet goes first once a browser wallet is detected. */
  connectMethodsOrder?: ConnectMethod[]
}

/** Log levels, quietest first. */
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug'

/**
 * What a host passes to `createPortico`. Only `networks` is required.
 *
 * @example
 * import { createPortico, mainnet, base } from 'portico'
 * const portico = createPortico({
 *   networks: [mainnet, base],
 *   metadata: { name: 'My dapp', description: 'Swap things', url: 'https://dapp.example', icons: [] },
 * })
 */
export type PorticoConfig = {
  /** Project id for WalletConnect and a project RPC service; optional. */
  projectId?: string
  /** Networks the dapp supports; the first is the default unless `defaultNetwork` is set. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[]
  /** Network chosen when no last-used chain is stored. */
  defaultNetwork?: CaipNetwork
  /** Dapp metadata shown to wallets. */
  metadata?: DappMetadata
  /** Feature switches with the spec's defaults. */
  features?: FeaturesConfig
  /** WalletConnect pairing; on unless `false`. */
  enableWalletConnect?: boolean
  /** The "new to wallets" guide; on unless `false`. */
  enableWalletGuide?: boolean
  /** The wallet list; on unless `false`. */
  enableWallets?: boolean
  /** EIP-6963 browser-wallet discovery; on unless `false`. */
  enableEIP6963?: boolean
  /** The network switcher; on unless `false`. */
  enableNetworkSwitch?: boolean
  /** The embedded wallet's logger; on unless `false`. */
  enableAuthLogger?: boolean
  /** Wallet-list group order. */
  connectorTypeOrder?: ConnectorGroup[]
  /** Order of the Account view's feature buttons. */
  walletFeaturesOrder?: WalletFeature[]
  /** Show only these wallets (rdns, or name compared case-insensitively). */
  includeWallets?: string[]
  /** Hide these wallets (rdns, or name compared case-insensitively). */
  excludeWallets?: string[]
  /** Wallets listed in the featured group, by rdns or id. */
  featuredWallets?: string[]
  /** 'dark' (default) or 'light'. */
  themeMode?: 'dark' | 'light'
  /** Theme variables (see the theme plugin). */
  themeVariables?: Record<string, string | number>
  /** Where Portico keeps its small state: local storage (default), cookies or memory. */
  storage?: { type?: 'local' | 'cookie' | 'memory'; prefix?: string }
  /** Default 'error'. */
  logLevel?: LogLevel
  /**
   * Language of the modal: one of `SUPPORTED_LOCALES`; default the page's language when Portico
   * ships it, else English. Change it later with `portico.setLocale()`.
   */
  locale?: Locale
  /** Views render inline through `<PorticoEmbedded/>`; no modal element is appended. */
  embedded?: boolean
  /** Never append the modal element to the page. */
  disableAppend?: boolean
  /** Plugins to install; a plugin whose `feature` is switched off is left out. */
  plugins?: readonly AnyPlugin[]
  /** Legacy sign-in-with-Ethereum config; exclusive with `siwx`. */
  siweConfig?: SIWEConfig
  /** Sign-in-with-X config; exclusive with `siweConfig`. */
  siwx?: SIWXConfig
  /** Receives analytics events when `features.analytics` is on. */
  onAnalyticsEvent?: (event: AnalyticsEvent) => void
  /** Base URL of a project RPC service (`{rpc}/v1/?chainId={id}&projectId={id}`). */
  projectRpcUrl?: string
  /** WalletConnect relay URL (`wss://` or `ws://`); default WalletConnect's public relay. */
  relayUrl?: string
  /** Where All Wallets, featured and recommended come from; default a small bundled list. */
  walletCatalog?: WalletCatalog
  /** USD prices for balances (see `PriceService`); without one, balances show without USD. */
  priceService?: PriceService
  /** Terms of service page (`https:` or `http:`), linked by the legal checkbox when `features.legalCheckbox` is on. */
  termsConditionsUrl?: string
  /** Privacy policy page (`https:` or `http:`), linked by the legal checkbox when `features.legalCheckbox` is on. */
  privacyPolicyUrl?: string
}

/** The config after validation, with every default filled in. */
export type ResolvedConfig = Omit<
  Required<PorticoConfig>,
  'projectId' | 'locale' | 'defaultNetwork' | 'metadata' | 'includeWallets' | 'plugins' | 'siweConfig' | 'siwx' | 'onAnalyticsEvent' | 'projectRpcUrl' | 'relayUrl' | 'walletCatalog' | 'priceService' | 'termsConditionsUrl' | 'privacyPolicyUrl' | 'features' | 'storage' | 'networks'
> & {
  projectId: string | undefined
  /** The host's `locale`; `undefined`: the page's language decides. */
  locale: Locale | undefined
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  metadata: DappMetadata | undefined
  includeWallets: string[] | undefined
  plugins: readonly AnyPlugin[]
  siweConfig: SIWEConfig | undefined
  siwx: SIWXConfig | undefined
  onAnalyticsEvent: ((event: AnalyticsEvent) => void) | undefined
  projectRpcUrl: string | undefined
  relayUrl: string | undefined
  walletCatalog: WalletCatalog | undefined
  priceService: PriceService | undefined
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  features: Required<Omit<FeaturesConfig, 'connectMethodsOrder'>> & { connectMethodsOrder?: ConnectMethod[] | undefined }
  storage: { type: 'local' | 'cookie' | 'memory'; prefix: string }
}
