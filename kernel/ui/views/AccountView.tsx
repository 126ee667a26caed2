import { useState } from 'react'
import { parseCaipAddress } from '../../caip/parseCaipAddress'
import type { Portico } from '../../createPortico'
import { findNetwork } from '../../networks/findNetwork'
import { truncateAddress } from '../../units/truncateAddress'
import { CopyIcon } from '../primitives/icons'
import { WalletIcon } from '../primitives/WalletIcon'
import { useSelector } from '../useSelector'
import { resolveView } from '../viewTable'
import { NativeBalance } from './NativeBalance'

/**
 * The connected account: address (truncated 4 + 6, copy), network switcher, the feature
 * buttons and tabs plugins contribute (in the configured order), and disconnect.
 */
export default function AccountView({ portico }: { portico: Portico }) {
  const namespace = useSelector(portico, (state) => state.networks.activeNamespace)
  const connection = useSelector(portico, (state) => state.connections[state.networks.activeNamespace])
  const networkId = useSelector(portico, (state) => state.networks.active[state.networks.activeNamespace])
  const connector = useSelector(portico, (state) => state.connectors.list.find((c) => c.id === connection?.connectorId))
  const network = findNetwork(portico.config.networks, networkId)
  const hooks = portico._internal.hooks
  const order = portico.config.walletFeaturesOrder
  const features = hooks.accountFeatures
    .call([])
    .filter((f) => order.includes(f.feature) && (!f.namespaces || f.namespaces.includes(namespace)))
    .sort((a, b) => order.indexOf(a.feature) - order.indexOf(b.feature))
  const tabs = hooks.accountTabs.call([])
  const [tabId, setTabId] = useState<string | undefined>(undefined)
  const tab = tabs.find((t) => t.id === tabId) ?? tabs[0]
  const TabView = tab ? resolveView(portico, tab.view)?.Component : undefined

  if (!connection?.caipAddress) return <p className="pc-muted">Not connected.</p>
  const { address } = parseCaipAddress(connection.caipAddress)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      portico.services.toast.show({ message: 'Address copied', variant: 'success' })
    } catch {
      portico.services.toast.show({ message: 'Unable to copy the address', variant: 'error' })
    }
  }
  return (
    <div className="pc-stack">
      <WalletIcon name={connector?.name ?? address} imageUrl={connector?.imageUrl} large />
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <strong data-testid="account-address" title={address}>
          {truncateAddress(address)}
        </strong>
        <button type="button" className="pc-icon-button" aria-label="Copy address" onClick={copy}>
          <CopyIcon />
        </button>
      </div>
      {network && <NativeBalance portico={portico} network={network} address={address} />}
      {network && (
        <button type="button" className="pc-button pc-button-secondary" disabled={!portico.config.enableNetworkSwitch} onClick={() => portico.router.push('Networks')} aria-label={`Network: ${network.name}. Switch network`}>
          {network.name}
        </button>
      )}
      {features.length > 0 && (
        <div className="pc-features">
          {features.map((f) => (
            <button key={f.feature} type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.push(f.view)}>
              {f.label}
            </button>
          ))}
        </div>
      )}
      {tabs.length > 0 && (
        <div style={{ width: '100%' }}>
          <div className="pc-tabs" role="tablist" aria-label="Account">
            {tabs.map((t) => (
              <button key={t.id} type="button" role="tab" className="pc-tab" aria-selected={t === tab} onClick={() => setTabId(t.id)}>
                {t.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tab?.label}>{TabView && <TabView portico={portico} />}</div>
        </div>
      )}
      <button type="button" className="pc-button pc-button-secondary" onClick={() => void portico.connection.disconnect()}>
        Disconnect
      </button>
    </div>
  )
}
