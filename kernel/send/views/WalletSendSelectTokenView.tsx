import { useState } from 'react'
import type { Portico } from '../../createPortico'
import { messages } from '../../errors/messages'
import { WalletIcon } from '../../ui/primitives/WalletIcon'
import { useSelector } from '../../ui/useSelector'
import { formatTokenBalance } from '../../units/formatTokenBalance'
import { ensureSendSlice, selectSend } from '../ensureSendSlice'
import { sendSlice } from '../sendSlice'
import { sendTokenBalance } from '../toSendToken'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useI18n } from '../../ui/useTexts'
import { sendTexts } from '../texts'

/**
 * The token picker: the account's balances (native first) with a search by name or symbol.
 * Picking a token clears the amount (decimals differ) and goes back to the form.
 */
export default function WalletSendSelectTokenView({ portico }: { portico: Portico }) {
  ensureSendSlice(portico.store)
  const { tokenBalances, token: picked, lastRetry } = useSelector(portico, selectSend)
  const [search, setSearch] = useState('')
  const i18n = useI18n(portico)
  const query = search.trim().toLowerCase()
  const tokens = tokenBalances.filter((t) => !query || t.symbol.toLowerCase().includes(query) || t.name.toLowerCase().includes(query))
  return (
    <div className="pc-stack" style={{ alignItems: 'stretch' }}>
      <input className="pc-input" type="search" aria-label={i18n.t(sendTexts, 'searchToken')} placeholder={i18n.t(sendTexts, 'searchToken')} value={search} onChange={(event) => setSearch(event.target.value)} />
      {lastRetry !== undefined && tokenBalances.length === 0 && <p className="pc-error" role="alert">{i18n.message(messages.tokenBalanceUnavailable)}</p>}
      {tokens.length === 0 && lastRetry === undefined && <p className="pc-muted">{i18n.t(sendTexts, 'noTokens')}</p>}
      <ul className="pc-list" aria-label={i18n.t(kernelTexts, 'tokens')}>
        {tokens.map((t) => (
          <li key={`${t.chainId}:${t.address ?? 'native'}`}>
            <button
              type="button"
              className="pc-item"
              data-testid={`send-token-option-${t.symbol}`}
              aria-current={picked?.address === t.address && picked?.chainId === t.chainId ? 'true' : undefined}
              onClick={() => {
                if (picked?.address !== t.address || picked?.chainId !== t.chainId) portico.store.dispatch(sendSlice.actions.amountChanged(undefined))
                portico.store.dispatch(sendSlice.actions.tokenSelected(t))
                portico.router.goBack()
              }}
            >
              <WalletIcon name={t.symbol} imageUrl={t.iconUrl} />
              <span className="pc-item-name">{t.name}</span>
              <span className="pc-muted">{formatTokenBalance(sendTokenBalance(t), t.decimals)} {t.symbol}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
