import { extractErrorMessage, findNetwork, parseCaipAddress, type PorticoServices, type PorticoStore, type ResolvedConfig, type SendRequest, type SendResult } from 'portico'
import { DEFAULT_HISTORY_NAMESPACES } from './constants'
import { dropTransactions } from './dropTransactions'
import { FetchTransactionsError, HistoryAccountRequiredError } from './errors'
import { pendingTransaction, readOutcome } from './pendingTransaction'
import { selectHistoryAccount, type HistoryAccount } from './selectHistoryAccount'
import { ensureHistorySlice, historySlice } from './slice'
import type { HistoryPage, HistoryService, Transaction } from './types'

/** How often a pending transaction's receipt is asked for (spec section 9: poll interval 4 s). */
export const PENDING_POLL_INTERVAL_MS = 4_000
/** Pages in a row a fetch follows when dropping left nothing to show (spam, other chains, empty block spans). */
export const MAX_SKIPPED_PAGES = 5

/**
 * The history of one instance: fetches pages into the `history` slice, keeps each page
 * (keyed by account, chain and cursor) until the account or network changes, reports failures,
 * and follows pending sends. Views and hosts reach it with `getHistory(portico)`.
 *
 * @example
 * import { getHistory } from 'portico/plugins/history'
 * await getHistory(portico).loadFirstPage()
 * await getHistory(portico).loadMore()
 */
export type HistoryController = {
  /** Namespaces whose accounts show Activity (the plugin's `namespaces` option). */
  readonly namespaces: readonly string[]
  /** Page one for the connected account, unless it is loaded or loading. Throws "Transactions can't be fetched without an accountAddress" when none is connected. */
  loadFirstPage(): Promise<void>
  /** The next (older) page, when there is one and nothing is loading. */
  loadMore(): Promise<void>
  /** Asks again for the page whose fetch failed. */
  retry(): Promise<void>
  /** Page one again past the cache: new transactions join on top; deeper pages stay. */
  refresh(): Promise<void>
  /** Shows a send Portico submitted as pending, then asks for its receipt until it is mined. */
  trackPending(request: SendRequest, result: SendResult): void
  /** Clears the state and the page cache (spec section 4: reset clears all). */
  reset(): void
  /** Stops following pending transactions and watching the account (a reset on another account or network). */
  destroy(): void
}

/** What the controller works with. */
export type HistoryControllerContext = {
  store: PorticoStore
  services: Pick<PorticoServices, 'analytics' | 'logger' | 'toast' | 'rpc'>
  config: Pick<ResolvedConfig, 'networks' | 'projectId'>
  /** The history service (loaded on first use). */
  service: () => Promise<HistoryService>
  /** Namespaces whose accounts show Activity. Default {@link DEFAULT_HISTORY_NAMESPACES}. */
  namespaces?: readonly string[] | undefined
  /** Milliseconds between receipt checks of a pending send. Default {@link PENDING_POLL_INTERVAL_MS}. */
  pollIntervalMs?: number | undefined
  now?: () => Date
}

/**
 * Creates the history controller of one instance.
 *
 * @example
 * const controller = createHistoryController({ store, services, config, service: async () => createHttpHistoryService({ baseUrl }) })
 */
export function createHistoryController(context: HistoryControllerContext): HistoryController {
  const { store, services, config } = context
  ensureHistorySlice(store)
  const pollIntervalMs = context.pollIntervalMs ?? PENDING_POLL_INTERVAL_MS
  const now = context.now ?? (() => new Date())
  const pages = new Map<string, Promise<HistoryPage>>()
  const waits = new Map<ReturnType<typeof setTimeout>, () => void>()
  let inflight: Promise<void> | undefined
  let destroyed = false
  const state = () => store.getState().history

  const page = async (account: HistoryAccount, cursor: string | undefined, fresh: boolean) => {
    const key = `${account.key}|${cursor ?? ''}`
    let request = fresh ? undefined : pages.get(key)
    if (!request) {
      request = (await context.service()).fetch({ account: account.address, chainId: account.chainId, cursor })
      pages.set(key, request)
      // A failed page is not kept: a retry asks again.
      request.catch(() => pages.get(key) === request && pages.delete(key))
    }
    return request
  }

  async function fetchFrom(account: HistoryAccount, cursor: string | undefined, fresh: boolean) {
    store.dispatch(historySlice.actions.fetchStarted({ account: account.key }))
    let next = cursor
    try {
      const data: Transaction[] = []
      for (let skipped = 0; skipped < MAX_SKIPPED_PAGES; skipped++) {
        const answer = await page(account, next, fresh && skipped === 0)
        data.push(...dropTransactions(answer.data, account.chainId))
        next = answer.next
        if (data.length > 0 || next === undefined) break
      }
      store.dispatch(historySlice.actions.pageReceived({ account: account.key, cursor, data, next }))
    } catch (error) {
      const failure = new FetchTransactionsError({ cause: error })
      services.logger.error(failure.message, error)
      store.dispatch(historySlice.actions.fetchFailed({ account: account.key, cursor: next, message: failure.shortMessage }))
      services.analytics.track('ERROR_FETCH_TRANSACTIONS', {
        address: account.address,
        projectId: config.projectId,
        cursor: next,
        isSmartAccount: account.accountType === 'smartAccount',
        message: extractErrorMessage(error),
      })
      services.toast.show({ message: failure.shortMessage, variant: 'error' })
    }
  }

  /** Runs one fetch at a time: a second call while one runs gets the same promise. */
  function load(cursorOf: (account: HistoryAccount) => string | undefined | null, fresh = false): Promise<void> {
    const account = selectHistoryAccount(store.getState())
    if (!account) return Promise.reject(new HistoryAccountRequiredError())
    if (inflight) return inflight
    const cursor = cursorOf(account)
    if (cursor === null) return Promise.resolve()
    inflight = fetchFrom(account, cursor, fresh).finally(() => (inflight = undefined))
    return inflight
  }

  const forAccount = (account: HistoryAccount) => state()?.account === account.key

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer)
        resolve()
      }, pollIntervalMs)
      waits.set(timer, resolve)
    })

  async function follow(id: string, account: string, request: SendRequest) {
    for (;;) {
      if (destroyed || !state()?.pending.some((t) => t.id === id && t.metadata.status === 'pending')) return
      try {
        const outcome = await readOutcome(services.rpc, request.network, id)
        if (outcome) {
          store.dispatch(historySlice.actions.pendingSettled({ id, ...outcome }))
          if (state()?.account !== account || !state()?.loaded) return
          await inflight
          await load(() => undefined, true)
          return
        }
      } catch (error) {
        services.logger.warn('Unable to read the receipt of a pending transaction', error)
      }
      await sleep()
    }
  }

  const reset = () => {
    pages.clear()
    store.dispatch(historySlice.actions.reset())
  }
  // Another account or network: the history held is someone else's (spec section 4: reset clears all).
  let account = selectHistoryAccount(store.getState())?.key
  const unwatch = store.subscribe(() => {
    const next = selectHistoryAccount(store.getState())?.key
    if (next === account) return
    account = next
    reset()
  })

  return {
    namespaces: context.namespaces ?? DEFAULT_HISTORY_NAMESPACES,
    loadFirstPage: () => load((account) => (forAccount(account) && (state()?.loaded || state()?.error) ? null : undefined)),
    loadMore: () => load((account) => (forAccount(account) && state()?.next !== undefined ? state()?.next : null)),
    retry: () => load((account) => (forAccount(account) && state()?.error ? state()?.error?.cursor : null)),
    refresh: () => load(() => undefined, true),
    trackPending(request, result) {
      if (request.namespace !== 'eip155' || !findNetwork(config.networks, request.network.caipNetworkId)) return
      const account = `${request.network.caipNetworkId}:${parseCaipAddress(request.from).address.toLowerCase()}`
      store.dispatch(historySlice.actions.pendingAdded({ account, transaction: pendingTransaction(request, result, now()) }))
      void follow(result.hash, account, request)
    },
    reset,
    destroy() {
      destroyed = true
      unwatch()
      for (const [timer, resolve] of waits) {
        clearTimeout(timer)
        resolve()
      }
      waits.clear()
    },
  }
}
