import { useMemo, useState } from 'react'
import { parseCaipAddress } from '../../caip/parseCaipAddress'
import type { Portico } from '../../createPortico'
import { selectProfile } from '../../identity/selectProfile'
import { findNetwork } from '../../networks/findNetwork'
import { kernelTexts } from '../../i18n/kernelTexts'
import { truncateAddress } from '../../units/truncateAddress'
import { CopyIcon } from '../primitives/icons'
import { WalletIcon } from '../primitives/WalletIcon'
import { ADDRESS_COPY_TEXTS, copyText } from '../copyText'
import { useSelector } from '../useSelector'
import { useI18n } from '../useTexts'
import { Spinner } from '../primitives/Spinner'
import { ViewSlot } from '../ViewSlot'
import { mergeTabs, orderFeatures } from './account/accountEntries'
import { NftsTab } from './account/NftsTab'
import { TokensTab } from './account/TokensTab'
import { TotalBalance } from './account/TotalBalance'
import { useBalances } from './account/useBalances'

/**
 * The connected account: avatar and name (identity sync) or the truncated address (4 + 6, copy),
 * total balance, network switcher, the feature buttons plugins contribute (in the configured
 * order), the Tokens and NFTs tabs plus plugin tabs (Activity...), and disconnect.
 */
export default function AccountView({ portico }: { portico: Portico }) {
  const namespace = useSelector(portico, (state) => state.networks.activeNamespace)
  const connection = useSelector(portico, (state) => state.connections[state.networks.activeNamespace])
  const networkId = useSelector(portico, (state) => state.networks.active[state.networks.activeNamespace])
  const connector = useSelector(portico, (state) => state.connectors.list.find((c) => c.id === connection?.connectorId))
  const address = connection?.caipAddress ? parseCaipAddress(connection.caipAddress).address : undefined
  const profile = useSelector(portico, (state) => selectProfile(state, address))
  const network = findNetwork(portico.config.networks, networkId)
  const entry = useBalances(portico, network && address ? { network, address, accountType: connection?.accountType } : undefined)
  // Memoised contributions: the same arrays until a plugin is installed or removed.
  const contributed = portico._internal.contributions.accountFeatures()
  const contributedTabs = portico._internal.contributions.accountTabs()
  const order = portico.config.walletFeaturesOrder
  const features = useMemo(() => orderFeatures(contributed, order, namespace), [contributed, order, namespace])
  const tabs = useMemo(() => mergeTabs(contributedTabs, namespace), [contributedTabs, namespace])
  const contributedActions = portico._internal.contributions.accountActions()
  const actions = useMemo(() => contributedActions.filter((a) => !a.namespaces || a.namespaces.includes(namespace)), [contributedActions, namespace])
  const [tabId, setTabId] = useState('tokens')
  const tab = tabs.find((t) => t.id === tabId) ?? tabs[0]
  const i18n = useI18n(portico)
  const text = (key: keyof typeof kernelTexts.en, params?: Record<string, string>) => i18n.t(kernelTexts, key, params)

  if (!address) return <p className="pc-muted">{text('notConnected')}</p>
  const copy = () => copyText(portico, address, ADDRESS_COPY_TEXTS)
  return (
    <div className="pc-stack">
      <WalletIcon name={profile.name ?? connector?.name ?? address} imageUrl={profile.image ?? connector?.imageUrl} large />
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <strong data-testid="account-address" title={address}>
          {profile.name ?? truncateAddress(address)}
        </strong>
        <button type="button" className="pc-icon-button" aria-label={text('copyAddress')} onClick={copy}>
          <CopyIcon />
        </button>
      </div>
      {actions.map((action) => (
        <ViewSlot key={action.id} portico={portico} name={action.view} fallback={null} />
      ))}
      {network && <TotalBalance portico={portico} entry={entry} network={network} />}
      {network && (
        <button type="button" className="pc-button pc-button-secondary" disabled={!portico.config.enableNetworkSwitch} onClick={() => portico.router.push('Networks')} aria-label={text('networkSwitchLabel', { network: network.name })}>
          {network.name}
        </button>
      )}
      {features.length > 0 && (
        <div className="pc-features">
          {features.map((f) => (
            <button key={f.feature} type="button" className="pc-button pc-button-secondary" data-testid={`account-feature-${f.feature}`} onClick={() => portico.router.push(f.view)}>
              {i18n.label(f.label)}
            </button>
          ))}
        </div>
      )}
      <div style={{ width: '100%' }}>
        <div className="pc-tabs" role="tablist" aria-label={text('account')}>
          {tabs.map((t) => (
            <button key={t.id} type="button" role="tab" id={`pc-tab-${t.id}`} className="pc-tab" aria-selected={t === tab} onClick={() => setTabId(t.id)}>
              {i18n.label(t.label)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-labelledby={tab ? `pc-tab-${tab.id}` : undefined}>
          {tab?.id === 'tokens' && <TokensTab portico={portico} entry={entry} />}
          {tab?.id === 'nfts' && <NftsTab portico={portico} entry={entry} query={network && address ? { network, address } : undefined} />}
          {tab?.view && <ViewSlot key={tab.view} portico={portico} name={tab.view} fallback={<Spinner label={text('loading')} />} />}
        </div>
      </div>
      <button type="button" className="pc-button pc-button-secondary" onClick={() => void portico.connection.disconnect()}>
        {text('disconnect')}
      </button>
    </div>
  )
}
