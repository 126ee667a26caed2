import type { ActivityItem, ActivityQuery } from 'portico'
import { dropTransactions } from './dropTransactions'
import type { HistoryService, Transaction } from './types'

/** A history item as the kernel's activity service shares it with other plugins. */
const toActivityItem = (transaction: Transaction): ActivityItem => ({
  id: transaction.id,
  hash: transaction.metadata.hash,
  status: transaction.metadata.status,
  transfers: transaction.transfers.map((transfer) => ({
    direction: transfer.direction,
    ...(transfer.fungible_info ? { symbol: transfer.fungible_info.symbol } : {}),
    quantity: transfer.quantity.numeric,
  })),
})

/**
 * Answers the kernel's `fetchActivity` hook (`portico.services.activity.recent`, which the onramp
 * plugin watches for a purchase): page one of the account's history from the plugin's service,
 * fresh (never from the page cache), without dropped transactions (spec section 5).
 *
 * @example
 * const items = await fetchActivityItems(service, { network: mainnet, address, onramp: 'coinbase' })
 */
export async function fetchActivityItems(service: HistoryService, query: ActivityQuery): Promise<ActivityItem[]> {
  const { network, address, onramp } = query
  const page = await service.fetch({ account: address, chainId: network.caipNetworkId, onramp })
  return dropTransactions(page.data, network.caipNetworkId).map(toActivityItem)
}
