import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { findNetwork, type Portico } from 'portico'
import { RetryError, Spinner, useI18n, useSelector } from 'portico/react'
import { groupTransactions, type TransactionGroup } from '../groupTransactions'
import { getHistory } from '../registry'
import { selectHistoryAccount } from '../selectHistoryAccount'
import { selectHistory } from '../slice'
import { historyViewTexts } from './texts'
import { TransactionItem } from './TransactionItem'
import { useVirtualRows } from './useVirtualRows'
import type { Transaction } from '../types'

/** How far before the end of the list the next page starts loading (infinite scroll). */
export const LOAD_AHEAD_PX = 600
/** Drawn heights assumed until measured: a month heading, an item (one line more per extra transfer). */
const HEADING_HEIGHT = 38
const ITEM_HEIGHT = 62
const LINE_HEIGHT = 16

/** One row of the flattened list: a month heading or a transaction under it. */
type Row = { key: string; group: TransactionGroup; transaction?: Transaction | undefined }

const rowsOf = (groups: readonly TransactionGroup[]): Row[] =>
  groups.flatMap((group) => [{ key: `month:${group.key}`, group }, ...group.transactions.map((transaction) => ({ key: transaction.id, group, transaction }))])

/** The list scrolls inside this height; rows outside it are not drawn. */
const ACTIVITY_MAX_HEIGHT = 'min(420px, calc(100vh - 200px))'

const estimateRow = (row: Row) => (row.transaction ? ITEM_HEIGHT + LINE_HEIGHT * Math.max(0, row.transaction.transfers.length - 1) : HEADING_HEIGHT)

/** Loads the next page when the end of the list comes within {@link LOAD_AHEAD_PX} of view (infinite scroll), or when pressed. */
function LoadMore({ label, onLoad, scroller }: { label: string; onLoad: () => void; scroller: HTMLElement | null }) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onLoad(), { root: scroller, rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` })
    observer.observe(element)
    return () => observer.disconnect()
  }, [onLoad, scroller])
  return (
    <button ref={ref} type="button" className="pc-button pc-button-secondary" data-testid="activity-load-more" onClick={onLoad} style={{ marginTop: 8 }}>
      {label}
    </button>
  )
}

/** The drawn rows, each run of one month in its own section (its heading when drawn). */
function sections(rows: readonly Row[]): Row[][] {
  const runs: Row[][] = []
  for (const row of rows) {
    const last = runs[runs.length - 1]
    if (last?.[0]?.group === row.group) last.push(row)
    else runs.push([row])
  }
  return runs
}

/**
 * The Activity view (the Account view's tab, and the full view): the connected account's
 * transactions grouped by month, newest first, pending ones on top. Only the rows in view are
 * drawn (virtualized: 10,000 items scroll as lightly as 20), and the next page loads when the
 * end of the list comes near. Loading, 'No activity yet', and 'Failed to fetch
 * transactions' with a retry (spec section 4).
 */
export default function ActivityView({ portico }: { portico: Portico }) {
  const account = useSelector(portico, selectHistoryAccount)
  const history = useSelector(portico, selectHistory)
  const i18n = useI18n(portico)
  const controller = getHistory(portico)
  // Activity is for eip155 networks (spec section 9), and the namespaces the host opted in to.
  const key = account && controller.namespaces.some((namespace) => account.chainId.startsWith(`${namespace}:`)) ? account.key : undefined
  useEffect(() => {
    if (key) controller.loadFirstPage().catch((error: unknown) => portico.services.logger.error('Unable to load the history', error))
  }, [controller, key, portico])
  const loadMore = useCallback(() => void controller.loadMore(), [controller])
  const rows = useMemo(() => rowsOf(groupTransactions([...history.pending, ...history.transactions], new Date(), i18n.locale)), [history.pending, history.transactions, i18n.locale])
  const keys = useMemo(() => rows.map((row) => row.key), [rows])
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const estimate = useCallback((i: number) => estimateRow(rows[i]!), [rows])
  const drawn = useVirtualRows(scroller, keys, estimate)

  if (!account) return <p className="pc-muted">{i18n.t(historyViewTexts, 'connectToSeeActivity')}</p>
  if (!key) return <p className="pc-muted">{i18n.t(historyViewTexts, 'evmOnly')}</p>
  const explorer = findNetwork(portico.config.networks, account.chainId)?.blockExplorers?.default
  const nothing = history.empty && history.pending.length === 0 && !history.loading && !history.error
  return (
    <div ref={setScroller} data-testid="activity" data-count={history.pending.length + history.transactions.length} style={{ width: '100%', textAlign: 'start', maxHeight: ACTIVITY_MAX_HEIGHT, overflowY: 'auto' }} aria-busy={history.loading}>
      <div style={{ paddingTop: drawn.before, paddingBottom: drawn.after }}>
        {sections(rows.slice(drawn.start, drawn.end)).map((run) => (
          <section key={run[0]!.group.key} aria-label={run[0]!.group.label} data-testid="activity-group">
            {run[0]!.transaction === undefined && (
              <div ref={drawn.measure(run[0]!.key)} style={{ padding: '12px 4px 6px' }}>
                <h3 className="pc-group-label" style={{ margin: 0 }}>
                  {run[0]!.group.label}
                </h3>
              </div>
            )}
            {run.some((row) => row.transaction) && (
              <ul className="pc-list" style={{ gap: 0 }}>
                {run.map((row) => row.transaction && <TransactionItem key={row.key} rowRef={drawn.measure(row.key)} transaction={row.transaction} explorer={explorer} i18n={i18n} />)}
              </ul>
            )}
          </section>
        ))}
      </div>
      {history.loading && <Spinner label={i18n.t(historyViewTexts, 'loadingActivity')} />}
      {history.error && <RetryError message={history.error.message} onRetry={() => void controller.retry()} />}
      {nothing && (
        <p className="pc-muted" data-testid="activity-empty">
          {i18n.t(historyViewTexts, 'noActivity')}
        </p>
      )}
      {history.next !== undefined && !history.loading && !history.error && <LoadMore label={i18n.t(historyViewTexts, 'loadMore')} onLoad={loadMore} scroller={scroller} />}
    </div>
  )
}
