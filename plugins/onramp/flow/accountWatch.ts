import type { BalanceQuery, BalanceService, TokenBalance } from 'portico'
import type { OnrampAsset } from '../types'
import type { PurchaseWatch } from './createPurchase'

/** How an asset is compared: 'native', an EVM address in lower case, another chain's address as is. */
export const assetKey = (address: string | undefined): string => (address === undefined ? 'native' : /^0x/i.test(address) ? address.toLowerCase() : address)

/**
 * The balance side of a purchase's watch: the asset's balance in exact base units, read fresh
 * through the balance service (a forced refresh, which also updates the Account view). An asset
 * the account does not hold reads 0.
 *
 * @example
 * const watch = balanceWatch(portico.services.balances, { network, address }, { symbol: 'ETH', name: 'Ether', decimals: 18 })
 * await watch.readBalance() // 0n
 */
export function balanceWatch(balances: Pick<BalanceService, 'refresh'>, query: BalanceQuery, asset: OnrampAsset): PurchaseWatch {
  const key = assetKey(asset.address)
  return {
    async readBalance() {
      const tokens: TokenBalance[] = await balances.refresh(query, { force: true })
      return tokens.find((token) => assetKey(token.address) === key)?.amount ?? 0n
    },
  }
}
