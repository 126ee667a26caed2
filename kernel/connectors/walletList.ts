import type { ChainNamespace } from '../caip/types'
import { DEFAULT_CONNECT_METHOD_ORDER, INSTALLED_WALLET_CONNECT_METHOD_ORDER, RECENT_WALLETS_LIMIT } from '../config/defaults'
import type { ConnectMethod, ConnectorGroup } from '../config/defaults'
import type { ResolvedConfig } from '../config/types'
import type { ConnectorInfo, ConnectorType } from '../store/connectorsSlice'
import { FEATURED_WALLETS_LIMIT, RECOMMENDED_WALLETS_LIMIT } from './catalog/types'
import type { CatalogWallet } from './catalog/types'

/**
 * One row of the Connect view's wallet list.
 *
 * @example
 * import type { WalletListEntry } from 'portico'
 * const onPick = (entry: WalletListEntry) => entry.connectorId ? connect(entry.connectorId) : openCatalog(entry)
 */
export type WalletListEntry = {
  /** The connector id for a live connector, else the catalog id. */
  id: string
  /** Sanitized name: render as text. */
  name: string
  imageUrl: string | undefined
  rdns: string | undefined
  /** The group it is listed in. */
  group: ConnectorGroup
  /** True for a wallet found in this browser. */
  installed: boolean
  /** Type of the live connector; `undefined` for a catalog-only wallet. */
  type: ConnectorType | undefined
  /** Pass to `connection.connect()`; `undefined` for a catalog-only wallet (pair or install it). */
  connectorId: string | undefined
  /** Catalog data (homepage, deep links) when the wallet is in the catalog. */
  catalog: CatalogWallet | undefined
}

/**
 * A non-empty group of the wallet list, in `config.connectorTypeOrder`.
 *
 * @example
 * import type { WalletListGroup } from 'portico'
 * const count = (groups: WalletListGroup[]) => groups.reduce((n, g) => n + g.wallets.length, 0)
 */
export type WalletListGroup = { group: ConnectorGroup; wallets: WalletListEntry[] }

/**
 * Inputs of {@link buildWalletList}.
 *
 * @example
 * import type { BuildWalletListParameters } from 'portico'
 * const p: BuildWalletListParameters = { connectors: state.connectors.list, recent: state.connectors.recent, catalog, config }
 */
export type BuildWalletListParameters = {
  /** Connectors in the store (`state.connectors.list`). */
  connectors: readonly ConnectorInfo[]
  /** Recent wallet ids, most recent first (`state.connectors.recent`). */
  recent: readonly string[]
  /** Catalog wallets (e.g. the first catalog page), for featured and recommended. */
  catalog?: readonly CatalogWallet[] | undefined
  config: Pick<ResolvedConfig, 'connectorTypeOrder' | 'includeWallets' | 'excludeWallets' | 'featuredWallets' | 'networks'>
}

const GROUP_OF_TYPE: Record<ConnectorType, ConnectorGroup | undefined> = {
  WALLET_CONNECT: 'walletConnect',
  INJECTED: 'injected',
  ANNOUNCED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
  AUTH: undefined, // email and social are connect methods, not wallets
}
const BROWSER_WALLET_TYPES: ReadonlySet<ConnectorType | undefined> = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN'])

type Named = { id: string; name: string; rdns: string | undefined }
const lower = (value: string) => value.toLowerCase()
/** Whether `wallet` is named by one of `keys` (rdns, id, or name compared case-insensitively). */
const named = (wallet: Named, keys: readonly string[]) =>
  keys.some((key) => {
    const k = lower(key)
    return k === lower(wallet.name) || k === lower(wallet.id) || (wallet.rdns !== undefined && k === lower(wallet.rdns))
  })
const identities = (wallet: Named) => [lower(wallet.name), ...(wallet.rdns ? [lower(wallet.rdns)] : [])]

/**
 * Whether a wallet passes the host's filters (spec section 6): `includeWallets` when set, then
 * `excludeWallets`, each by rdns, id or case-insensitive name.
 *
 * @example
 * import { isWalletAllowed } from 'portico'
 * isWalletAllowed({ id: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }, { includeWallets: undefined, excludeWallets: ['metamask'] }) // false
 */
export function isWalletAllowed(wallet: Named, config: Pick<ResolvedConfig, 'includeWallets' | 'excludeWallets'>): boolean {
  return (config.includeWallets === undefined || named(wallet, config.includeWallets)) && !named(wallet, config.excludeWallets)
}

/**
 * Builds the Connect view's wallet list (spec sections 2, 3, 6 and 9). Groups follow
 * `config.connectorTypeOrder` (types map: WALLET_CONNECT -> walletConnect; INJECTED, ANNOUNCED,
 * MULTI_CHAIN -> injected; EXTERNAL -> external; catalog -> featured, recommended). At most 2
 * recent wallets sit in `recent` and nowhere else. `includeWallets` (when set) keeps only the
 * named wallets and `excludeWallets` hides wallets, by rdns, id or case-insensitive name.
 * Featured follows `featuredWallets` (at most 4); recommended is the rest of the catalog (at most 4);
 * a wallet already listed is never repeated. Only wallets serving a namespace of the host's
 * networks are listed; groups not named in `connectorTypeOrder`, and empty groups, are left out.
 *
 * @param parameters Connectors, recent ids, catalog and config.
 * @returns The non-empty groups, in order.
 *
 * @example
 * import { buildWalletList } from 'portico'
 * const state = portico.getState()
 * const groups = buildWalletList({ connectors: state.connectors.list, recent: state.connectors.recent, config: portico.config })
 * groups[0] // { group: 'recent', wallets: [{ name: 'MetaMask', connectorId: 'io.metamask', ... }] }
 */
export function buildWalletList(parameters: BuildWalletListParameters): WalletListGroup[] {
  const { config, catalog = [] } = parameters
  const order = config.connectorTypeOrder
  const hostNamespaces = new Set<ChainNamespace>(config.networks.map((n) => n.chainNamespace))
  const serves = (namespaces: readonly ChainNamespace[]) => namespaces.some((n) => hostNamespaces.has(n))
  const allowed = (wallet: Named) => isWalletAllowed(wallet, config)
  const catalogFor = (wallet: Named) =>
    catalog.find((c) => (wallet.rdns !== undefined && c.rdns === wallet.rdns) || lower(c.name) === lower(wallet.name))

  const fromConnector = (info: ConnectorInfo, group: ConnectorGroup): WalletListEntry => ({
    id: info.id,
    name: info.name,
    imageUrl: info.imageUrl,
    rdns: info.rdns,
    group,
    installed: info.installed,
    type: info.type,
    connectorId: info.id,
    catalog: catalogFor(info),
  })
  const fromCatalog = (wallet: CatalogWallet, group: ConnectorGroup, installed = false): WalletListEntry => ({
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    rdns: wallet.rdns,
    group,
    installed,
    type: undefined,
    connectorId: undefined,
    catalog: wallet,
  })

  const connectors = parameters.connectors.filter(
    (c) => GROUP_OF_TYPE[c.type] !== undefined && serves(c.namespaces) && (c.type === 'WALLET_CONNECT' || allowed(c)),
  )
  const groups = new Map<ConnectorGroup, WalletListEntry[]>(order.map((group) => [group, []]))
  const shownIds = new Set<string>()
  const shownIdentities = new Set<string>()
  const show = (entry: WalletListEntry) => {
    groups.get(entry.group)?.push(entry)
    shownIds.add(entry.id)
    if (entry.type !== 'WALLET_CONNECT') for (const identity of identities(entry)) shownIdentities.add(identity)
  }

  if (groups.has('recent')) {
    for (const id of parameters.recent.slice(0, RECENT_WALLETS_LIMIT)) {
      const connector = connectors.find((c) => c.id === id && c.type !== 'WALLET_CONNECT')
      const listed = catalog.find((c) => c.id === id && serves(c.namespaces) && allowed(c))
      if (connector) show(fromConnector(connector, 'recent'))
      else if (listed) show(fromCatalog(listed, 'recent'))
    }
  }
  for (const connector of connectors) {
    const group = GROUP_OF_TYPE[connector.type]
    if (group && groups.has(group) && !shownIds.has(connector.id)) show(fromConnector(connector, group))
  }
  const available = catalog.filter(
    (wallet) => serves(wallet.namespaces) && allowed(wallet) && !identities(wallet).some((i) => shownIdentities.has(i)),
  )
  if (groups.has('featured')) {
    const featured = config.featuredWallets
      .map((key) => available.find((wallet) => named(wallet, [key])))
      .filter((wallet, index, all): wallet is CatalogWallet => wallet !== undefined && all.indexOf(wallet) === index)
    for (const wallet of featured.slice(0, FEATURED_WALLETS_LIMIT)) show(fromCatalog(wallet, 'featured'))
  }
  if (groups.has('recommended')) {
    const rest = available.filter((wallet) => !shownIds.has(wallet.id))
    for (const wallet of rest.slice(0, RECOMMENDED_WALLETS_LIMIT)) show(fromCatalog(wallet, 'recommended'))
  }
  return order.flatMap((group) => {
    const wallets = groups.get(group) ?? []
    return wallets.length > 0 ? [{ group, wallets }] : []
  })
}

/**
 * Whether a browser wallet is installed (an INJECTED, ANNOUNCED or MULTI_CHAIN connector marked
 * installed). Takes store connectors or wallet-list entries.
 *
 * @param list Connectors or entries.
 * @returns True when one is an installed browser wallet.
 *
 * @example
 * import { detectInstalledWallet } from 'portico'
 * detectInstalledWallet(portico.getState().connectors.list) // true when e.g. MetaMask announced itself
 */
export function detectInstalledWallet(list: readonly { installed: boolean; type: ConnectorType | undefined }[]): boolean {
  return list.some((entry) => entry.installed && BROWSER_WALLET_TYPES.has(entry.type))
}

/**
 * The Connect view's method order (spec section 2): the host's `features.connectMethodsOrder`
 * when set; else wallet, email, social once a browser wallet is installed; else email, social,
 * wallet. Methods switched off are left out: email when `features.email` is false, social when
 * `features.socials` is false, wallet when `enableWallets` is false.
 *
 * @param config The resolved config.
 * @param hasInstalledWallet From {@link detectInstalledWallet}.
 * @returns The methods in display order.
 *
 * @example
 * import { resolveConnectMethodOrder } from 'portico'
 * resolveConnectMethodOrder(portico.config, true) // ['wallet', 'email', 'social']
 */
export function resolveConnectMethodOrder(
  config: Pick<ResolvedConfig, 'features' | 'enableWallets'>,
  hasInstalledWallet: boolean,
): ConnectMethod[] {
  const order =
    config.features.connectMethodsOrder ??
    (hasInstalledWallet ? INSTALLED_WALLET_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER)
  return order.filter(
    (method) =>
      (method !== 'email' || config.features.email) &&
      (method !== 'social' || config.features.socials !== false) &&
      (method !== 'wallet' || config.enableWallets),
  )
}
