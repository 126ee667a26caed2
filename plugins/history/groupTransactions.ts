import type { Transaction } from './types'

/** Transactions of one month, newest first. */
export type TransactionGroup = {
  /** `YYYY-MM` (month 01 to 12), in local time. */
  key: string
  /** The month's name in the current year ('March'), else with its year ('March 2024'), in the locale asked for. */
  label: string
  transactions: Transaction[]
}

/**
 * Groups transactions by year and month of `minedAt` (local time), in the order given (newest
 * first): the month's name in the current year, the month and year otherwise, written by
 * `Intl.DateTimeFormat` in `locale` ('March 2024', 'März 2024', '2024年3月').
 *
 * @param now Decides which year is current.
 * @param locale The labels' language; default English.
 *
 * @example
 * import { groupTransactions } from 'portico/plugins/history'
 * groupTransactions(transactions, new Date()).map((group) => group.label) // ['March', 'December 2024']
 * groupTransactions(transactions, new Date(), 'de').map((group) => group.label) // ['März', 'Dezember 2024']
 */
export function groupTransactions(transactions: readonly Transaction[], now: Date, locale = 'en'): TransactionGroup[] {
  const month = new Intl.DateTimeFormat(locale, { month: 'long' })
  const monthAndYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  const groups = new Map<string, TransactionGroup>()
  for (const transaction of transactions) {
    const { key, mined } = monthOf(transaction)
    let group = groups.get(key)
    if (!group) {
      group = { key, label: (mined.getFullYear() === now.getFullYear() ? month : monthAndYear).format(mined), transactions: [] }
      groups.set(key, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.values()]
}

/** Each transaction's month, read once: the list is grouped again whenever a page arrives. */
const months = new WeakMap<Transaction, { key: string; mined: Date; minedAt: string }>()

function monthOf(transaction: Transaction) {
  const { minedAt } = transaction.metadata
  let month = months.get(transaction)
  // A pending item's minedAt changes when it is mined: read again then.
  if (month?.minedAt !== minedAt) {
    const mined = new Date(minedAt)
    month = { key: `${mined.getFullYear()}-${String(mined.getMonth() + 1).padStart(2, '0')}`, mined, minedAt }
    months.set(transaction, month)
  }
  return month
}
