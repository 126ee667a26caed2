import type { BalanceEntry } from '../../../balances/types'

/**
 * The NFTs tab: what the wallet's asset discovery (`wallet_getAssets`) reported; an empty state
 * when the wallet offers none. Names are text; images only `data:image` or `https:` (already
 * filtered by the balance service).
 *
 * @example
 * <NftsTab entry={entry} />
 */
export function NftsTab({ entry }: { entry: BalanceEntry }) {
  if (entry.nfts.length === 0) {
    return (
      <p className="pc-muted" data-testid="nfts-empty">
        {entry.nftsOffered ? 'No NFTs yet' : 'NFTs show here when your wallet shares them'}
      </p>
    )
  }
  return (
    <ul className="pc-list pc-nfts" data-testid="account-nfts" aria-label="NFTs">
      {entry.nfts.map((nft) => (
        <li key={`${nft.address}:${nft.tokenId ?? ''}`} className="pc-item" data-testid="nft">
          {nft.imageUrl ? <img className="pc-avatar" src={nft.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" /> : <span className="pc-avatar" aria-hidden="true">#</span>}
          <span className="pc-item-name">
            <span>{nft.name ?? 'NFT'}</span>
            {nft.tokenId && <span className="pc-muted">#{nft.tokenId}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
