/**
 * Test-only helpers: history items and an indexer's pages. Never imported by runtime code.
 */
import type { HistoryPage, Transaction, TransactionTransfer } from './types'

/** The dev wallet's address (anvil account #0). */
export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Another address. */
export const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A fungible transfer. */
export const fungible = (symbol: string, numeric: string, direction: TransactionTransfer['direction'], icon?: string): TransactionTransfer => ({
  fungible_info: { name: `${symbol} token`, symbol, ...(icon ? { icon: { url: icon } } : {}) },
  direction,
  quantity: { numeric },
})

/** An NFT transfer. */
export const nft = (name: string, spam: boolean, direction: TransactionTransfer['direction'] = 'in'): TransactionTransfer => ({
  nft_info: { name, flags: { is_spam: spam } },
  direction,
  quantity: { numeric: '1' },
})

/**
 * A history item: `id` doubles as the hash; mined `minutesAgo` before `base`.
 *
 * @example
 * item('0x1', { transfers: [fungible('ETH', '1', 'out')] })
 */
export function item(
  id: string,
  options: { transfers?: TransactionTransfer[]; chain?: string; operationType?: string; status?: Transaction['metadata']['status']; minedAt?: string } = {},
): Transaction {
  return {
    id,
    metadata: {
      minedAt: options.minedAt ?? '2025-03-15T12:00:00.000Z',
      chain: options.chain ?? 'eip155:31337',
      operationType: options.operationType ?? 'send',
      hash: id,
      status: options.status ?? 'confirmed',
      sentFrom: ACCOUNT,
      sentTo: OTHER,
      nonce: 0,
    },
    transfers: options.transfers ?? [fungible('ETH', '1', 'out')],
  }
}

/**
 * `count` items, newest first (one a minute back from 2025-03-15T12:00Z), served `size` per
 * page with the offset as cursor: what a paging indexer answers.
 */
export function pagedHistory(count: number, size: number) {
  const all = Array.from({ length: count }, (_, i) => item(`0x${(i + 1).toString(16).padStart(64, '0')}`, { minedAt: new Date(Date.UTC(2025, 2, 15, 12) - i * 60_000).toISOString() }))
  return {
    all,
    page(cursor: string | undefined): HistoryPage {
      const from = cursor === undefined ? 0 : Number(cursor)
      const to = from + size
      return { data: all.slice(from, to), next: to < count ? String(to) : undefined }
    },
  }
}
