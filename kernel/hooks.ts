import {
  AsyncParallelHook,
  AsyncSeriesBailHook,
  AsyncSeriesWaterfallHook,
  HookMap,
  SyncBailHook,
  SyncHook,
  SyncWaterfallHook,
} from '@rspack/lite-tapable'
import type { AnalyticsEvent } from './analytics/events'
import type { CaipAddress, ChainNamespace } from './caip/types'
import type { CaipNetwork } from './networks/types'
import type { RouteEntry } from './store/routerSlice'
import type { ThemeState } from './store/themeSlice'

/**
 * Every hook of the kernel, declared once. They run on `@rspack/lite-tapable`: tapable's
 * classes and semantics without `new Function`, so the kernel works under a strict
 * Content-Security-Policy (`script-src 'self'`).
 */

/** Tap stages, lowest runs first. Use these names, never raw numbers. */
export const STAGE_VALIDATE = -100 // reject bad input before anything is enriched
export const STAGE_ENRICH = 0 // add data (gas price, profile) to a request
export const STAGE_REPORT = 100 // observe the final value (analytics, logging)

/** Argument of `onConnect`. */
export type ConnectEvent = {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  connectorId: string
  /** 'eoa' | 'smartAccount' | 'payment' (spec section 3). */
  accountType: string
}

/** Argument of `onDisconnect`. */
export type DisconnectEvent = { namespace: ChainNamespace; connectorId: string | undefined }

/**
 * A send as the Send view builds it. Amounts are bigint base units (never floats).
 */
export type SendRequest = {
  namespace: ChainNamespace
  network: CaipNetwork
  from: CaipAddress
  /** Receiver address (no CAIP prefix). */
  to: string
  /** Amount in base units. */
  amount: bigint
  /** Token contract or mint; absent for the native currency. */
  tokenAddress?: string
  decimals: number
  /** Set by enrichers (`beforeSend` taps). */
  gasPrice?: bigint
  /** Free-form data a plugin adds for a later tap. */
  meta?: Record<string, unknown>
}

/** What a namespace's send tap answers. */
export type SendResult = { hash: string }

/** A wallet request passing through `onRpcRequest`. */
export type RpcRequestContext = {
  namespace: ChainNamespace
  connectorId: string | undefined
  method: string
  params: unknown
}

/** A bail answer of `onRpcRequest`: allow as is, or reject with a message. */
export type RpcDecision = { action: 'allow' } | { action: 'reject'; message: string }

/** Minimal component shape, so the kernel needs no React types. A React component fits it. */
export type ViewComponent = (props: { portico: unknown }) => unknown

/**
 * A view, registered by name: loaded on first use (`load`), or drawn at once (`component`, for a
 * small view shown inline, such as a connect method's field: it ships with the plugin's shell).
 * Either way it renders in its own Suspense and error boundaries, so it can never hold back or
 * break the view around it.
 */
export type ViewRegistration = {
  /** Header title. */
  title?: string
  /** Plugin that registered it (set by the kernel). */
  pluginId?: string
} & (
  | {
      /** Loads the view's chunk; called on first use only (again after a failed load, on retry). */
      load: () => Promise<{ default: ViewComponent }>
      component?: undefined
    }
  | {
      /** The view itself, drawn at once. */
      component: ViewComponent
      load?: undefined
    }
)

/** The route table built by `viewRegistry` taps. */
export type ViewTable = Record<string, ViewRegistration>

/** A connect method a plugin contributes to the Connect view (email, social...). */
export type ConnectMethodEntry = {
  method: 'email' | 'social' | 'wallet'
  /** View name rendered inline in the Connect view for this method. */
  view: string
}

/** A button on the Account view (onramp, swaps, receive, send). */
export type AccountFeatureEntry = {
  feature: 'onramp' | 'swaps' | 'receive' | 'send'
  label: string
  /** View pushed when the button is pressed. */
  view: string
  /** Namespaces the feature works on; absent means all. */
  namespaces?: ChainNamespace[]
}

/** A tab of the Account view (Tokens, NFTs, Activity). */
export type AccountTabEntry = { id: string; label: string; view: string }

/** Creates the hooks of one Portico instance. */
export function createKernelHooks() {
  return Object.freeze({
    /** After an account connects (siwx opens its sign view, history fetches, identity syncs). */
    onConnect: new AsyncParallelHook<[ConnectEvent]>(['event'], 'onConnect'),
    /** After a namespace disconnects. */
    onDisconnect: new AsyncParallelHook<[DisconnectEvent]>(['event'], 'onDisconnect'),
    /** Validates and enriches a send before it is dispatched; taps return the request. */
    beforeSend: new AsyncSeriesWaterfallHook<[SendRequest]>(['request'], 'beforeSend'),
    /** Per-namespace send dispatch; the first tap to return a result wins. */
    send: new HookMap(
      (namespace: ChainNamespace) =>
        new AsyncSeriesBailHook<[SendRequest], SendResult | undefined>(['request'], `send:${namespace}`),
      'send',
    ),
    /** Every wallet request passes here; the first decision wins, none means allowed. */
    onRpcRequest: new AsyncSeriesBailHook<[RpcRequestContext], RpcDecision | undefined>(['request'], 'onRpcRequest'),
    /** Builds the route table: taps add views by name. */
    viewRegistry: new SyncWaterfallHook<[ViewTable]>(['views'], 'viewRegistry'),
    /** Connect methods contributed by plugins (email, social). */
    connectMethods: new SyncWaterfallHook<[ConnectMethodEntry[]]>(['methods'], 'connectMethods'),
    /** Account-view feature buttons contributed by plugins. */
    accountFeatures: new SyncWaterfallHook<[AccountFeatureEntry[]]>(['features'], 'accountFeatures'),
    /** Account-view tabs contributed by plugins. */
    accountTabs: new SyncWaterfallHook<[AccountTabEntry[]]>(['tabs'], 'accountTabs'),
    /** Style sheets of the modal: taps append CSS (the theme plugin adds its palette). */
    styles: new SyncWaterfallHook<[string[], ThemeState]>(['sheets', 'theme'], 'styles'),
    /**
     * Asked before the modal closes; a tap returning `false` keeps it open (sign-in required,
     * a pending approval). The argument is the view on top.
     */
    beforeClose: new SyncBailHook<[RouteEntry | undefined], false | undefined>(['view'], 'beforeClose'),
    /** Every analytics event, before it reaches the host's sink. */
    analytics: new SyncHook<[AnalyticsEvent]>(['event'], 'analytics'),
  })
}

/** The hooks of one instance. */
export type KernelHooks = ReturnType<typeof createKernelHooks>
