import type { WalletListEntry, WalletListGroup } from '../../connectors/walletList'
import type { Portico } from '../../createPortico'
import { WalletIcon } from '../primitives/WalletIcon'

const GROUP_LABELS: Record<string, string> = {
  walletConnect: 'Mobile wallets',
  recent: 'Recent',
  injected: 'Installed',
  featured: 'Featured',
  custom: 'Custom',
  external: 'External',
  recommended: 'Recommended',
}

/** Opens a wallet: connect a live connector, or offer the wallet's homepage. */
export function WalletRow({ portico, wallet }: { portico: Portico; wallet: WalletListEntry }) {
  const tag = wallet.group === 'recent' ? 'Recent' : wallet.installed ? 'Installed' : undefined
  const content = (
    <>
      <WalletIcon name={wallet.name} imageUrl={wallet.imageUrl} />
      <span className="pc-item-name">{wallet.name}</span>
      {tag && <span className="pc-tag pc-tag-accent">{tag}</span>}
    </>
  )
  if (wallet.connectorId) {
    const connectorId = wallet.connectorId
    return (
      <button type="button" className="pc-item" data-testid={`wallet-${wallet.id}`} onClick={() => portico.router.push('ConnectingExternal', { connectorId })}>
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
