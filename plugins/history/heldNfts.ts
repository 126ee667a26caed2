import { safeImageUrl, type NftBalance } from 'portico'
import { dropTransactions } from './dropTransactions'
import type { Transaction } from './types'

const SIGN = { in: 1n, out: -1n, self: 0n } as const

/**
 * The NFTs `transactions` leave with the account: per token (collection contract and token id),
 * what came in minus what went out, kept when above zero; confirmed transactions only, spam and
 * other chains left out (spec section 5). Over the newest part of a history, every NFT it lists
 * is still held (a later transfer out would have cancelled it); older ones may be missing.
 * Transfers that do not name their contract and token id are not counted. Newest first.
 *
 * @example
 * import { heldNfts } from 'portico/plugins/history'
 * heldNfts(page.data, 'eip155:1').map((nft) => `${nft.name} (${nft.tokenId})`)
 */
export function heldNfts(transactions: readonly Transaction[], chainId: string): NftBalance[] {
  const held = new Map<string, { count: bigint; nft: NftBalance }>()
  for (const transaction of dropTransactions(transactions, chainId)) {
    if (transaction.metadata.status !== 'confirmed') continue
    for (const { nft_info: info, direction, quantity } of transaction.transfers) {
      if (!info?.contract_address || !info.token_id || info.flags.is_spam || !/^\d+$/.test(quantity.numeric)) continue
      const key = `${info.contract_address.toLowerCase()}:${info.token_id}`
      const entry = held.get(key) ?? { count: 0n, nft: { chainId, address: info.contract_address, tokenId: info.token_id, name: info.name, imageUrl: safeImageUrl(info.content?.preview?.url) } }
      entry.count += SIGN[direction] * BigInt(quantity.numeric)
      held.set(key, entry)
    }
  }
  return [...held.values()].filter((entry) => entry.count > 0n).map((entry) => entry.nft)
}
