import type { Ref } from 'react'
import type { I18n, NetworkBlockExplorer } from 'portico'
import { WalletIcon } from 'portico/react'
import { PAST_TENSE_TITLES, transactionDescriptions, transactionImages, transactionTitle } from '../describeTransaction'
import type { OperationType, Transaction } from '../types'
import { historyViewTexts } from './texts'

const STATUS_KEYS = { pending: 'statusPending', failed: 'statusFailed' } as const
const DAY = { month: 'short', day: 'numeric' } as const

/** The title in the reader's language; an operation type the catalogue lacks shows as the indexer wrote it, capitalised. */
function titleOf(i18n: I18n, operationType: OperationType): string {
  return Object.hasOwn(PAST_TENSE_TITLES, operationType) ? i18n.t(historyViewTexts, operationType as keyof typeof PAST_TENSE_TITLES) : transactionTitle(operationType)
}

/** The small sign in the image's corner: the status when not confirmed, else the direction. */
function cornerSign(transaction: Transaction): string {
  if (transaction.metadata.status === 'failed') return '✕'
  if (transaction.metadata.status === 'pending') return '…'
  if (transaction.metadata.operationType === 'trade') return '⇄'
  const directions = new Set(transaction.transfers.map((t) => t.direction))
  if (directions.size !== 1) return '•'
  return directions.has('in') ? '↓' : directions.has('out') ? '↑' : '↻'
}

const cornerStyle = { position: 'absolute', right: -4, bottom: -4, width: 16, height: 16, borderRadius: 8, fontSize: 10, lineHeight: '16px', textAlign: 'center', background: 'var(--pc-background-hover)', color: 'var(--pc-foreground)' } as const

/**
 * One history item: the asset image(s) with a direction/status corner, the past-tense title
 * (with 'Pending' or 'Failed'), each transfer's signed amount (3 decimals) or `from → to`, the
 * day, and a link to the network's block explorer when it has one; texts, amounts and the day
 * in the reader's locale.
 *
 * @example
 * <TransactionItem transaction={transaction} explorer={network.blockExplorers?.default} i18n={i18n} rowRef={measure(transaction.id)} />
 */
export function TransactionItem({ transaction, explorer, i18n, rowRef }: { transaction: Transaction; explorer: NetworkBlockExplorer | undefined; i18n: I18n; rowRef?: Ref<HTMLLIElement> | undefined }) {
  const { metadata } = transaction
  const images = transactionImages(transaction)
  const title = titleOf(i18n, metadata.operationType)
  const status = metadata.status === 'confirmed' ? undefined : i18n.t(historyViewTexts, STATUS_KEYS[metadata.status])
  const content = (
    <>
      <span style={{ position: 'relative', display: 'inline-flex', flex: 'none' }}>
        {images.length === 0 ? <WalletIcon name={title} imageUrl={undefined} /> : null}
        {images.map((image, i) => (
          <span key={i} style={i > 0 ? { marginInlineStart: -18 } : undefined}>
            <WalletIcon name={image.fallback} imageUrl={image.url} />
          </span>
        ))}
        <span aria-hidden="true" style={cornerStyle}>
          {cornerSign(transaction)}
        </span>
      </span>
      <span className="pc-item-name" style={{ display: 'flex', flexDirection: 'column' }}>
        <span data-testid="activity-title">
          {title}
          {status && (
            <span className="pc-tag" data-testid="activity-status" style={{ marginInlineStart: 6 }}>
              {status}
            </span>
          )}
        </span>
        {transactionDescriptions(transaction, i18n.formatDecimal).map((line, i) => (
          <span key={i} className="pc-muted" data-testid="activity-line">
            {line}
          </span>
        ))}
      </span>
      <span className="pc-muted" data-testid="activity-date">
        {i18n.formatDate(new Date(metadata.minedAt), DAY)}
      </span>
    </>
  )
  const url = explorer ? `${explorer.url.replace(/\/+$/, '')}/tx/${encodeURIComponent(metadata.hash)}` : undefined
  return (
    <li ref={rowRef} data-testid="activity-item" data-hash={metadata.hash} data-status={metadata.status} style={{ paddingBottom: 6 }}>
      {url ? (
        <a className="pc-item" href={url} target="_blank" rel="noopener noreferrer">
          {content}
          <span className="pc-visually-hidden">{i18n.t(historyViewTexts, 'viewOnExplorer', { explorer: explorer?.name ?? '' })}</span>
        </a>
      ) : (
        <div className="pc-item">{content}</div>
      )}
    </li>
  )
}
