import { lazy, type ComponentType } from 'react'
import type { Portico } from '../createPortico'
import type { ViewTable } from '../hooks'
import { ConnectView } from './views/ConnectView'
import { ConnectingExternalView } from './views/ConnectingExternalView'

/** A view ready to render. */
export type ResolvedView = { title: string; Component: ComponentType<{ portico: Portico }> }

/**
 * Views the modal itself ships. Connect is bundled with the shell so opening never waits for
 * a chunk; the others load on first use (and are preloaded when the modal opens).
 */
const loaders = {
  AllWallets: () => import('./views/AllWalletsView'),
  Account: () => import('./views/AccountView'),
  Networks: () => import('./views/NetworksView'),
  UnsupportedChain: () => import('./views/UnsupportedChainView'),
}

export const builtinViews: Record<string, ResolvedView> = {
  Connect: { title: 'Connect Wallet', Component: ConnectView },
  ConnectingExternal: { title: 'Connecting', Component: ConnectingExternalView },
  AllWallets: { title: 'All Wallets', Component: lazy(loaders.AllWallets) },
  Account: { title: 'Account', Component: lazy(loaders.Account) },
  Networks: { title: 'Choose Network', Component: lazy(loaders.Networks) },
  UnsupportedChain: { title: 'Switch Network', Component: lazy(loaders.UnsupportedChain) },
  // The Send flow (kernel/send): loaded on first use only, not preloaded with the modal.
  WalletSend: { title: 'Send', Component: lazy(() => import('../send/views/WalletSendView')) },
  WalletSendSelectToken: { title: 'Select Token', Component: lazy(() => import('../send/views/WalletSendSelectTokenView')) },
  WalletSendPreview: { title: 'Review Send', Component: lazy(() => import('../send/views/WalletSendPreviewView')) },
  WalletSendDone: { title: 'Sent', Component: lazy(() => import('../send/views/WalletSendDoneView')) },
}

/** Starts loading the built-in view chunks (idempotent: the module loader caches them). */
export function preloadBuiltinViews(): void {
  for (const load of Object.values(loaders)) void load()
}

// Keyed by the plugin's loader function, which is stable across `views()` calls.
const cache = new WeakMap<ViewTable[string]['load'], ResolvedView>()

/** A plugin view as a lazy component; the same registration always gives the same component. */
function fromRegistration(registration: ViewTable[string], name: string): ResolvedView {
  let resolved = cache.get(registration.load)
  if (!resolved) {
    const Component = lazy(async () => {
      const module = await registration.load()
      return { default: module.default as ComponentType<{ portico: Portico }> }
    })
    resolved = { title: registration.title ?? name, Component }
    cache.set(registration.load, resolved)
  }
  return resolved
}

/** Finds a view by name: plugin registrations first (a plugin may replace a built-in), then ours. */
export function resolveView(portico: Portico, name: string): ResolvedView | undefined {
  const registration = portico.views()[name]
  return registration ? fromRegistration(registration, name) : builtinViews[name]
}
