import type { Ref } from 'react'
import type { NetworkBlockExplorer } from 'portico'
import { WalletIcon } from 'portico/react'
import { transactionDescriptions, transactionImages, transactionTitle } from '../describeTransaction'
import type { Transaction } from '../types'

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' })
const STATUS_LABELS = { pending: 'Pending', failed: 'Failed' } as const

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
 * day, and a link to the network's block explorer when it has one.
 *
 * @example
 * <TransactionItem transaction={transaction} explorer={network.blockExplorers?.default} rowRef={measure(transaction.id)} />
 */
export function TransactionItem({ transaction, explorer, rowRef }: { transaction: Transaction; explorer: NetworkBlockExplorer | undefined; rowRef?: Ref<HTMLLIElement> | undefined }) {
  const { metadata } = transaction
  const images = transactionImages(transaction)
  const status = metadata.status === 'confirmed' ? undefined : STATUS_LABELS[metadata.status]
  const content = (
    <>
      <span style={{ position: 'relative', display: 'inline-flex', flex: 'none' }}>
        {images.length === 0 ? <WalletIcon name={transactionTitle(metadata.operationType)} imageUrl={undefined} /> : null}
        {images.map((image, i) => (
          <span key={i} style={i > 0 ? { marginLeft: -18 } : undefined}>
            <WalletIcon name={image.fallback} imageUrl={image.url} />
          </span>
        ))}
        <span aria-hidden="true" style={cornerStyle}>
          {cornerSign(transaction)}
        </span>
      </span>
      <span className="pc-item-name" style={{ display: 'flex', flexDirection: 'column' }}>
        <span data-testid="activity-title">
          {transactionTitle(metadata.operationType)}
          {status && (
            <span className="pc-tag" data-testid="activity-status" style={{ marginLeft: 6 }}>
              {status}
            </span>
          )}
        </span>
        {transactionDescriptions(transaction).map((line, i) => (
          <span key={i} className="pc-muted" data-testid="activity-line">
            {line}
          </span>
        ))}
      </span>
      <span className="pc-muted" data-testid="activity-date">
        {dayFormat.format(new Date(metadata.minedAt))}
      </span>
    </>
  )
  const url = explorer ? `${explorer.url.replace(/\/+$/, '')}/tx/${encodeURIComponent(metadata.hash)}` : undefined
  return (
    <li ref={rowRef} data-testid="activity-item" data-hash={metadata.hash} data-status={metadata.status} style={{ paddingBottom: 6 }}>
      {url ? (
        <a className="pc-item" href={url} target="_blank" rel="noopener noreferrer">
          {content}
          <span className="pc-visually-hidden">(view on {explorer?.name})</span>
        </a>
      ) : (
        <div className="pc-item">{content}</div>
      )}
    </li>
  )
}
