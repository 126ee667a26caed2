import type { Logger, PorticoStore } from 'portico'
import { lazyOnce } from 'portico/services'
import type { HistoryController } from './createHistoryController'
import { historySlice } from './slice'

/**
 * The controller `getHistory(portico)` returns before and after its code has loaded: every
 * fetch loads it (the first view of Activity, or the first send), and a reset before that only
 * clears the state (there is no page cache yet).
 *
 * @example
 * const controller = createLazyHistoryController(store, logger, async () => (await import('./createHistoryController')).createHistoryController(context))
 */
export function createLazyHistoryController(store: PorticoStore, logger: Logger, create: () => Promise<HistoryController>): HistoryController {
  const load = lazyOnce(create)
  return {
    loadFirstPage: async () => (await load()).loadFirstPage(),
    loadMore: async () => (await load()).loadMore(),
    retry: async () => (await load()).retry(),
    refresh: async () => (await load()).refresh(),
    trackPending: (request, result) =>
      void load()
        .then((controller) => controller.trackPending(request, result))
        .catch((error: unknown) => logger.error('Unable to show the pending transaction', error)),
    reset: () => (load.current ? load.current.reset() : void store.dispatch(historySlice.actions.reset())),
    destroy: () => load.current?.destroy(),
  }
}
