import type { Logger } from 'portico'
import { lazyOnce } from 'portico/services'
import type { HistoryController } from './createHistoryController'

/**
 * The controller `getHistory(portico)` returns before and after its code has loaded: every
 * fetch loads it (the first view of Activity, or the first send); before that there is no state
 * (the controller injects the slice) and no page cache, so a reset has nothing to clear (the
 * controller watches the account from then on).
 *
 * @example
 * const controller = createLazyHistoryController(logger, ['eip155'], async () => (await import('./createHistoryController')).createHistoryController(context))
 */
export function createLazyHistoryController(logger: Logger, namespaces: readonly string[], create: () => Promise<HistoryController>): HistoryController {
  const load = lazyOnce(create)
  return {
    namespaces,
    loadFirstPage: async () => (await load()).loadFirstPage(),
    loadMore: async () => (await load()).loadMore(),
    retry: async () => (await load()).retry(),
    refresh: async () => (await load()).refresh(),
    trackPending: (request, result) =>
      void load()
        .then((controller) => controller.trackPending(request, result))
        .catch((error: unknown) => logger.error('Unable to show the pending transaction', error)),
    reset: () => load.current?.reset(),
    destroy: () => load.current?.destroy(),
  }
}
