import type { WalletListEntry, WalletListGroup } from '../../connectors/walletList'
import type { Portico } from '../../createPortico'
import { WalletIcon } from '../primitives/WalletIcon'
import { useSelector } from '../useSelector'

const GROUP_LABELS: Record<string, string> = {
  walletConnect: 'Mobile wallets',
  recent: 'Recent',
  injected: 'Installed',
  featured: 'Featured',
  custom: 'Custom',
  external: 'External',
  recommended: 'Recommended',
}

/** The view a connector opens when picked (WalletConnect shows its QR view, for instance). */
const DEFAULT_CONNECT_VIEW = 'ConnectingExternal'

/**
 * Opens a wallet: a live connector goes to its connect view; a catalog-only wallet pairs
 * through the WalletConnect connector when one is installed, else links to its homepage.
 */
export function WalletRow({ portico, wallet }: { portico: Portico; wallet: WalletListEntry }) {
  const connectors = useSelector(portico, (state) => state.connectors.list)
  const pairing = connectors.find((c) => c.type === 'WALLET_CONNECT')
  const tag = wallet.group === 'recent' ? 'Recent' : wallet.installed ? 'Installed' : undefined
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
      <span className="pc-tag">Get</span>
    </a>
  ) : null
}

/** The grouped wallet list of the Connect view. */
export function WalletList({ portico, groups, showAll }: { portico: Portico; groups: WalletListGroup[]; showAll: boolean }) {
  return (
    <nav aria-label="Wallets">
      {groups.map(({ group, wallets }) => (
        <section key={group} aria-label={GROUP_LABELS[group] ?? group}>
          <h3 className="pc-group-label">{GROUP_LABELS[group] ?? group}</h3>
          <ul className="pc-list">
            {wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletRow portico={portico} wallet={wallet} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {groups.length === 0 && <p className="pc-muted">No wallet found in this browser.</p>}
      {showAll && (
        <ul className="pc-list" style={{ marginTop: 6 }}>
          <li>
            <button type="button" className="pc-item" onClick={() => portico.router.push('AllWallets')}>
              <span className="pc-item-name">All Wallets</span>
            </button>
          </li>
        </ul>
      )}
    </nav>
  )
}
