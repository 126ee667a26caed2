import type { ActivityItem, ActivityQuery, NftBalance } from 'portico'
import { dropTransactions } from './dropTransactions'
import { heldNfts } from './heldNfts'
import type { HistoryService, Transaction } from './types'

/** History pages read at most for the NFTs tab (the newest ones). */
export const MAX_NFT_PAGES = 25

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
 * fresh (never from the page cache), without dropped transactions (spec section 5); `undefined`
 * off eip155 networks (spec section 9: activity is eip155).
 *
 * @example
 * const items = await fetchActivityItems(async () => service, { network: mainnet, address, onramp: 'coinbase' })
 */
export async function fetchActivityItems(service: () => Promise<HistoryService>, query: ActivityQuery): Promise<ActivityItem[] | undefined> {
  const { network, address, onramp } = query
  if (network.chainNamespace !== 'eip155') return undefined
  const page = await (await service()).fetch({ account: address, chainId: network.caipNetworkId, onramp })
  return dropTransactions(page.data, network.caipNetworkId).map(toActivityItem)
}

/**
 * Answers the kernel's `fetchActivityNfts` hook (the NFTs tab, when the wallet shares no
 * assets): {@link heldNfts} over the newest {@link MAX_NFT_PAGES} pages of the account's history;
 * `undefined` off eip155 networks, like the history.
 *
 * @example
 * const nfts = await fetchHeldNfts(async () => service, { network: mainnet, address })
 */
export async function fetchHeldNfts(service: () => Promise<HistoryService>, query: ActivityQuery): Promise<NftBalance[] | undefined> {
  const { network, address } = query
  if (network.chainNamespace !== 'eip155') return undefined
  const source = await service()
  const transactions: Transaction[] = []
  let cursor: string | undefined
  for (let page = 0; page < MAX_NFT_PAGES; page++) {
    const answer = await source.fetch({ account: address, chainId: network.caipNetworkId, cursor })
    transactions.push(...answer.data)
    cursor = answer.next
    if (cursor === undefined) break
  }
  return heldNfts(transactions, network.caipNetworkId)
}
