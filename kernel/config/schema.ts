import * as z from 'zod/mini'
import {
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_LOG_LEVEL,
  DEFAULT_SOCIALS,
  DEFAULT_STORAGE_PREFIX,
  DEFAULT_THEME_MODE,
  DEFAULT_WALLET_FEATURE_ORDER,
} from './defaults'
import { SUPPORTED_LOCALES } from '../i18n/locales'

const flag = (value: boolean) => z._default(z.boolean(), value)
/** A list whose entries come from `values`, each at most once. */
const orderOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).check(
    z.refine((list) => new Set(list).size === list.length, { message: 'Invalid input' }),
  )

/**
 * Builds the host config schema (spec sections 1, 2, 3 and 9). Built per check and not kept:
 * the schema's ~80 zod objects are needed once per `createPortico`, and a page that kept them
 * paid their heap for its whole life (and their construction while its modules evaluated).
 */
export function buildConfigSchema() {
  /** An absolute URL; checked with the platform's URL parser (smaller than zod's URL regexes). */
  const urlSchema = z.string().check(z.refine((value) => URL.canParse(value)))

  /** A page a visitor may open: `https:` or `http:` only (never `javascript:` or `data:`). */
  const webUrlSchema = z.string().check(z.refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)))

  const caipNetworkIdSchema = z.string().check(z.regex(/^(eip155|solana|bip122|polkadot):[-_a-zA-Z0-9]{1,64}$/))

  /** A CAIP network as the host passes it (spec section 3, "Network"). */
  const networkSchema = z.looseObject({
    id: z.union([z.number(), z.string()]),
    caipNetworkId: caipNetworkIdSchema,
    chainNamespace: z.enum(['eip155', 'solana', 'bip122', 'polkadot']),
    name: z.string().check(z.minLength(1)),
    nativeCurrency: z.object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 36)),
    }),
    rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(urlSchema) }) }),
    testnet: z.optional(z.boolean()),
  })

  const metadataSchema = z.object({
    name: z.string(),
    description: z.string(),
    url: urlSchema,
    icons: z.array(urlSchema),
  })

  const featuresSchema = z.prefault(
    z.object({
      swaps: flag(DEFAULT_FEATURES.swaps),
      onramp: flag(DEFAULT_FEATURES.onramp),
      receive: flag(DEFAULT_FEATURES.receive),
      send: flag(DEFAULT_FEATURES.send),
      email: flag(DEFAULT_FEATURES.email),
      emailShowWallets: flag(DEFAULT_FEATURES.emailShowWallets),
      history: flag(DEFAULT_FEATURES.history),
      analytics: flag(DEFAULT_FEATURES.analytics),
      allWallets: flag(DEFAULT_FEATURES.allWallets),
      legalCheckbox: flag(DEFAULT_FEATURES.legalCheckbox),
      smartSessions: flag(DEFAULT_FEATURES.smartSessions),
      collapseWallets: flag(DEFAULT_FEATURES.collapseWallets),
      /** Social providers in display order; `false` hides social login. */
      socials: z._default(z.union([z.literal(false), orderOf(DEFAULT_SOCIALS)]), [...DEFAULT_SOCIALS]),
      /** Connect-method order set by the host; when absent the spec's rule decides. */
      connectMethodsOrder: z.optional(orderOf(DEFAULT_CONNECT_METHOD_ORDER)),
    }),
    {},
  )

  const pluginSchema = z.custom<{ id: string; apply: unknown }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { id?: unknown }).id === 'string' &&
      typeof (value as { apply?: unknown }).apply === 'function',
  )

  /** Theme variables: a plain object of strings and numbers (values are checked by the theme plugin). */
  const themeVariablesSchema = z.custom<Record<string, string | number>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number'),
  )

  const functionSchema = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function')

  return z.object({
    projectId: z.optional(z.string().check(z.minLength(1))),
    networks: z.array(networkSchema).check(z.minLength(1)),
    defaultNetwork: z.optional(networkSchema),
    metadata: z.optional(metadataSchema),
    features: featuresSchema,
    enableWalletConnect: flag(true),
    enableWalletGuide: flag(true),
    enableWallets: flag(true),
    enableEIP6963: flag(true),
    enableNetworkSwitch: flag(true),
    enableAuthLogger: flag(true),
    connectorTypeOrder: z._default(orderOf(DEFAULT_CONNECTOR_ORDER), [...DEFAULT_CONNECTOR_ORDER]),
    walletFeaturesOrder: z._default(orderOf(DEFAULT_WALLET_FEATURE_ORDER), [...DEFAULT_WALLET_FEATURE_ORDER]),
    /** Wallets to show only, by rdns or case-insensitive name. */
    includeWallets: z.optional(z.array(z.string())),
    /** Wallets to hide, by rdns or case-insensitive name. */
    excludeWallets: z._default(z.array(z.string()), []),
    featuredWallets: z._default(z.array(z.string()), []),
    themeMode: z._default(z.enum(['dark', 'light']), DEFAULT_THEME_MODE),
    themeVariables: z._default(themeVariablesSchema, {}),
    storage: z.prefault(
      z.object({
        type: z._default(z.enum(['local', 'cookie', 'memory']), 'local'),
        prefix: z._default(z.string().check(z.minLength(1)), DEFAULT_STORAGE_PREFIX),
      }),
      {},
    ),
    logLevel: z._default(z.enum(['silent', 'error', 'warn', 'info', 'debug']), DEFAULT_LOG_LEVEL),
    /** A locale Portico ships; absent: the page's language. */
    locale: z.optional(z.enum(SUPPORTED_LOCALES)),
    /** Renders views inline (`<PorticoEmbedded/>`): no modal element is appended. */
    embedded: flag(false),
    /** Never append the modal element to the page. */
    disableAppend: flag(false),
    plugins: z.optional(z.array(pluginSchema)),
    siweConfig: z.optional(z.looseObject({})),
    siwx: z.optional(z.looseObject({})),
    /** Receives analytics events when `features.analytics` is on. */
    onAnalyticsEvent: z.optional(functionSchema),
    /** Base URL of a project RPC service: `{rpc}/v1/?chainId=..&projectId=..`. */
    projectRpcUrl: z.optional(urlSchema),
    /** WalletConnect relay (`wss://...`); the walletconnect plugin defaults to WalletConnect's public relay. */
    relayUrl: z.optional(urlSchema.check(z.regex(/^wss?:\/\//))),
    walletCatalog: z.optional(
      z.custom<{ list: unknown }>((value) => typeof value === 'object' && value !== null && typeof (value as { list?: unknown }).list === 'function'),
    ),
    /** USD prices for balances: an object with `getPrices(tokens)`. */
    priceService: z.optional(z.looseObject({ getPrices: functionSchema })),
    /** Terms of service page, linked by the legal checkbox (`features.legalCheckbox`). */
    termsConditionsUrl: z.optional(webUrlSchema),
    /** Privacy policy page, linked by the legal checkbox (`features.legalCheckbox`). */
    privacyPolicyUrl: z.optional(webUrlSchema),
  })
}

type ConfigSchema = ReturnType<typeof buildConfigSchema>
export type ConfigInput = z.input<ConfigSchema>
export type ConfigOutput = z.output<ConfigSchema>
