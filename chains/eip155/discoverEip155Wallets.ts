import * as z from 'zod/mini'
import { safeImageUrl, safeWalletName, type Connector, type ConnectorInfo, type Eip1193Provider } from 'portico'
import { createLazyConnector } from 'portico/services'

/**
 * Id of the legacy `window.ethereum` connector (spec section 6).
 *
 * @example
 * import type { Portico } from 'portico'
 * import { INJECTED_CONNECTOR_ID } from 'portico/chains/eip155'
 * declare const portico: Portico
 * await portico.connection.connect(INJECTED_CONNECTOR_ID)
 */
export const INJECTED_CONNECTOR_ID = 'injected'
/**
 * Name of the legacy `window.ethereum` connector (spec section 6).
 *
 * @example
 * import { INJECTED_CONNECTOR_NAME } from 'portico/chains/eip155'
 * INJECTED_CONNECTOR_NAME // 'Browser Wallet'
 */
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

/**
 * Options of {@link discoverEip155Wallets}.
 *
 * @example
 * import type { Portico } from 'portico'
 * import type { DiscoverEip155WalletsParameters } from 'portico/chains/eip155'
 * declare const portico: Portico
 * const options: DiscoverEip155WalletsParameters = { window, enableEIP6963: true, onAdded: portico.connection.addConnector }
 */
export type DiscoverEip155WalletsParameters = {
  /** The page's window. */
  window: Window
  /** `config.enableEIP6963`: `false` skips EIP-6963 announcements (the legacy `window.ethereum` stays). */
  enableEIP6963: boolean
  /** Lists a wallet's connector; answers its removal. */
  onAdded(connector: Connector): () => void
}

const providerSchema = z.custom<Eip1193Provider>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function',
)

/** An EIP-6963 `announceProvider` detail; untrusted, so validated. */
const announceSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1), z.maxLength(100)),
    name: z.string(),
    icon: z.string(),
    rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i), z.maxLength(100)),
  }),
  provider: providerSchema,
})

/** An EIP-1193 wallet's connector; its code (and the address checksum's keccak) loads on first use. */
const eip1193Connector = (provider: Eip1193Provider, info: ConnectorInfo): Connector =>
  createLazyConnector(info, async () => (await import('./createEip1193Connector')).createEip1193Connector({ provider, info }))

/**
 * Finds the EVM browser wallets of the page: EIP-6963 announcements (listens to
 * `eip6963:announceProvider`, then dispatches `eip6963:requestProvider`; details validated,
 * deduplicated by rdns, names and icons sanitized), and the legacy `window.ethereum` as 'Browser
 * Wallet' (id `injected`) when present and not announced by EIP-6963 (listed, then removed if
 * its provider announces itself later).
 *
 * @param parameters The window, the EIP-6963 switch and where to list each wallet.
 * @returns A stop function: stops listening and removes every wallet listed.
 *
 * @example
 * import type { Portico } from 'portico'
 * import { discoverEip155Wallets } from 'portico/chains/eip155'
 * declare const portico: Portico
 * const stop = discoverEip155Wallets({ window, enableEIP6963: true, onAdded: portico.connection.addConnector })
 * stop()
 */
export function discoverEip155Wallets(parameters: DiscoverEip155WalletsParameters): () => void {
  const { window: win, enableEIP6963, onAdded } = parameters
  const removals = new Map<string, () => void>() // by connector id
  const announcedProviders = new Set<unknown>()
  const legacy = (win as Window & { ethereum?: unknown }).ethereum
  const add = (connector: Connector) => void removals.set(connector.info.id, onAdded(connector))
  const remove = (id: string) => {
    removals.get(id)?.()
    removals.delete(id)
  }
  const stops: (() => void)[] = []

  if (enableEIP6963) {
    const onAnnounce = (event: Event) => {
      const parsed = announceSchema.safeParse((event as CustomEvent<unknown>).detail)
      if (!parsed.success) return
      const { info, provider } = parsed.data
      const name = safeWalletName(info.name)
      const rdns = info.rdns.toLowerCase()
      announcedProviders.add(provider)
      // The legacy provider announced itself: listed under its own name from now on.
      if (provider === legacy) remove(INJECTED_CONNECTOR_ID)
      if (name === '' || removals.has(rdns)) return
      add(eip1193Connector(provider, { id: rdns, type: 'ANNOUNCED', name, imageUrl: safeImageUrl(info.icon), rdns, namespaces: ['eip155'], installed: true }))
    }
    win.addEventListener('eip6963:announceProvider', onAnnounce)
    stops.push(() => win.removeEventListener('eip6963:announceProvider', onAnnounce))
    win.dispatchEvent(new (win as Window & typeof globalThis).Event('eip6963:requestProvider'))
  }
  if (providerSchema.safeParse(legacy).success && !announcedProviders.has(legacy)) {
    const info: ConnectorInfo = { id: INJECTED_CONNECTOR_ID, type: 'INJECTED', name: INJECTED_CONNECTOR_NAME, imageUrl: undefined, rdns: undefined, namespaces: ['eip155'], installed: true }
    add(eip1193Connector(legacy as Eip1193Provider, info))
  }

  return () => {
    for (const stop of stops.splice(0)) stop()
    for (const id of [...removals.keys()]) remove(id)
  }
}
