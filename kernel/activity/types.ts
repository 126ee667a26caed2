import type { NftBalance } from '../balances/types'
import type { CaipNetwork } from '../networks/types'

/**
 * What `fetchActivity` is asked: an account's recent activity on a network.
 *
 * @example
 * import type { ActivityQuery } from 'portico'
 * const query: ActivityQuery = { network: mainnet, address: '0xf39F…2266', onramp: 'coinbase' }
 */
export type ActivityQuery = {
  network: CaipNetwork
  /** The account address, without a CAIP prefix. */
  address: string
  /**
   * An onramp provider (`'coinbase'`, `'meld'`, ...) whose purchases to include: a history
   * service gets it as its `onramp` param (spec section 7; no cache for coinbase).
   */
  onramp?: string | undefined
}

/**
 * One asset movement in an account's activity.
 *
 * @example
 * import type { ActivityTransfer } from 'portico'
 * const bought: ActivityTransfer = { direction: 'in', symbol: 'USDC', quantity: '99' }
 */
export type ActivityTransfer = {
  /** Seen from the account: received, sent, or to itself. */
  direction: 'in' | 'out' | 'self'
  /** Ticker of the fungible asset moved; absent for an NFT. Untrusted: text only. */
  symbol?: string | undefined
  /** The amount as exact decimal text in whole tokens (`'0.00825'`), never a float. */
  quantity: string
}

/**
 * One transaction of an account's activity.
 *
 * @example
 * import type { ActivityItem } from 'portico'
 * const incoming = (item: ActivityItem) => item.transfers.some((t) => t.direction === 'in')
 */
export type ActivityItem = {
  /** Unique within the network. */
  id: string
  hash: string
  status: 'confirmed' | 'failed' | 'pending'
  transfers: ActivityTransfer[]
}

/**
 * An account's activity for any plugin (`portico.services.activity`): the onramp plugin watches
 * it for a purchase. A history plugin is its source, through the `fetchActivity` hook.
 *
 * @example
 * const items = await portico.services.activity.recent({ network: mainnet, address })
 * if (items === undefined) console.log('no history plugin installed')
 * const held = await portico.services.activity.nfts({ network: mainnet, address })
 */
export type ActivityService = {
  /** The latest page of the account's activity, newest first; `undefined` when no plugin provides activity. */
  recent(query: ActivityQuery): Promise<ActivityItem[] | undefined>
  /**
   * The NFTs the account holds according to its activity's transfers (what the NFTs tab lists
   * when the wallet shares no assets); `undefined` when no plugin provides them.
   */
  nfts(query: ActivityQuery): Promise<NftBalance[] | undefined>
}
