import type { ChainNamespace } from './caip/types'
import type { ConnectionService } from './connectors/createConnectionService'
import { createLazyConnectionService } from './connectors/createLazyConnectionService'
import { createActivityService } from './activity/createActivityService'
import { createAnalytics } from './analytics/createAnalytics'
import { createLazyApprovalFlow } from './approvals/createLazyApprovalFlow'
import { createContributions, type Contributions } from './contributions'
import { createLazyAccountServices } from './balances/createLazyAccountServices'
import { resolveConfig } from './config/resolveConfig'
import type { PorticoConfig, ResolvedConfig } from './config/types'
import { PluginError, RpcNotAllowedError } from './errors/kernelErrors'
import { createKernelHooks, type AccountFeatureEntry, type KernelHooks, type RpcRequestContext, type SendRequest, type SendResult, type ViewTable } from './hooks'
import { createLogger } from './logger'
import { createI18n } from './i18n/createI18n'
import { kernelTexts } from './i18n/kernelTexts'
import { detectPageLocale, type Locale } from './i18n/locales'
import { createRpcService } from './rpc/createRpcService'
import { createPluginHooks, removePluginTaps, type AnyPlugin } from './plugin'
import { createLazyProvider } from './provider/createLazyProvider'
import type { PorticoProvider } from './provider/types'
import type { PorticoServices } from './services'
import { createStorageService } from './storage/createStorageService'
import { createPorticoStore, PLUGIN_STATE_DROPPED, type PorticoState, type PorticoStore } from './store/createStore'
import { modalSlice } from './store/modalSlice'
import { themeSlice } from './store/themeSlice'
import { routerSlice, type RouteEntry } from './store/routerSlice'
import { createToastController } from './toast'
import { createAlertController } from './alerts'

export { ACCOUNT_VIEW } from './store/routerSlice'

/** One Portico instance. Two instances share nothing. */
export type Portico = {
  /** The validated config with defaults filled in. */
  readonly config: ResolvedConfig
  /** This instance's Redux store. */
  readonly store: PorticoStore
  readonly services: PorticoServices
  getState(): PorticoState
  subscribe(listener: () => void): () => void
  /** Opens the modal, optionally on a view. */
  open(route?: RouteEntry): void
  /** Closes the modal unless a `beforeClose` tap keeps it open; returns whether it closed. */
  close(): boolean
  /** The view stack (no URL routes). */
  readonly router: {
    push(view: string, data?: Record<string, unknown>): void
    replace(view: string, data?: Record<string, unknown>): void
    goBack(): void
    reset(view?: string): void
  }
  /** Switches between dark and light at run time. */
  setThemeMode(mode: 'dark' | 'light'): void
  /** Merges theme variables (see the theme plugin). */
  setThemeVariables(variables: Record<string, string | number>): void
  /**
   * Switches the modal's language at run time: loads the locale's catalogues (kernel and every
   * installed plugin), then re-renders the open modal. Throws `UnsupportedLocaleError` for a
   * locale Portico does not ship.
   */
  setLocale(locale: Locale): Promise<void>
  /** Installs a plugin; throws if its id is taken. */
  install(plugin: AnyPlugin): void
  /** Removes a plugin's taps, runs its teardown and drops its slice state. */
  uninstall(id: string): void
  /** Ids of installed plugins, in install order. */
  readonly plugins: () => readonly string[]
  /** The route table: every registered view by name. */
  views(): ViewTable
  /**
   * The Account view's feature buttons as plugins contributed them (onramp, swaps, receive,
   * send), before the view orders and filters them; a plugin view uses it to link to another
   * plugin's view without importing that plugin.
   */
  accountFeatures(): AccountFeatureEntry[]
  /**
   * Sends (spec section 4): moves to Account, runs `beforeSend`, then the namespace's send tap;
   * none answers -> 'Unsupported chain'. Reports SEND_INITIATED, SEND_SUCCESS or SEND_ERROR.
   */
  send(request: SendRequest): Promise<SendResult>
  /** Passes a wallet request through `onRpcRequest`; throws when a tap rejects it. */
  authorizeRequest(request: RpcRequestContext): Promise<void>
  /** Wallet discovery, connect, disconnect, network switching and wallet requests. */
  readonly connection: ConnectionService
  /**
   * An EIP-1193 provider for a namespace, bound to whichever wallet Portico connects there
   * (browser wallet, WalletConnect, email): hand it to ethers (`new BrowserProvider(...)`), viem
   * (`custom(...)`) or wagmi (`portico/wagmi`). Requests pass `onRpcRequest`; account requests
   * open the modal when nothing is connected; one provider per namespace, loaded on first use.
   */
  getProvider(namespace: ChainNamespace): PorticoProvider
  /** Stops timers and removes every plugin. */
  destroy(): void
  /** For Portico's own packages (UI, connectors); not a stable API. */
  readonly _internal: { hooks: KernelHooks; contributions: Contributions }
}

/**
 * Creates a Portico instance from a host config. Validates the config (throws `ConfigError`),
 * creates the store and services, and installs the config's plugins.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import theme from 'portico/plugins/theme'
 * const portico = createPortico({ networks: [mainnet], plugins: [theme()] })
 * portico.open()
 */
export function createPortico(input: PorticoConfig): Portico {
  const config = resolveConfig(input)
  const hooks = createKernelHooks()
  const logger = createLogger(config.logLevel)
  const store = createPorticoStore({
    defaultNetwork: config.defaultNetwork.caipNetworkId,
    theme: { themeMode: config.themeMode, themeVariables: config.themeVariables },
  })
  // Services and connection are created below; the balance and identity services read them lazily.
  const account = createLazyAccountServices({ config, store, hooks, getServices: () => services, getConnection: () => connection })
  const toast = createToastController(store)
  const services: PorticoServices = {
    logger,
    analytics: createAnalytics({
      enabled: config.features.analytics,
      hooks,
      sink: config.onAnalyticsEvent,
      logger,
      pluginEvents: () => [...installed.values()].flatMap(({ plugin }) => plugin.events ?? []),
    }),
    toast,
    alerts: createAlertController(toast),
    storage: createStorageService(config.storage, logger),
    rpc: createRpcService({
      projectId: config.projectId,
      projectRpcUrl: config.projectRpcUrl,
      ping: (network) => hooks.rpcPing.for(network.chainNamespace).call(network),
    }),
    balances: account.balances,
    identity: account.identity,
    activity: createActivityService(hooks.fetchActivity, hooks.fetchActivityNfts),
    i18n: createI18n({ locale: config.locale ?? detectPageLocale(), logger, texts: [kernelTexts] }),
  }
  hooks.onConnect.tapPromise('portico:account', account.onConnect)
  const connection = createLazyConnectionService({
    store,
    config,
    hooks,
    services,
    catalog: config.walletCatalog,
  })
  const installed = new Map<string, { plugin: AnyPlugin; teardown: (() => void) | undefined }>()
  const contributions = createContributions(hooks)
  const approvals = createLazyApprovalFlow({ store, config, services, open: (entry) => portico.open(entry), close: () => portico.close() })
  const route = (view: string, data?: Record<string, unknown>): RouteEntry => (data ? { view, data } : { view })
  const providers = new Map<ChainNamespace, PorticoProvider>()

  const portico: Portico = {
    config,
    store,
    services,
    connection,
    getState: store.getState,
    subscribe: store.subscribe,
    open(entry) {
      if (entry) store.dispatch(routerSlice.actions.pushed(entry))
      store.dispatch(modalSlice.actions.opened())
      services.analytics.track('MODAL_OPEN')
    },
    close() {
      const { history } = store.getState().router
      if (hooks.beforeClose.call(history[history.length - 1]) === false) return false
      store.dispatch(modalSlice.actions.closed())
      services.analytics.track('MODAL_CLOSE')
      return true
    },
    router: {
      push: (view, data) => void store.dispatch(routerSlice.actions.pushed(route(view, data))),
      replace: (view, data) => void store.dispatch(routerSlice.actions.replaced(route(view, data))),
      goBack: () => void store.dispatch(routerSlice.actions.wentBack()),
      reset: (view) => void store.dispatch(routerSlice.actions.reset(view ? { view } : undefined)),
    },
    setThemeMode: (mode) => void store.dispatch(themeSlice.actions.themeModeChanged(mode)),
    setThemeVariables: (variables) => void store.dispatch(themeSlice.actions.themeVariablesChanged(variables)),
    setLocale: (locale) => services.i18n.setLocale(locale),
    install(plugin) {
      if (installed.has(plugin.id)) throw new PluginError(`Plugin '${plugin.id}' is already installed`)
      if (plugin.feature && config.features[plugin.feature] === false) return
      if (plugin.enabled?.(config) === false) return
      for (const required of plugin.requires ?? []) if (!installed.has(required.id)) portico.install(required)
      if (plugin.slice) store.rootReducer.inject(plugin.slice, { overrideExisting: true })
      if (plugin.texts) void services.i18n.register(plugin.texts)
      if (plugin.viewTexts) void services.i18n.registerLazy(plugin.viewTexts)
      const pluginHooks = createPluginHooks(hooks, plugin.id)
      const views = plugin.views
      if (views) pluginHooks.viewRegistry.tap((table) => ({ ...table, ...withPluginId(views, plugin.id) }))
      try {
        const { router, open, close } = portico
        const context = { id: plugin.id, hooks: pluginHooks, store, config, services, connection, router, open, close, approvals }
        const teardown = plugin.apply(context) ?? undefined
        installed.set(plugin.id, { plugin, teardown })
      } catch (error) {
        removePluginTaps(hooks, plugin.id)
        if (plugin.slice) store.dispatch({ type: PLUGIN_STATE_DROPPED, payload: plugin.slice.reducerPath })
        throw new PluginError(`Plugin '${plugin.id}' failed to install`, { cause: error })
      }
    },
    uninstall(id) {
      const entry = installed.get(id)
      if (!entry) return
      installed.delete(id)
      removePluginTaps(hooks, id)
      entry.teardown?.()
      if (entry.plugin.slice) store.dispatch({ type: PLUGIN_STATE_DROPPED, payload: entry.plugin.slice.reducerPath })
    },
    plugins: () => [...installed.keys()],
    views: () => contributions.views(),
    accountFeatures: () => hooks.accountFeatures.call([]),
    getProvider(namespace) {
      const provider = providers.get(namespace) ?? createLazyProvider({ namespace, portico })
      providers.set(namespace, provider)
      return provider
    },
    send: async (request) => (await import('./send/dispatchSend')).dispatchSend({ hooks, store, analytics: services.analytics }, request),
    async authorizeRequest(request) {
      const decision = await hooks.onRpcRequest.promise(request)
      if (decision?.action === 'reject') throw new RpcNotAllowedError(request.method, decision.message)
    },
    destroy() {
      for (const id of [...installed.keys()].reverse()) portico.uninstall(id)
      services.toast.destroy()
      services.rpc.destroy()
      approvals.destroy()
    },
    _internal: { hooks, contributions },
  }
  for (const plugin of config.plugins) portico.install(plugin)
  services.analytics.track('INITIALIZE')
  return portico
}

function withPluginId(views: ViewTable, pluginId: string): ViewTable {
  return Object.fromEntries(Object.entries(views).map(([name, view]) => [name, { ...view, pluginId }]))
}
