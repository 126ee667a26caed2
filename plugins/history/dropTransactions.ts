import type { Transaction } from './types'

/**
 * Whether every transfer of a transaction is flagged spam. A transaction without transfers (an
 * approval, a contract call) is not spam: there is nothing flagged.
 *
 * @example
 * import { isAllSpam } from 'portico/plugins/history'
 * isAllSpam({ id: '1', metadata, transfers: [{ nft_info: { name: 'Free', flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }] }) // true
 */
export const isAllSpam = (transaction: Transaction): boolean =>
  transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)

/**
 * Leaves out what the history never shows (spec section 5): a transaction whose transfers are
 * all flagged spam, and one from a chain other than the connected one.
 *
 * @param chainId CAIP-2 id of the connected network.
 *
 * @example
 * import { dropTransactions } from 'portico/plugins/history'
 * const shown = dropTransactions(page.data, 'eip155:1')
 */
export function dropTransactions(transactions: readonly Transaction[], chainId: string): Transaction[] {
  return transactions.filter((transaction) => transaction.metadata.chain === chainId && !isAllSpam(transaction))
}
