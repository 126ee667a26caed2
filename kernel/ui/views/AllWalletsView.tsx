import { useEffect, useMemo, useState, type UIEvent } from 'react'
import type { ChainNamespace } from '../../caip/types'
import { CATALOG_PAGE_SIZE, type CatalogWallet } from '../../connectors/catalog/types'
import { isWalletAllowed, type WalletListEntry } from '../../connectors/walletList'
import type { Portico } from '../../createPortico'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useSelector } from '../useSelector'
import { useTexts } from '../useTexts'
import { WalletRow } from './WalletList'

/** Height of one row in px, for windowing. */
const ROW_HEIGHT = 58
const VIEWPORT_HEIGHT = 360
const OVERSCAN = 6

type Pages = { search: string | undefined; wallets: CatalogWallet[]; total: number; page: number }
const EMPTY: Pages = { search: undefined, wallets: [], total: 0, page: 0 }

/**
 * Every wallet: installed ones and the catalog, searchable, loaded 40 a page (spec section 9)
 * and windowed, so thousands of entries stay smooth.
 */
export default function AllWalletsView({ portico }: { portico: Portico }) {
  const [search, setSearch] = useState('')
  // Results are tagged with the search they answer, so a stale page is never shown.
  const [loaded, setLoaded] = useState<Pages>({ search: undefined, wallets: [], total: 0, page: 0 })
  const [scrollTop, setScrollTop] = useState(0)
  const [error, setError] = useState(false)
  const t = useTexts(portico, kernelTexts)
  const connectors = useSelector(portico, (state) => state.connectors.list)
  const pages = loaded.search === search ? loaded : EMPTY

  useEffect(() => {
    let live = true
    portico.connection.catalog
      .list({ page: 1, search: search || undefined })
      .then((page) => live && setLoaded({ ...page, search, page: 1 }))
      .catch(() => live && setError(true))
    return () => void (live = false)
  }, [portico, search])

  const rows = useMemo(() => toRows(portico.config, connectors, pages.wallets, search), [portico.config, connectors, pages.wallets, search])
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN)

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget
    setScrollTop(element.scrollTop)
    const nearEnd = element.scrollTop + VIEWPORT_HEIGHT > rows.length * ROW_HEIGHT - ROW_HEIGHT * 10
    if (nearEnd && pages.wallets.length < pages.total && pages.page * CATALOG_PAGE_SIZE <= pages.wallets.length) {
      const next = pages.page + 1
      setLoaded((current) => ({ ...current, page: next }))
      portico.connection.catalog
        .list({ page: next, search: search || undefined })
        .then((page) =>
          setLoaded((current) => (current.search === search ? { search, wallets: [...current.wallets, ...page.wallets], total: page.total, page: next } : current)),
        )
        .catch(() => setError(true))
    }
  }

  return (
    <div>
      <label className="pc-visually-hidden" htmlFor="pc-wallet-search">
        {t('searchWallets')}
      </label>
      <input id="pc-wallet-search" className="pc-input" type="search" placeholder={t('searchWalletPlaceholder')} value={search} onChange={(e) => { setSearch(e.target.value); setScrollTop(0) }} />
      {error && (
        <p className="pc-error" role="alert">
          {t('walletsLoadFailed')}
        </p>
      )}
      {/* Focusable so keyboard users can scroll the windowed list (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="pc-virtual" style={{ marginTop: 8 }} onScroll={onScroll} data-testid="all-wallets-list" tabIndex={0}>
        <ul className="pc-list" style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
          {rows.slice(first, last).map((wallet, index) => (
            <li key={wallet.id} style={{ position: 'absolute', top: (first + index) * ROW_HEIGHT, left: 0, right: 0 }}>
              <WalletRow portico={portico} wallet={wallet} />
            </li>
          ))}
        </ul>
      </div>
      <p className="pc-muted" aria-live="polite">
        {t('walletCount', { count: pages.total })}
      </p>
    </div>
  )
}

/**
 * Installed wallets first, then catalog wallets not already installed; the host's include and
 * exclude lists and namespaces apply as on the Connect view.
 */
function toRows(
  config: Portico['config'],
  connectors: ReturnType<Portico['getState']>['connectors']['list'],
  catalog: CatalogWallet[],
  search: string,
): WalletListEntry[] {
  const query = search.trim().toLowerCase()
  const namespaces = new Set<ChainNamespace>(config.networks.map((n) => n.chainNamespace))
  const shown = (wallet: { id: string; name: string; rdns: string | undefined; namespaces: readonly ChainNamespace[] }) =>
    isWalletAllowed(wallet, config) && wallet.namespaces.some((n) => namespaces.has(n))
  const installed: WalletListEntry[] = connectors
    .filter((c) => c.type !== 'AUTH' && shown(c) && (!query || c.name.toLowerCase().includes(query)))
    .map((c) => ({ id: c.id, name: c.name, imageUrl: c.imageUrl, rdns: c.rdns, group: 'injected', installed: c.installed, type: c.type, connectorId: c.id, catalog: undefined }))
  const known = new Set(connectors.flatMap((c) => [c.rdns, c.name.toLowerCase()]))
  const rest: WalletListEntry[] = catalog
    .filter((w) => shown(w) && !known.has(w.rdns) && !known.has(w.name.toLowerCase()))
    .map((w) => ({ id: w.id, name: w.name, imageUrl: w.imageUrl, rdns: w.rdns, group: 'recommended', installed: false, type: undefined, connectorId: undefined, catalog: w }))
  return [...installed, ...rest]
}
