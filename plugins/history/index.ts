import { definePlugin, type PluginDefinition, type ViewComponent } from 'portico'
import { lazyOnce } from 'portico/services'
import { createLazyHistoryController } from './createLazyHistoryController'
import { registerHistory } from './registry'
import type { CreateRpcHistoryServiceParameters } from './rpc/createRpcHistoryService'
import { historyTexts } from './texts'
import { ACTIVITY_TAB_VIEW, ACTIVITY_VIEW, DEFAULT_HISTORY_NAMESPACES, HISTORY_EVENTS, HISTORY_UNINSTALLED, PLUGIN_ID, type HistoryNamespace } from './constants'
import type { HistoryService } from './types'

export { ACTIVITY_TAB_VIEW, ACTIVITY_VIEW, DEFAULT_HISTORY_NAMESPACES, HISTORY_EVENTS, HISTORY_NAMESPACES, HISTORY_UNINSTALLED, PLUGIN_ID } from './constants'
export type { HistoryNamespace } from './constants'
export { ensureHistorySlice, historySlice, selectHistory } from './slice'
export { getHistory } from './registry'
export type { HistoryState } from './slice'
export type {
  FungibleInfo,
  HistoryFetchParameters,
  HistoryPage,
  HistoryService,
  NftInfo,
  OperationType,
  Transaction,
  TransactionMetadata,
  TransactionStatus,
  TransactionTransfer,
  TransferDirection,
} from './types'
export { historyPageSchema, transactionSchema } from './schema'
export { createHttpHistoryService } from './createHttpHistoryService'
export type { CreateHttpHistoryServiceParameters } from './createHttpHistoryService'
export { createRpcHistoryService, DEFAULT_BLOCK_RANGE, DEFAULT_MAX_BLOCKS_PER_PAGE, DEFAULT_RPC_PAGE_SIZE } from './rpc/createRpcHistoryService'
export type { CreateRpcHistoryServiceParameters } from './rpc/createRpcHistoryService'
export { createSolanaHistoryService, DEFAULT_SOLANA_PAGE_SIZE } from './solana/createSolanaHistoryService'
export type { CreateSolanaHistoryServiceParameters } from './solana/createSolanaHistoryService'
export type { NativeSource } from './rpc/scanWindow'
export { MAX_SKIPPED_PAGES, PENDING_POLL_INTERVAL_MS } from './createHistoryController'
export type { HistoryController } from './createHistoryController'
export { dropTransactions, isAllSpam } from './dropTransactions'
export { groupTransactions } from './groupTransactions'
export { heldNfts } from './heldNfts'
export { MAX_NFT_PAGES } from './fetchActivityItems'
export type { TransactionGroup } from './groupTransactions'
export { OPERATION_TITLES, transactionDescriptions, transactionImages, transactionTitle, transferText } from './describeTransaction'
export type { FormatAmount, TransactionImage } from './describeTransaction'
export { pendingTransaction } from './pendingTransaction'
export { selectHistoryAccount } from './selectHistoryAccount'
export type { HistoryAccount } from './selectHistoryAccount'
export {
  FetchTransactionsError,
  HistoryAccountRequiredError,
  HistoryNetworkError,
  historyMessages,
  InvalidHistoryCursorError,
  InvalidHistoryOptionError,
} from './errors'
export type {
  FetchTransactionsErrorType,
  HistoryAccountRequiredErrorType,
  HistoryNetworkErrorType,
  InvalidHistoryCursorErrorType,
  InvalidHistoryOptionErrorType,
} from './errors'

/**
 * Options of the {@link history} plugin.
 *
 * @example
 * import type { HistoryPluginOptions } from 'portico/plugins/history'
 * const options: HistoryPluginOptions = { rpc: { pageSize: 25 } }
 */
export type HistoryPluginOptions = {
  /** Where the history comes from. Default: {@link createRpcHistoryService} over the host's eip155 networks, {@link createSolanaHistoryService} over its solana ones. */
  service?: HistoryService | undefined
  /** Options of the default RPC provider (ignored with `service`). */
  rpc?: Pick<CreateRpcHistoryServiceParameters, 'pageSize' | 'blockRange' | 'maxBlocksPerPage' | 'nativeSource'> | undefined
  /**
   * Namespaces whose accounts show the Activity tab and view. Default `['eip155']` (spec section
   * 9: activity is for eip155); `['eip155', 'solana']` opts in to Solana's history
   * (`getSignaturesForAddress` + `getTransaction`).
   */
  namespaces?: readonly HistoryNamespace[] | undefined
}

const view = (load: () => Promise<{ default: unknown }>) => async () => ({ default: (await load()).default as ViewComponent })

/**
 * Transaction history (spec sections 2 to 5, 7 to 9): the Activity tab of the Account view and a
 * full Activity view, grouped by month, newest first, with exact amounts (3 decimals), status,
 * explorer links and infinite scroll; sends made through Portico show as pending until mined;
 * the NFTs tab lists the NFTs the transfers leave with the account when the wallet shares none.
 * History comes from any EVM JSON-RPC node by default ({@link createRpcHistoryService}), or from
 * an indexer ({@link createHttpHistoryService}, or any {@link HistoryService}). A failure shows
 * 'Failed to fetch transactions' and reports ERROR_FETCH_TRANSACTIONS. The views, the controller
 * and the service load on first use; the state resets when the account or network changes. Left
 * out when `features.history` is `false`.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import history from 'portico/plugins/history'
 * const portico = createPortico({ networks: [mainnet], plugins: [history()] })
 */
export default function history(options: HistoryPluginOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    feature: 'history',
    events: HISTORY_EVENTS,
    texts: historyTexts,
    viewTexts: async () => (await import('./views/texts')).historyViewTexts,
    views: {
      [ACTIVITY_TAB_VIEW]: { title: historyTexts.ref('activity'), load: view(() => import('./views/ActivityView')) },
      [ACTIVITY_VIEW]: { title: historyTexts.ref('activity'), load: view(() => import('./views/ActivityView')) },
    },
    apply({ hooks, store, services, config }) {
      const namespaces = options.namespaces ?? DEFAULT_HISTORY_NAMESPACES
      const service = lazyOnce(
        async (): Promise<HistoryService> =>
          options.service ?? (await import('./defaultHistoryService')).createDefaultHistoryService({ evm: options.rpc, networks: config.networks, rpc: services.rpc, namespaces }),
      )
      const controller = createLazyHistoryController(services.logger, namespaces, async () =>
        (await import('./createHistoryController')).createHistoryController({ store, services, config, service, namespaces }),
      )
      const unregister = registerHistory(store, controller)
      // Activity is for eip155 networks (spec section 9), and the namespaces a host opts in to.
      hooks.accountTabs.tap((tabs) => [...tabs, { id: 'activity', label: historyTexts.ref('activity'), view: ACTIVITY_TAB_VIEW, namespaces: [...namespaces] }])
      hooks.afterSend.tapPromise(async (request, result) => controller.trackPending(request, result))
      // Other plugins read the account's activity through `services.activity` (the onramp watches
      // for a purchase), and the NFTs tab what its transfers leave with the account when the wallet
      // shares no assets; eip155 only (spec section 9).
      hooks.fetchActivity.tapPromise(async (query) => (await import('./fetchActivityItems')).fetchActivityItems(service, query))
      hooks.fetchActivityNfts.tapPromise(async (query) => (await import('./fetchActivityItems')).fetchHeldNfts(service, query))
      return () => {
        unregister()
        controller.destroy()
        store.dispatch({ type: HISTORY_UNINSTALLED })
      }
    },
  })
}

