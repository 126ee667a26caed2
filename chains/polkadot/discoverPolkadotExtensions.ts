import { safeImageUrl, safeWalletName, type ConnectorInfo } from 'portico'

/** An extension's entry in `window.injectedWeb3` (polkadot-js extension protocol); untrusted. */
export type InjectedExtension = { enable(origin: string): Promise<unknown>; version?: unknown; icon?: unknown }

/** 'my-wallet' -> 'My Wallet': the name of an extension the table does not know. */
const titleCase = (key: string) => key.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())

/** Display names of the well-known extensions, by their `injectedWeb3` key; others show their key in title case. */
const EXTENSION_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
}

/** A Polkadot extension found in the page: its list entry and its injected object. */
export type DiscoveredPolkadotExtension = { info: ConnectorInfo; extension: InjectedExtension }

/**
 * The Polkadot extensions in `window.injectedWeb3` now: each key with a callable `enable` is an
 * extension, listed as `polkadot:<key>` with its display name (known, else its key in title case) and its icon when
 * it offers a safe one. No extension code runs.
 *
 * @example
 * findPolkadotExtensions(window) // [{ info: { id: 'polkadot:talisman', name: 'Talisman', ... }, extension }]
 */
export function findPolkadotExtensions(win: Window): DiscoveredPolkadotExtension[] {
  const injected = (win as Window & { injectedWeb3?: unknown }).injectedWeb3
  if (typeof injected !== 'object' || injected === null) return []
  return Object.entries(injected).flatMap(([key, value]) => {
    const extension = value as Partial<InjectedExtension> | null
    const name = safeWalletName(Object.hasOwn(EXTENSION_NAMES, key) ? EXTENSION_NAMES[key] : titleCase(key))
    if (typeof extension?.enable !== 'function' || name === '' || key.length > 64) return []
    const info: ConnectorInfo = {
      id: `polkadot:${key}`,
      type: 'ANNOUNCED',
      name,
      imageUrl: safeImageUrl(extension.icon),
      rdns: undefined,
      namespaces: ['polkadot'],
      installed: true,
    }
    return [{ info, extension: extension as InjectedExtension }]
  })
}

/**
 * Lists the page's Polkadot extensions: those injected now, and again once the page has loaded
 * (extensions inject themselves as it loads); each extension once.
 *
 * @param onAdded Lists an extension; answers its removal (run on stop).
 * @returns A stop function: stops listening and removes every extension listed.
 *
 * @example
 * const stop = discoverPolkadotExtensions(window, ({ info }) => portico.connection.addConnector(toConnector(info)))
 */
export function discoverPolkadotExtensions(win: Window, onAdded: (found: DiscoveredPolkadotExtension) => () => void): () => void {
  const removals = new Map<string, () => void>()
  const list = () => {
    for (const found of findPolkadotExtensions(win)) if (!removals.has(found.info.id)) removals.set(found.info.id, onAdded(found))
  }
  list()
  win.addEventListener('load', list)
  return () => {
    win.removeEventListener('load', list)
    for (const remove of removals.values()) remove()
  }
}
