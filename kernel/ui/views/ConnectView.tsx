import { useEffect, useMemo, useState, type ComponentType } from 'react'
import type { CatalogWallet } from '../../connectors/catalog/types'
import { buildWalletList, detectInstalledWallet, resolveConnectMethodOrder } from '../../connectors/walletList'
import type { Portico } from '../../createPortico'
import { modalSlice } from '../../store/modalSlice'
import { LegalCheckbox, needsLegalCheckbox } from '../primitives/LegalCheckbox'
import { useSelector } from '../useSelector'
import { ViewSlot } from '../ViewSlot'
import { connectLayout } from './connectLayout'
import { ContinueWithWallet, WalletGuideFooter } from './WalletGuide'
import { WalletList } from './WalletList'

/**
 * The method choice (spec section 2): email, social and wallet in the resolved order. A method
 * whose plugin is absent is not shown; the wallet list renders from local state at once, and no
 * contributed method can hold it back (each renders in its own Suspense and error boundaries).
 */
export function ConnectView({ portico }: { portico: Portico }) {
  const connectors = useSelector(portico, (state) => state.connectors.list)
  const recent = useSelector(portico, (state) => state.connectors.recent)
  const catalog = useCatalogFirstPage(portico)
  const groups = useMemo(
    () => buildWalletList({ connectors, recent, catalog, config: portico.config }),
    [connectors, recent, catalog, portico.config],
  )
  const { config } = portico
  const contributed = portico._internal.contributions.connectMethods()
  const layout = connectLayout(
    config,
    resolveConnectMethodOrder(config, detectInstalledWallet(connectors)),
    contributed.map((entry) => entry.method),
  )
  const [walletsShown, setWalletsShown] = useState(false)
  // The legal checkbox (spec section 1): every connect button waits for it (a disabled fieldset).
  const legal = needsLegalCheckbox(config)
  const agreed = useSelector(portico, (state) => state.modal.legalAccepted)
  return (
    <div className="pc-methods">
      {legal && (
        <LegalCheckbox termsUrl={config.termsConditionsUrl} privacyUrl={config.privacyPolicyUrl} checked={agreed} onChange={(value) => portico.store.dispatch(modalSlice.actions.legalAcceptedChanged(value))} />
      )}
      <fieldset className="pc-methods-gate" disabled={legal && !agreed} data-testid="connect-methods">
        {layout.order.map((method) => {
          if (method === 'wallet')
            return layout.collapseWallets && !walletsShown ? (
              <ContinueWithWallet key="wallet" onContinue={() => setWalletsShown(true)} />
            ) : (
              <WalletList key="wallet" portico={portico} groups={groups} showAll={config.features.allWallets} />
            )
          // Each contributed method in its own boundaries: one still loading or failed holds nothing back.
          const entry = contributed.find((candidate) => candidate.method === method)
          if (!entry) return null
          const Fallback = entry.fallback as ComponentType<{ portico: Portico }> | undefined
          return <ViewSlot key={method} portico={portico} name={entry.view} fallback={Fallback ? <Fallback portico={portico} /> : null} />
        })}
      </fieldset>
      {config.enableWalletGuide && layout.order.includes('wallet') && <WalletGuideFooter portico={portico} />}
    </div>
  )
}

/** The catalog's first page for featured and recommended; never blocks the first paint. */
function useCatalogFirstPage(portico: Portico): CatalogWallet[] {
  const [wallets, setWallets] = useState<CatalogWallet[]>([])
  useEffect(() => {
    let live = true
    portico.connection.catalog
      .list({ page: 1 })
      .then((page) => live && setWallets(page.wallets))
      .catch((error: unknown) => portico.services.logger.warn('Unable to load the wallet catalog', error))
    return () => void (live = false)
  }, [portico])
  return wallets
}
