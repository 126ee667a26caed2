import {
  AsyncParallelHook,
  AsyncSeriesBailHook,
  AsyncSeriesWaterfallHook,
  HookMap,
  type Hook,
  SyncBailHook,
  SyncHook,
  SyncWaterfallHook,
} from '@rspack/lite-tapable'
import type { ActivityItem, ActivityQuery } from './activity/types'
import type { AnalyticsEvent } from './analytics/events'
import type { BalanceQuery, NftBalance, Portfolio, RawBalance } from './balances/types'
import type { CaipAddress, ChainNamespace } from './caip/types'
import type { CaipNetwork } from './networks/types'
import type { Label } from './i18n/types'
import type { FeeEstimateRequest, SendFee } from './send/types'
import type { RouteEntry } from './store/routerSlice'
import type { ProviderMethods } from './provider/types'
import type { RpcRequestArguments } from './rpc/createRpcTransport'
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

/** Argument of `resolveName`: a name typed by the visitor (`alice.eth`) on a network. */
export type NameQuery = { name: string; network: CaipNetwork }

/** Argument of `lookupName`: an address (no CAIP prefix) on a network. */
export type AddressQuery = { address: string; network: CaipNetwork }

/** Argument of `lookupAvatar`: a name found by `lookupName` on a network. */
export type AvatarQuery = { name: string; network: CaipNetwork }

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
  /** Header title: plain text, or a catalogue text (`texts.ref('title')`) shown in the current locale. */
  title?: Label
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
  /**
   * Drawn in the view's place while its chunk loads (default: nothing). Give it the view's size
   * (the same elements, hidden) and the opened dialog does not grow again when the view arrives.
   */
  fallback?: ViewComponent
}

/** A button on the Account view (onramp, swaps, receive, send). */
export type AccountFeatureEntry = {
  feature: 'onramp' | 'swaps' | 'receive' | 'send'
  /** Button text: plain, or a catalogue text (`texts.ref('buy')`) shown in the current locale. */
  label: Label
  /** View pushed when the button is pressed. */
  view: string
  /** Namespaces the feature works on; absent means all. */
  namespaces?: ChainNamespace[]
}

/** A tab of the Account view (Tokens, NFTs, Activity). */
export type AccountTabEntry = {
  id: string
  /** Tab text: plain, or a catalogue text (`texts.ref('activity')`) shown in the current locale. */
  label: Label
  /** View rendered in the tab panel. */
  view: string
  /** Namespaces the tab shows on; absent means all (Activity: eip155 only, spec section 9). */
  namespaces?: ChainNamespace[]
}

/** An action under the account's name on the Account view (the account-names plugin offers 'Choose a name'). */
export type AccountActionEntry = {
  id: string
  /**
   * View rendered inline under the name; it decides itself whether to draw anything. Its chunk is
   * preloaded once a wallet connects; have its answer ready by then too (read it at connect), as
   * anything drawn after the Account view appeared moves the tabs and buttons below it.
   */
  view: string
  /** Namespaces the action shows on; absent means all. */
  namespaces?: ChainNamespace[]
}

/**
 * A HookMap with one hook per chain namespace (`hooks.send.for('eip155')`). Per-namespace
 * behaviour reaches the kernel only through these: the plugin (or chain module) that owns a
 * namespace taps its hook, so the kernel never branches on a namespace.
 */
function namespaceHooks<H extends Hook>(name: string, create: (hookName: string) => H): HookMap<H> {
  return new HookMap((namespace) => create(`${name}:${String(namespace)}`), name)
}

/** Creates the hooks of one Portico instance. */
export function createKernelHooks() {
  return Object.freeze({
    /** After an account connects (siwx opens its sign view, history fetches, identity syncs). */
    onConnect: new AsyncParallelHook<[ConnectEvent]>(['event'], 'onConnect'),
    /** After a namespace disconnects. */
    onDisconnect: new AsyncParallelHook<[DisconnectEvent]>(['event'], 'onDisconnect'),
    /** Validates and enriches a send before it is dispatched; taps return the request. */
    beforeSend: new AsyncSeriesWaterfallHook<[SendRequest]>(['request'], 'beforeSend'),
    /**
     * After a send was submitted, with its hash: observers only (the history plugin lists it as
     * pending). Taps catch their own errors; a failing tap never fails the send.
     */
    afterSend: new AsyncParallelHook<[SendRequest, SendResult]>(['request', 'result'], 'afterSend'),
    /**
     * Per-namespace send: builds, has the wallet sign and submits the transfer, then answers its
     * hash; the first tap to answer wins. The chain's own checks (gas funds, receiver) happen
     * here, in the one trip. No tap for the namespace: 'Unsupported chain'.
     */
    send: namespaceHooks('send', (name) => new AsyncSeriesBailHook<[SendRequest], SendResult | undefined>(['request'], name)),
    /**
     * Per-namespace fee of a draft send for the Send form: the network fee in native base units
     * and the chain's gas rule verdict (spec section 5). No tap: the form shows no fee and stays
     * blocked.
     */
    estimateFee: namespaceHooks('estimateFee', (name) => new AsyncSeriesBailHook<[FeeEstimateRequest], SendFee | undefined>(['request'], name)),
    /**
     * Per-namespace receiver check of the Send form: `true` valid, `false` invalid, `undefined`
     * no opinion. Async, so a check may load its code on first use (EIP-55 needs keccak).
     */
    validateAddress: namespaceHooks('validateAddress', (name) => new AsyncSeriesBailHook<[string], boolean | undefined>(['address'], name)),
    /**
     * Per-namespace portfolio read behind `services.balances`: native first, then tokens (and
     * NFTs when the source offers them). The kernel caches, prices and filters the answer. No
     * tap: the namespace shows no balances ('0.00').
     */
    fetchBalances: namespaceHooks('fetchBalances', (name) => new AsyncSeriesBailHook<[BalanceQuery], Portfolio | undefined>(['query'], name)),
    /** Per-namespace lone native balance read, used when the portfolio read fails. */
    fetchNativeBalance: namespaceHooks('fetchNativeBalance', (name) => new AsyncSeriesBailHook<[BalanceQuery], RawBalance | undefined>(['query'], name)),
    /** Per-namespace forward name resolution behind `services.identity`: name -> address. */
    resolveName: namespaceHooks('resolveName', (name) => new AsyncSeriesBailHook<[NameQuery], string | undefined>(['query'], name)),
    /** Per-namespace reverse resolution: address -> its primary name (verified by the tap). */
    lookupName: namespaceHooks('lookupName', (name) => new AsyncSeriesBailHook<[AddressQuery], string | undefined>(['query'], name)),
    /** Per-namespace avatar of a name (an untrusted URL; the kernel keeps only safe ones). */
    lookupAvatar: namespaceHooks('lookupAvatar', (name) => new AsyncSeriesBailHook<[AvatarQuery], string | undefined>(['query'], name)),
    /**
     * Per-namespace connection methods of `portico.getProvider(namespace)`: which requests Portico
     * answers from its own connection (accounts, request accounts, chain id, switch) and their
     * shapes; the namespace's chain module answers. No tap: the provider forwards every request.
     */
    providerMethods: namespaceHooks('providerMethods', (name) => new AsyncSeriesBailHook<[], ProviderMethods | undefined>([], name)),
    /**
     * Per-namespace health ping of a network's RPC endpoints, the call `services.rpc` ranks them
     * by when a network has several (spec section 9): the namespace's chain module answers
     * (`getHealth` on solana). No tap: the transport's default, `net_listening`.
     */
    rpcPing: namespaceHooks('rpcPing', (name) => new SyncBailHook<[CaipNetwork], RpcRequestArguments | undefined>(['network'], name)),
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
    /** Actions under the account's name on the Account view, contributed by plugins. */
    accountActions: new SyncWaterfallHook<[AccountActionEntry[]]>(['actions'], 'accountActions'),
    /**
     * An account's latest activity (newest first), behind `services.activity` for any plugin (the
     * onramp plugin watches it for a purchase); a history plugin taps it with its own service. The
     * first tap to answer wins; none: `undefined`.
     */
    fetchActivity: new AsyncSeriesBailHook<[ActivityQuery], ActivityItem[] | undefined>(['query'], 'fetchActivity'),
    /**
     * The NFTs an account holds according to its activity's transfers, behind
     * `services.activity.nfts`: the NFTs tab lists them when the wallet shares no assets. A
     * history plugin taps it; the first tap to answer wins; none: `undefined`.
     */
    fetchActivityNfts: new AsyncSeriesBailHook<[ActivityQuery], NftBalance[] | undefined>(['query'], 'fetchActivityNfts'),
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

/** Names of the per-namespace hooks (HookMaps): a plugin taps them with `.for(namespace)`. */
export type NamespaceHookName = {
  [K in keyof KernelHooks]: KernelHooks[K] extends HookMap<Hook> ? K : never
}[keyof KernelHooks]
