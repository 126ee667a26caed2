import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import * as z from 'zod/mini'
import type { ChainNamespace } from '../caip/types'
import { isSolanaWallet, walletStandardInfo } from '../chains/solana/walletStandardInfo'
import type { ConnectorInfo } from '../store/connectorsSlice'
import { createLazyConnector } from './createLazyConnector'
import { safeImageUrl, safeWalletName } from './safeImageUrl'
import type { Connector, Eip1193Provider } from './types'

/**
 * Id of the legacy `window.ethereum` connector (spec section 6).
 *
 * @example
 * import type { Portico } from 'portico'
 * import { INJECTED_CONNECTOR_ID } from 'portico/services'
 * declare const portico: Portico
 * await portico.connection.connect(INJECTED_CONNECTOR_ID)
 */
export const INJECTED_CONNECTOR_ID = 'injected'
/**
 * Name of the legacy `window.ethereum` connector (spec section 6).
 *
 * @example
 * import { INJECTED_CONNECTOR_NAME } from 'portico/services'
 * INJECTED_CONNECTOR_NAME // 'Browser Wallet'
 */
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

/**
 * The part of `getWallets()` (from `@wallet-standard/app`) discovery uses; injectable for tests.
 *
 * @example
 * import type { WalletStandardRegistry } from 'portico'
 * import { getWallets } from '@wallet-standard/app'
 * const registry: WalletStandardRegistry = getWallets()
 */
export type WalletStandardRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/**
 * Options of {@link discoverConnectors}.
 *
 * @example
 * import type { DiscoverConnectorsParameters } from 'portico'
 * const options: DiscoverConnectorsParameters = { window, enableEIP6963: true, namespaces: ['eip155'], onConnectorAdded, onConnectorRemoved }
 */
export type DiscoverConnectorsParameters = {
  /** The page's window; `undefined` (SSR) discovers nothing. */
  window: Window | undefined
  /** `config.enableEIP6963`: `false` skips EIP-6963 announcements. */
  enableEIP6963: boolean
  /** Namespaces of the host's networks: EVM discovery needs eip155, Wallet Standard needs solana. */
  namespaces: readonly ChainNamespace[]
  /** Wallet Standard registry; default `getWallets()`, looked up when discovery starts. */
  walletStandard?: WalletStandardRegistry | undefined
  /** Called once per new connector. */
  onConnectorAdded(connector: Connector): void
  /** Called when a connector goes away (a wallet unregisters, or the legacy one proves a duplicate). */
  onConnectorRemoved(id: string): void
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
const injectedConnector = (provider: Eip1193Provider, info: ConnectorInfo): Connector =>
  createLazyConnector(info, async () => (await import('../chains/eip155/createEip1193Connector')).createEip1193Connector({ provider, info }))

/**
 * Finds the wallets in the page: EIP-6963 announcements (listens to `eip6963:announceProvider`,
 * then dispatches `eip6963:requestProvider`; details validated, deduplicated by rdns, names and
 * icons sanitized), the legacy `window.ethereum` as 'Browser Wallet' (id `injected`) when present
 * and not announced by EIP-6963, and Wallet Standard wallets with Solana support.
 *
 * @param parameters Window, switches and the callbacks; see {@link DiscoverConnectorsParameters}.
 * @returns A stop function removing every listener.
 *
 * @example
 * import { discoverConnectors } from 'portico/services'
 * const stop = discoverConnectors({
 *   window, enableEIP6963: true, namespaces: ['eip155', 'solana'],
 *   onConnectorAdded: (c) => console.log(c.info.name), onConnectorRemoved: (id) => console.log(id),
 * })
 * stop()
 */
export function discoverConnectors(parameters: DiscoverConnectorsParameters): () => void {
  const { window: win, enableEIP6963, namespaces, onConnectorAdded, onConnectorRemoved } = parameters
  if (!win) return () => {}
  const cleanups: (() => void)[] = []
  const announcedProviders = new Set<unknown>()
  const seen = new Set<string>()
  let injectedShown = false
  const legacy = (win as Window & { ethereum?: unknown }).ethereum

  if (namespaces.includes('eip155')) {
    if (enableEIP6963) {
      const onAnnounce = (event: Event) => {
        const parsed = announceSchema.safeParse((event as CustomEvent<unknown>).detail)
        if (!parsed.success) return
        const { info, provider } = parsed.data
        const name = safeWalletName(info.name)
        const rdns = info.rdns.toLowerCase()
        announcedProviders.add(provider)
        if (injectedShown && provider === legacy) {
          injectedShown = false
          seen.delete(INJECTED_CONNECTOR_ID)
          onConnectorRemoved(INJECTED_CONNECTOR_ID)
        }
        if (name === '' || seen.has(rdns)) return
        seen.add(rdns)
        const imageUrl = safeImageUrl(info.icon)
        onConnectorAdded(injectedConnector(provider, { id: rdns, type: 'ANNOUNCED', name, imageUrl, rdns, namespaces: ['eip155'], installed: true }))
      }
      win.addEventListener('eip6963:announceProvider', onAnnounce)
      cleanups.push(() => win.removeEventListener('eip6963:announceProvider', onAnnounce))
      win.dispatchEvent(new (win as Window & typeof globalThis).Event('eip6963:requestProvider'))
    }
    if (providerSchema.safeParse(legacy).success && !announcedProviders.has(legacy)) {
      injectedShown = true
      seen.add(INJECTED_CONNECTOR_ID)
      onConnectorAdded(
        injectedConnector(legacy as Eip1193Provider, {
          id: INJECTED_CONNECTOR_ID,
          type: 'INJECTED',
          name: INJECTED_CONNECTOR_NAME,
          imageUrl: undefined,
          rdns: undefined,
          namespaces: ['eip155'],
          installed: true,
        }),
      )
    }
  }

  if (namespaces.includes('solana')) {
    const registry = parameters.walletStandard ?? getWallets()
    const solanaIds = new Map<Wallet, string>()
    const add = (...wallets: Wallet[]) => {
      for (const wallet of wallets) {
        if (solanaIds.has(wallet) || !isSolanaWallet(wallet) || safeWalletName(wallet.name) === '') continue
        const connector = createLazyConnector(walletStandardInfo(wallet), async () =>
          (await import('../chains/solana/createWalletStandardConnector')).createWalletStandardConnector({ wallet }),
        )
        if (seen.has(connector.info.id)) continue
        seen.add(connector.info.id)
        solanaIds.set(wallet, connector.info.id)
        onConnectorAdded(connector)
      }
    }
    const remove = (...wallets: Wallet[]) => {
      for (const wallet of wallets) {
        const id = solanaIds.get(wallet)
        if (id === undefined) continue
        solanaIds.delete(wallet)
        seen.delete(id)
        onConnectorRemoved(id)
      }
    }
    cleanups.push(registry.on('register', add), registry.on('unregister', remove))
    add(...registry.get())
  }

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
}
