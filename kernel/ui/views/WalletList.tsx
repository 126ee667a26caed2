import type { WalletListEntry, WalletListGroup } from '../../connectors/walletList'
import type { Portico } from '../../createPortico'
import { kernelTexts } from '../../i18n/kernelTexts'
import { WalletIcon } from '../primitives/WalletIcon'
import { useSelector } from '../useSelector'
import { useTexts } from '../useTexts'

/** The catalogue key of each wallet-list group's heading. */
const GROUP_LABELS: Record<string, keyof typeof kernelTexts.en> = {
  walletConnect: 'groupWalletConnect',
  recent: 'groupRecent',
  injected: 'groupInstalled',
  featured: 'groupFeatured',
  custom: 'groupCustom',
  external: 'groupExternal',
  recommended: 'groupRecommended',
}

/** The view a connector opens when picked (WalletConnect shows its QR view, for instance). */
const DEFAULT_CONNECT_VIEW = 'ConnectingExternal'

/**
 * Opens a wallet: a live connector goes to its connect view; a catalog-only wallet pairs
 * through the WalletConnect connector when one is installed, else links to its homepage.
 */
export function WalletRow({ portico, wallet }: { portico: Portico; wallet: WalletListEntry }) {
  const connectors = useSelector(portico, (state) => state.connectors.list)
  const t = useTexts(portico, kernelTexts)
  const pairing = connectors.find((c) => c.type === 'WALLET_CONNECT')
  const tag = wallet.group === 'recent' ? t('groupRecent') : wallet.installed ? t('groupInstalled') : undefined
  const content = (
    <>
      <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} />
      <span className="pc-item-name">{wallet.name}</span>
      {tag && <span className="pc-tag pc-tag-accent">{tag}</span>}
    </>
  )
  const connector = connectors.find((c) => c.id === wallet.connectorId) ?? (wallet.catalog ? pairing : undefined)
  if (connector) {
    const data = { connectorId: connector.id, ...(wallet.catalog ? { walletId: wallet.catalog.id } : {}) }
    return (
      <button type="button" className="pc-item" data-testid={`wallet-${wallet.id}`} onClick={() => portico.router.push(connector.connectView ?? DEFAULT_CONNECT_VIEW, data)}>
        {content}
      </button>
    )
  }
  const homepage = wallet.catalog?.homepage
  return homepage ? (
    <a className="pc-item" href={homepage} target="_blank" rel="noopener noreferrer" data-testid={`wallet-${wallet.id}`}>
      {content}
      <span className="pc-tag">{t('getWallet')}</span>
    </a>
  ) : null
}

/** The grouped wallet list of the Connect view. */
export function WalletList({ portico, groups, showAll }: { portico: Portico; groups: WalletListGroup[]; showAll: boolean }) {
  const t = useTexts(portico, kernelTexts)
  const heading = (group: string) => {
    const key = GROUP_LABELS[group]
    return key ? t(key) : group
  }
  return (
    <nav aria-label={t('wallets')}>
      {groups.map(({ group, wallets }) => (
        <section key={group} aria-label={heading(group)}>
          <h3 className="pc-group-label">{heading(group)}</h3>
          <ul className="pc-list">
            {wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletRow portico={portico} wallet={wallet} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {groups.length === 0 && <p className="pc-muted">{t('noWalletFound')}</p>}
      {showAll && (
        <ul className="pc-list" style={{ marginTop: 6 }}>
          <li>
            <button type="button" className="pc-item" onClick={() => portico.router.push('AllWallets')}>
              <span className="pc-item-name">{t('allWallets')}</span>
            </button>
          </li>
        </ul>
      )}
    </nav>
  )
}
