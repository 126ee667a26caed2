import { parseUnits, type ActivityItem, type BalanceQuery, type PorticoServices, type TokenBalance } from 'portico'
import type { OnrampAsset } from '../types'
import type { PurchaseWatch } from './createPurchase'

/** How an asset is compared: 'native', an EVM address in lower case, another chain's address as is. */
export const assetKey = (address: string | undefined): string => (address === undefined ? 'native' : /^0x/i.test(address) ? address.toLowerCase() : address)

/** The incoming transfers of `asset` in activity items, by item id, in base units (failed ones and unreadable amounts left out). */
export function incomingTransfers(items: readonly ActivityItem[], asset: OnrampAsset): Map<string, bigint> {
  const incoming = new Map<string, bigint>()
  for (const item of items) {
    if (item.status === 'failed') continue
    for (const transfer of item.transfers) {
      if (transfer.direction !== 'in' || transfer.symbol !== asset.symbol) continue
      try {
        incoming.set(item.id, (incoming.get(item.id) ?? 0n) + parseUnits(transfer.quantity, asset.decimals))
      } catch {
        // A quantity that is not exact decimal text cannot be this purchase's amount.
      }
    }
  }
  return incoming
}

/**
 * How a purchase watches the buyer: the asset's balance in exact base units, read fresh through
 * the balance service (a forced refresh, which also updates the Account view; an asset the
 * account does not hold reads 0), and its incoming transfers in the account's activity (asked
 * with the provider's name as `onramp`), when a history plugin provides activity.
 *
 * @example
 * const watch = accountWatch(portico.services, { network, address }, { symbol: 'ETH', name: 'Ether', decimals: 18 }, 'coinbase')
 * await watch.readBalance() // 0n
 */
export function accountWatch(services: Pick<PorticoServices, 'balances' | 'activity'>, query: BalanceQuery, asset: OnrampAsset, onramp: string): PurchaseWatch {
  const key = assetKey(asset.address)
  return {
    async readBalance() {
      const tokens: TokenBalance[] = await services.balances.refresh(query, { force: true })
      return tokens.find((token) => assetKey(token.address) === key)?.amount ?? 0n
    },
    async readIncoming() {
      const items = await services.activity.recent({ network: query.network, address: query.address, onramp })
      return items && incomingTransfers(items, asset)
    },
  }
}
