import { useEffect, useState } from 'react'
import type { ActivityQuery } from '../../../activity/types'
import type { BalanceEntry, NftBalance } from '../../../balances/types'
import type { Portico } from '../../../createPortico'
import { kernelTexts } from '../../../i18n/kernelTexts'
import type { CaipNetwork } from '../../../networks/types'
import { Spinner } from '../../primitives/Spinner'
import { useTexts } from '../../useTexts'

/** What the activity says the account holds: loading, the NFTs, or `undefined` (no source). */
type ActivityNfts = { loading: true } | { loading: false; nfts: NftBalance[] | undefined }

/** `services.activity.nfts` for the account while `network` and `address` are given; a failure reads as no source (logged). */
function useActivityNfts(portico: Portico, network: CaipNetwork | undefined, address: string | undefined): ActivityNfts {
  const key = network && address ? `${network.caipNetworkId}:${address}` : undefined
  const [answer, setAnswer] = useState<{ key: string; nfts: NftBalance[] | undefined }>()
  useEffect(() => {
    if (!network || !address || !key) return
    let current = true
    portico.services.activity.nfts({ network, address }).then(
      (nfts) => current && setAnswer({ key, nfts }),
      (error: unknown) => {
        portico.services.logger.warn('Unable to read the NFTs from the activity', error)
        if (current) setAnswer({ key, nfts: undefined })
      },
    )
    return () => {
      current = false
    }
  }, [portico, network, address, key])
  if (!key) return { loading: false, nfts: undefined }
  return answer?.key === key ? { loading: false, nfts: answer.nfts } : { loading: true }
}

/**
 * The NFTs tab: what the wallet's asset discovery (`wallet_getAssets`) reported; when the wallet
 * shares no assets, the NFTs the account holds according to its activity's transfers (a history
 * plugin's `services.activity.nfts`); an empty state otherwise. Names are text; images only
 * `data:image` or `https:`.
 *
 * @example
 * <NftsTab portico={portico} entry={entry} query={{ network, address }} />
 */
export function NftsTab({ portico, entry, query }: { portico: Portico; entry: BalanceEntry; query: ActivityQuery | undefined }) {
  const t = useTexts(portico, kernelTexts)
  const fromWallet = entry.nftsOffered || entry.nfts.length > 0
  const activity = useActivityNfts(portico, fromWallet ? undefined : query?.network, query?.address)
  if (activity.loading) return <Spinner label={t('loading')} />
  const nfts = fromWallet ? entry.nfts : (activity.nfts ?? [])
  if (nfts.length === 0) {
    return (
      <p className="pc-muted" data-testid="nfts-empty">
        {t(entry.nftsOffered || activity.nfts ? 'noNfts' : 'nftsFromWallet')}
      </p>
    )
  }
  return (
    <ul className="pc-list pc-nfts" data-testid="account-nfts" aria-label={t('nfts')}>
      {nfts.map((nft) => (
        <li key={`${nft.address}:${nft.tokenId ?? ''}`} className="pc-item" data-testid="nft">
          {nft.imageUrl ? <img className="pc-avatar" src={nft.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" /> : <span className="pc-avatar" aria-hidden="true">#</span>}
          <span className="pc-item-name pc-item-lines">
            <span>{nft.name ?? t('nft')}</span>
            {nft.tokenId && <span className="pc-muted">#{nft.tokenId}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
