import { useCallback, useEffect, useMemo, useRef } from 'react'
import { findNetwork, type Portico } from 'portico'
import { RetryError, Spinner, useSelector } from 'portico/react'
import { groupTransactions } from '../groupTransactions'
import { getHistory } from '../registry'
import { selectHistoryAccount } from '../selectHistoryAccount'
import { selectHistory } from '../slice'
import { TransactionItem } from './TransactionItem'

/** Loads the next page when it scrolls into view (infinite scroll), or when pressed. */
function LoadMore({ onLoad }: { onLoad: () => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onLoad())
    observer.observe(element)
    return () => observer.disconnect()
  }, [onLoad])
  return (
    <button ref={ref} type="button" className="pc-button pc-button-secondary" data-testid="activity-load-more" onClick={onLoad} style={{ marginTop: 8 }}>
      Load more
    </button>
  )
}

/**
 * The Activity view (the Account view's tab, and the full view): the connected account's
 * transactions grouped by month, newest first, pending ones on top; the next page loads when
 * the end of the list comes into view. Loading, 'No activity yet', and 'Failed to fetch
 * transactions' with a retry (spec section 4).
 */
export default function ActivityView({ portico }: { portico: Portico }) {
  const account = useSelector(portico, selectHistoryAccount)
  const history = useSelector(portico, selectHistory)
  const controller = getHistory(portico)
  // Activity is for eip155 networks (spec section 9).
  const key = account?.chainId.startsWith('eip155:') ? account.key : undefined
  useEffect(() => {
    if (key) controller.loadFirstPage().catch((error: unknown) => portico.services.logger.error('Unable to load the history', error))
  }, [controller, key, portico])
  const loadMore = useCallback(() => void controller.loadMore(), [controller])
  const groups = useMemo(() => groupTransactions([...history.pending, ...history.transactions], new Date()), [history.pending, history.transactions])

  if (!account) return <p className="pc-muted">Connect a wallet to see its activity.</p>
  if (!key) return <p className="pc-muted">Activity is shown on EVM networks.</p>
  const explorer = findNetwork(portico.config.networks, account.chainId)?.blockExplorers?.default
  const nothing = history.empty && history.pending.length === 0 && !history.loading && !history.error
  return (
    <div data-testid="activity" style={{ width: '100%', textAlign: 'left' }} aria-busy={history.loading}>
      {groups.map((group) => (
        <section key={group.key} aria-label={group.label} data-testid="activity-group">
          <h3 className="pc-group-label">{group.label}</h3>
          <ul className="pc-list">
            {group.transactions.map((transaction) => (
              <TransactionItem key={transaction.id} transaction={transaction} explorer={explorer} />
            ))}
          </ul>
        </section>
      ))}
      {history.loading && <Spinner label="Loading activity" />}
      {history.error && <RetryError message={history.error.message} onRetry={() => void controller.retry()} />}
      {nothing && (
        <p className="pc-muted" data-testid="activity-empty">
          No activity yet
        </p>
      )}
      {history.next !== undefined && !history.loading && !history.error && <LoadMore onLoad={loadMore} />}
    </div>
  )
}
