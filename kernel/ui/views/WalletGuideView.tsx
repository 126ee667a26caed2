import { useEffect, useState } from 'react'
import type { CatalogWallet } from '../../connectors/catalog/types'
import { RECOMMENDED_WALLETS_LIMIT } from '../../connectors/catalog/types'
import { isWalletAllowed } from '../../connectors/walletList'
import type { Portico } from '../../createPortico'
import { kernelTexts } from '../../i18n/kernelTexts'
import { WalletIcon } from '../primitives/WalletIcon'
import { useTexts } from '../useTexts'

/**
 * The wallet guide (`enableWalletGuide`, spec section 1): what a wallet is, wallets to get from
 * the catalogue (their homepages, in a new tab), and email login when the email method is on.
 * The text draws at once; the catalogue's wallets arrive when they load.
 */
export default function WalletGuideView({ portico }: { portico: Portico }) {
  const wallets = useWalletsToGet(portico)
  const t = useTexts(portico, kernelTexts)
  const email = portico.config.features.email && portico._internal.contributions.connectMethods().some((entry) => entry.method === 'email')
  return (
    <div className="pc-guide">
      {/* The view's title is the question: 'What is a Wallet?'. */}
      <p className="pc-muted">{t('walletGuideIntro')}</p>
      <h3>{t('getAWallet')}</h3>
      {wallets.length > 0 ? (
        <ul className="pc-list" aria-label={t('walletsToGet')}>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <a className="pc-item" href={wallet.homepage} target="_blank" rel="noopener noreferrer" data-testid={`guide-wallet-${wallet.id}`}>
                <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} />
                <span className="pc-item-name">{wallet.name}</span>
                <span className="pc-tag">{t('getWallet')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pc-muted">{t('anyWallet')}</p>
      )}
      {email && (
        <p className="pc-footer">
          <button type="button" className="pc-button pc-button-secondary" data-testid="wallet-guide-email" onClick={() => portico.router.goBack()}>
            {t('continueWithEmail')}
          </button>
        </p>
      )}
    </div>
  )
}

/** The catalogue's first wallets with a homepage that the host allows, for this app's networks. */
function useWalletsToGet(portico: Portico): CatalogWallet[] {
  const [wallets, setWallets] = useState<CatalogWallet[]>([])
  useEffect(() => {
    let live = true
    const namespaces = new Set(portico.config.networks.map((network) => network.chainNamespace))
    portico.connection.catalog
      .list({ page: 1 })
      .then((page) => {
        const shown = page.wallets.filter((wallet) => wallet.homepage && isWalletAllowed(wallet, portico.config) && wallet.namespaces.some((n) => namespaces.has(n)))
        if (live) setWallets(shown.slice(0, RECOMMENDED_WALLETS_LIMIT))
      })
      .catch((error: unknown) => portico.services.logger.warn('Unable to load the wallet catalog', error))
    return () => void (live = false)
  }, [portico])
  return wallets
}
