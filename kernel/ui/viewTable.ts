import type { ComponentType } from 'react'
import type { Portico } from '../createPortico'
import { kernelTexts } from '../i18n/kernelTexts'
import type { Label } from '../i18n/types'
import { ConnectView } from './views/ConnectView'
import { ConnectingExternalView } from './views/ConnectingExternalView'

type ViewComponentType = ComponentType<{ portico: Portico }>

/**
 * A view by name: its title, its component once here (`current`), and `load` to fetch it (one
 * fetch at a time; a failed one is tried again on the next call).
 */
export type ResolvedView = { title: Label; current: () => { Component: ViewComponentType } | undefined; load: () => Promise<unknown> }

/** What a view is made from: a plugin's `ViewRegistration`, or one of the modal's own. */
type Registration = { title?: Label; load?: () => Promise<{ default: unknown }>; component?: unknown }

/**
 * Views the modal itself ships. Connect is bundled with the shell so opening never waits for
 * a chunk; the others load on first use (and are preloaded when the modal opens).
 */
const preloaded = {
  AllWallets: { title: kernelTexts.ref('allWallets'), load: () => import('./views/AllWalletsView') },
  Account: { title: kernelTexts.ref('account'), load: () => import('./views/AccountView') },
  Networks: { title: kernelTexts.ref('chooseNetwork'), load: () => import('./views/NetworksView') },
  UnsupportedChain: { title: kernelTexts.ref('switchNetwork'), load: () => import('./views/UnsupportedChainView') },
  WalletGuide: { title: kernelTexts.ref('whatIsAWallet'), load: () => import('./views/WalletGuideView') },
} satisfies Record<string, Registration>

const builtinViews: Record<string, Registration> = {
  Connect: { title: kernelTexts.ref('connectWallet'), component: ConnectView },
  ConnectingExternal: { title: kernelTexts.ref('connecting'), component: ConnectingExternalView },
  ...preloaded,
  // The Send flow (kernel/send): loaded on first use only, not preloaded with the modal.
  WalletSend: { title: kernelTexts.ref('send'), load: () => import('../send/views/WalletSendView') },
  WalletSendSelectToken: { title: kernelTexts.ref('selectTokenTitle'), load: () => import('../send/views/WalletSendSelectTokenView') },
  WalletSendPreview: { title: kernelTexts.ref('reviewSend'), load: () => import('../send/views/WalletSendPreviewView') },
  WalletSendDone: { title: kernelTexts.ref('sent'), load: () => import('../send/views/WalletSendDoneView') },
}

/**
 * Loads the built-in view chunks and the views plugins show inline on the Account view (its
 * actions), so the Account view opens whole: an action arriving a moment later would move the
 * tabs and buttons under the visitor's pointer. Idempotent: loaded views stay loaded. Resolves
 * when every load has settled; one that failed is logged and loads again when first shown.
 */
export async function preloadViews(portico: Portico): Promise<void> {
  const views = [...Object.keys(preloaded), ...portico._internal.contributions.accountActions().map((action) => action.view)]
  await Promise.all(
    views.map((name) =>
      resolveView(portico, name)
        ?.load()
        .catch((error: unknown) => portico.services.logger.warn(`The view ${name} did not load ahead`, error)),
    ),
  )
}

// Keyed by the registration's loader (or component), which is stable across `views()` calls.
const cache = new WeakMap<object, ResolvedView>()

/** A registration as a view; the same registration always gives the same view (and its loaded component). */
function fromRegistration(registration: Registration, name: string): ResolvedView {
  const key = (registration.load ?? registration.component) as object
  let resolved = cache.get(key)
  if (!resolved) {
    const { load } = registration
    let loaded = load ? undefined : { Component: registration.component as ViewComponentType }
    let loading: Promise<unknown> | undefined
    const fetchOnce = () => {
      if (loaded || !load) return Promise.resolve(loaded)
      return (loading ??= load().then(
        (module) => (loaded = { Component: module.default as ViewComponentType }),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      ))
    }
    resolved = { title: registration.title ?? name, current: () => loaded, load: fetchOnce }
    cache.set(key, resolved)
  }
  return resolved
}

/** The registration of a view: plugin registrations first (a plugin may replace a built-in), then ours. */
const registrationOf = (portico: Portico, name: string): Registration | undefined => portico.views()[name] ?? builtinViews[name]

/** Finds a view by name. */
export function resolveView(portico: Portico, name: string): ResolvedView | undefined {
  const registration = registrationOf(portico, name)
  return registration && fromRegistration(registration, name)
}

/** Forgets a lazy view, so the next {@link resolveView} starts afresh: the retry after a chunk that did not arrive. */
export function forgetView(portico: Portico, name: string): void {
  const load = registrationOf(portico, name)?.load
  if (load) cache.delete(load)
}
