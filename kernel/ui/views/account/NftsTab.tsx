import type { BalanceEntry } from '../../../balances/types'
import type { Portico } from '../../../createPortico'
import { kernelTexts } from '../../../i18n/kernelTexts'
import { useTexts } from '../../useTexts'

/**
 * The NFTs tab: what the wallet's asset discovery (`wallet_getAssets`) reported; an empty state
 * when the wallet offers none. Names are text; images only `data:image` or `https:` (already
 * filtered by the balance service).
 *
 * @example
 * <NftsTab portico={portico} entry={entry} />
 */
export function NftsTab({ portico, entry }: { portico: Portico; entry: BalanceEntry }) {
  const t = useTexts(portico, kernelTexts)
  if (entry.nfts.length === 0) {
    return (
      <p className="pc-muted" data-testid="nfts-empty">
        {t(entry.nftsOffered ? 'noNfts' : 'nftsFromWallet')}
      </p>
    )
  }
  return (
    <ul className="pc-list pc-nfts" data-testid="account-nfts" aria-label={t('nfts')}>
      {entry.nfts.map((nft) => (
        <li key={`${nft.address}:${nft.tokenId ?? ''}`} className="pc-item" data-testid="nft">
          {nft.imageUrl ? <img className="pc-avatar" src={nft.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" /> : <span className="pc-avatar" aria-hidden="true">#</span>}
          <span className="pc-item-name">
            <span>{nft.name ?? t('nft')}</span>
            {nft.tokenId && <span className="pc-muted">#{nft.tokenId}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
