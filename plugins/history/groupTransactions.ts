import type { Transaction } from './types'

/** Transactions of one month, newest first. */
export type TransactionGroup = {
  /** `YYYY-MM` (month 01 to 12), in local time. */
  key: string
  /** The month's name in the current year ('March'), else 'March 2024'. */
  label: string
  transactions: Transaction[]
}

const monthName = new Intl.DateTimeFormat('en', { month: 'long' })

/**
 * Groups transactions by year and month of `minedAt` (local time), in the order given (newest
 * first): the month's name in the current year, 'Month YYYY' otherwise.
 *
 * @param now Decides which year is current.
 *
 * @example
 * import { groupTransactions } from 'portico/plugins/history'
 * groupTransactions(transactions, new Date()).map((group) => group.label) // ['March', 'December 2024']
 */
export function groupTransactions(transactions: readonly Transaction[], now: Date): TransactionGroup[] {
  const groups: TransactionGroup[] = []
  for (const transaction of transactions) {
    const mined = new Date(transaction.metadata.minedAt)
    const key = `${mined.getFullYear()}-${String(mined.getMonth() + 1).padStart(2, '0')}`
    let group = groups.find((g) => g.key === key)
    if (!group) {
      const month = monthName.format(mined)
      group = { key, label: mined.getFullYear() === now.getFullYear() ? month : `${month} ${mined.getFullYear()}`, transactions: [] }
      groups.push(group)
    }
    group.transactions.push(transaction)
  }
  return groups
}
