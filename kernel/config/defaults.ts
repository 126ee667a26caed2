/**
 * The spec's defaults (sections 1, 2 and 9). One place, so a reviewer can check them against
 * the spec line by line.
 */

/** Connect methods a visitor can pick from, in the default order (spec section 2). */
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const
/** The order once an installed browser wallet is detected, unless the host set one. */
export const INSTALLED_WALLET_CONNECT_METHOD_ORDER = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHOD_ORDER)[number]

/** Default connector order (spec section 2). */
export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof DEFAULT_CONNECTOR_ORDER)[number]

/** Wallet feature order on the Account view (spec section 2). */
export const DEFAULT_WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURE_ORDER)[number]

/** Social providers shown by default, in order (spec section 9). */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof DEFAULT_SOCIALS)[number]

/** Feature flags and their defaults (spec section 1). */
export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
} as const
export type FeatureFlag = keyof typeof DEFAULT_FEATURES

/** Storage key prefix (spec section 3). */
export const DEFAULT_STORAGE_PREFIX = 'wagmi'
/** Log level (spec section 9). */
export const DEFAULT_LOG_LEVEL = 'error'
/** Theme mode (spec sections 3 and 9). */
export const DEFAULT_THEME_MODE = 'dark'
/** Chain used when none is stored (spec section 9). */
export const DEFAULT_CHAIN_ID = 1
/** At most this many recent wallets are kept and listed (spec sections 3 and 9). */
export const RECENT_WALLETS_LIMIT = 2
