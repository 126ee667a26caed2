import { HookMap, type Hook } from '@rspack/lite-tapable'
import type { Slice } from '@reduxjs/toolkit'
import type { ApprovalFlow } from './approvals/createApprovalFlow'
import type { ChainNamespace } from './caip/types'
import type { FeatureFlag } from './config/defaults'
import type { ResolvedConfig } from './config/types'
import type { KernelHooks, ViewRegistration } from './hooks'
import type { ConnectionService } from './connectors/createConnectionService'
import type { Portico } from './createPortico'
import type { PorticoServices } from './services'
import type { PorticoStore } from './store/createStore'
import type { Texts } from './i18n/types'

/** Where a tap sits among others: a stage constant from `hooks.ts`, or before a named tap. */
export type TapOptions = { stage?: number; before?: string }

type AnyHook = Hook<unknown[], unknown>

/** A hook a plugin may tap but never call (tapable's `withOptions` idea). */
export type TapOnly<H extends Pick<AnyHook, 'tap' | 'tapPromise'>> = {
  tap(fn: Parameters<H['tap']>[1], options?: TapOptions): void
  tapPromise(fn: Parameters<H['tapPromise']>[1], options?: TapOptions): void
}

/** The kernel hooks as a plugin sees them; per-namespace hooks through `.for(namespace)`. */
export type PluginHooks = {
  [K in keyof KernelHooks]: KernelHooks[K] extends HookMap<infer H>
    ? { for(namespace: ChainNamespace): TapOnly<H> }
    : KernelHooks[K] extends Pick<AnyHook, 'tap' | 'tapPromise'>
      ? TapOnly<KernelHooks[K]>
      : never
}

/**
 * What `apply` receives: a narrow context, never the Portico instance. Hooks are tap-only;
 * closing always asks `beforeClose`.
 *
 * @example
 * import { definePlugin, type PluginContext } from 'portico'
 * function openHelp({ open }: PluginContext) { open({ view: 'Help' }) }
 * export const help = definePlugin({ id: 'help', apply: (context) => context.hooks.onConnect.tapPromise(async () => openHelp(context)) })
 */
export type PluginContext = {
  /** The plugin's id, also its tap name. */
  id: string
  /** Every kernel hook, tap only; per-namespace hooks through `.for(namespace)`. */
  hooks: PluginHooks
  /** The instance's store: read state, dispatch the plugin's own slice actions, inject slices. */
  store: PorticoStore
  /** The validated host config. */
  config: ResolvedConfig
  /** Logger, analytics, toast, storage, RPC, balances, identity. */
  services: PorticoServices
  /** Connect, disconnect, switch network, wallet requests; `addConnector` for new connectors. */
  connection: ConnectionService
  /** The view stack: push, replace, goBack, reset (no URL routes). */
  router: Portico['router']
  /** Opens the modal, optionally on a view. */
  open: Portico['open']
  /** Closes the modal unless a `beforeClose` tap keeps it open; returns whether it closed. */
  close: Portico['close']
  /** Unsafe wallet requests approved inside the modal (ApproveTransaction) and the transaction stack. */
  approvals: ApprovalFlow
}

/**
 * A plugin: one id, an optional slice and views, and `apply` that taps hooks.
 * `apply` may return a teardown that `uninstall` runs.
 */
export type PluginDefinition<Id extends string = string> = {
  /** Used as tap name, slice path, analytics namespace and test-id prefix. */
  id: Id
  /** The feature flag that leaves this plugin out when `false`. */
  feature?: FeatureFlag
  /**
   * Leaves the plugin out when it answers `false` for the host's config (sign-in only when the
   * host configured `siwx`, say). Asked once, at install.
   */
  enabled?: (config: ResolvedConfig) => boolean
  /** Redux slice injected into the instance's store; its `reducerPath` should be `id`. */
  slice?: Slice
  /** Views by name, loaded on first use. */
  views?: Record<string, ViewRegistration>
  /**
   * Plugins this one needs, such as the chain module of its namespace (`portico/chains/eip155`):
   * each is installed first unless a plugin with its id already is. They stay installed when
   * this one is uninstalled (others may need them).
   */
  requires?: readonly PluginDefinition[]
  /**
   * The plugin's texts (`defineTexts`, namespace = the plugin's id): registered at install, and
   * loaded in the current locale; its views read them with `useTexts(texts)`.
   */
  texts?: Texts
  /**
   * Texts only the plugin's lazy views use (`() => import('./views/texts')`, resolved to the
   * `defineTexts` value): an English page loads them with the views, never before the click; a
   * switch to another locale loads them first.
   */
  viewTexts?: () => Promise<Texts>
  /** Analytics event names this plugin emits (`services.analytics.track` warns about an undeclared name). */
  events?: readonly string[]
  /** Taps hooks; returns an optional teardown. */
  apply(context: PluginContext): void | (() => void)
}

/** Any plugin, whatever its id. */
export type AnyPlugin = PluginDefinition<string>

/**
 * Declares a plugin. An identity function, for type inference.
 *
 * @example
 * import { definePlugin, STAGE_REPORT } from 'portico'
 * export default function logSends() {
 *   return definePlugin({
 *     id: 'log-sends',
 *     apply({ hooks }) {
 *       hooks.beforeSend.tapPromise(async (request) => {
 *         console.log('sending', request.amount)
 *         return request
 *       }, { stage: STAGE_REPORT })
 *     },
 *   })
 * }
 */
export function definePlugin<const Id extends string>(plugin: PluginDefinition<Id>): PluginDefinition<Id> {
  return plugin
}

function tapOnly<H extends Pick<AnyHook, 'tap' | 'tapPromise'>>(hook: H, name: string): TapOnly<H> {
  const target = hook as unknown as AnyHook
  return {
    tap: (fn, options) => target.tap({ ...options, name }, fn as never),
    tapPromise: (fn, options) => target.tapPromise({ ...options, name }, fn as never),
  }
}

/** Tap-only facades of `hooks` whose taps all carry the plugin's id. */
export function createPluginHooks(hooks: KernelHooks, pluginId: string): PluginHooks {
  const facades = Object.entries(hooks).map(([key, hook]) => [
    key,
    hook instanceof HookMap ? { for: (namespace: ChainNamespace) => tapOnly(hook.for(namespace) as unknown as AnyHook, pluginId) } : tapOnly(hook as AnyHook, pluginId),
  ])
  return Object.fromEntries(facades) as PluginHooks
}

/** Removes every tap a plugin made, on every hook (lite-tapable has no untap). */
export function removePluginTaps(hooks: KernelHooks, pluginId: string): void {
  const all = Object.values(hooks).flatMap((hook): { taps: { name: string }[] }[] => (hook instanceof HookMap ? [...hook._map.values()] : [hook]))
  for (const hook of all) hook.taps = hook.taps.filter((tap) => tap.name !== pluginId)
}
