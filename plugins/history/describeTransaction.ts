import { formatTransferAmount, safeImageUrl, truncateAddress } from 'portico'
import type { OperationType, Transaction, TransactionTransfer } from './types'

/**
 * Past-tense titles by operation type, typed key by key: the history views' catalogue translates
 * them under the same keys.
 */
export const PAST_TENSE_TITLES = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  deploy: 'Deployed',
  execute: 'Executed',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  borrow: 'Borrowed',
  repay: 'Repaid',
  stake: 'Staked',
  unstake: 'Unstaked',
  claim: 'Claimed',
  cancel: 'Cancelled',
  bid: 'Bid',
} as const

/** Past-tense titles of the operation types indexers use; others are shown capitalised. */
export const OPERATION_TITLES: Readonly<Record<string, string>> = PAST_TENSE_TITLES

/**
 * The item's title: the operation in the past tense ('Sent', 'Received', 'Swapped', ...).
 *
 * @example
 * import { transactionTitle } from 'portico/plugins/history'
 * transactionTitle('trade') // 'Swapped'
 */
export function transactionTitle(operationType: OperationType): string {
  return OPERATION_TITLES[operationType] ?? `${operationType.charAt(0).toUpperCase()}${operationType.slice(1)}`
}

/**
 * A decimal text as exact base units and decimals: `'1.50'` is `150n` at 2 decimals.
 *
 * @example
 * decimalToUnits('1.50') // { value: 150n, decimals: 2 }
 */
function decimalToUnits(numeric: string): { value: bigint; decimals: number } {
  const [integer = '0', fraction = ''] = numeric.split('.')
  return { value: BigInt(`${integer}${fraction}`), decimals: fraction.length }
}

/** Writes a rounded decimal (`'12.346'`) for the reader: `i18n.formatDecimal` in the views. */
export type FormatAmount = (decimal: string) => string

const asIs: FormatAmount = (decimal) => decimal

/**
 * One transfer as text: the sign of its direction, the amount rounded to 3 decimals (spec
 * section 9, exact bigint arithmetic) and the symbol; an NFT by its name (with a count above 1).
 *
 * @param formatAmount Writes the rounded amount in the reader's locale (digits, decimal sign);
 * default: as is ('12.346').
 *
 * @example
 * import { transferText } from 'portico/plugins/history'
 * transferText({ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'out', quantity: { numeric: '12.3456' } }) // '-12.346 USDC'
 */
export function transferText(transfer: TransactionTransfer, formatAmount: FormatAmount = asIs): string {
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '-' : ''
  const { value, decimals } = decimalToUnits(transfer.quantity.numeric)
  const amount = formatTransferAmount(value, decimals)
  if (transfer.nft_info) return `${sign}${amount === '1' ? '' : `${formatAmount(amount)} × `}${transfer.nft_info.name}`
  return `${sign}${formatAmount(amount)} ${transfer.fungible_info?.symbol ?? ''}`.trim()
}

/**
 * The item's lines: each transfer as text, or, without transfers, `from → to` with both addresses
 * truncated (4 leading, 6 trailing characters: spec section 9).
 *
 * @param formatAmount As {@link transferText}'s.
 *
 * @example
 * import { transactionDescriptions } from 'portico/plugins/history'
 * transactionDescriptions(approval) // ['0xf3...b92266 → 0xe1...f3b629']
 */
export function transactionDescriptions(transaction: Transaction, formatAmount: FormatAmount = asIs): string[] {
  if (transaction.transfers.length > 0) return transaction.transfers.map((transfer) => transferText(transfer, formatAmount))
  const { sentFrom, sentTo } = transaction.metadata
  return [`${truncateAddress(sentFrom)} → ${truncateAddress(sentTo)}`]
}

/** An image of the item, or the letters to show in its place. */
export type TransactionImage = { url: string | undefined; fallback: string }

/**
 * The item's images: the asset of its first transfer, and for a swap the asset received too.
 * Only `https:` and `data:image` URLs are kept (indexers are untrusted).
 *
 * @example
 * import { transactionImages } from 'portico/plugins/history'
 * transactionImages(swap).length // 2
 */
export function transactionImages(transaction: Transaction): TransactionImage[] {
  const image = (transfer: TransactionTransfer): TransactionImage => ({
    url: safeImageUrl(transfer.nft_info ? transfer.nft_info.content?.preview?.url : transfer.fungible_info?.icon?.url),
    fallback: (transfer.fungible_info?.symbol || transfer.nft_info?.name || '?').slice(0, 3),
  })
  const [first] = transaction.transfers
  if (!first) return []
  const received = transaction.metadata.operationType === 'trade' ? transaction.transfers.find((t) => t.direction === 'in') : undefined
  return received && received !== first ? [image(first), image(received)] : [image(first)]
}
