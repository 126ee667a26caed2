import { useEffect } from 'react'
import type { Portico } from '../../createPortico'
import { messages } from '../../errors/messages'
import { WalletIcon } from '../../ui/primitives/WalletIcon'
import { formatTokenBalance } from '../../units/formatTokenBalance'
import { formatUnits } from '../../units/formatUnits'
import { loadSendBalances } from '../loadSendBalances'
import { maxSendAmount } from '../maxSendAmount'
import { sendSlice } from '../sendSlice'
import { sendTokenBalance } from '../toSendToken'
import { SEND_VIEWS } from '../types'
import { ReceiverInput } from './ReceiverInput'
import { useSendForm } from './useSendForm'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useI18n } from '../../ui/useTexts'
import { sendTexts } from '../texts'

/** What an amount field may hold while typing: digits and at most one dot. */
const AMOUNT_TEXT = /^\d*\.?\d*$/

/** What the submit button asks for while the form is incomplete: a spec text, or a Send-flow text key. */
const HINTS = { token: messages.sendSelectToken, receiver: 'addReceiver', amount: messages.sendEnterAmount, fee: 'estimatingFee' } as const

/**
 * The Send form (spec sections 3-5): token (from the balance service), receiver (address or
 * name), amount as exact decimal text with Max (native Max leaves the fee), the rule check shown
 * before any submit, then the preview.
 */
export default function WalletSendView({ portico }: { portico: Portico }) {
  const { send, context, fee, feeFailed, check, isValidAddress } = useSendForm(portico)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof sendTexts.en, params?: Record<string, string>) => i18n.t(sendTexts, key, params)
  const hint = (missing: keyof typeof HINTS) => {
    const text = HINTS[missing]
    return text === 'addReceiver' || text === 'estimatingFee' ? t(text) : i18n.message(text)
  }
  const { token } = send
  const address = context?.address
  const network = context?.network
  useEffect(() => {
    if (network && address) void loadSendBalances(portico, { network, address, accountType: context?.accountType })
  }, [portico, network, address, context?.accountType])
  if (!context) return <p className="pc-muted">{i18n.t(kernelTexts, 'notConnected')}</p>
  const setAmount = (text: string) => {
    if (AMOUNT_TEXT.test(text)) portico.store.dispatch(sendSlice.actions.amountChanged(text || undefined))
  }
  const max = () => {
    if (!token) return
    const native = token.address === undefined
    const amount = maxSendAmount({ balance: sendTokenBalance(token), native, fee: fee?.total })
    portico.store.dispatch(sendSlice.actions.amountChanged(formatUnits(amount, token.decimals)))
  }
  const blocked = !check.ready
  return (
    <form
      className="pc-stack"
      aria-label={i18n.t(kernelTexts, 'send')}
      onSubmit={(event) => {
        event.preventDefault()
        if (check.ready) portico.router.push(SEND_VIEWS.preview)
      }}
    >
      <button type="button" className="pc-item" data-testid="send-token" onClick={() => portico.router.push(SEND_VIEWS.selectToken)}>
        {token ? <WalletIcon name={token.symbol} imageUrl={token.iconUrl} /> : null}
        <span className="pc-item-name">{token ? token.symbol : i18n.message(messages.sendSelectToken)}</span>
        {token && <span className="pc-muted" data-testid="send-token-balance">{formatTokenBalance(sendTokenBalance(token), token.decimals)}</span>}
      </button>
      {send.lastRetry !== undefined && send.tokenBalances.length === 0 && <p className="pc-error" role="alert">{i18n.message(messages.tokenBalanceUnavailable)}</p>}
      <div style={{ width: '100%', textAlign: 'start' }}>
        <label htmlFor="pc-send-amount" className="pc-muted">{t('amount')}</label>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            id="pc-send-amount"
            className="pc-input"
            data-testid="send-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={send.sendTokenAmount ?? ''}
            onChange={(event) => setAmount(event.target.value)}
          />
          <button type="button" className="pc-button pc-button-secondary" data-testid="send-max" disabled={!token || (token.address === undefined && !fee)} onClick={max}>
            {t('max')}
          </button>
        </div>
      </div>
      <ReceiverInput portico={portico} send={send} network={network} isValidAddress={isValidAddress} />
      {/* Always present, so the layout does not jump when the estimate arrives. */}
      <p className="pc-muted" data-testid="send-fee" style={{ margin: 0 }}>
        {t('networkFeeLine', { fee: fee && network ? `${formatUnits(fee.total, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}` : '–' })}
      </p>
      {feeFailed && <p className="pc-error" role="alert">{t('feeUnavailable')}</p>}
      {check.error && <p className="pc-error" role="alert" data-testid="send-error">{i18n.message(check.error)}</p>}
      <button type="submit" className="pc-button" data-testid="send-preview" disabled={blocked} style={{ width: '100%' }}>
        {check.error ? i18n.message(check.error) : check.missing ? hint(check.missing) : t('previewSend')}
      </button>
    </form>
  )
}
