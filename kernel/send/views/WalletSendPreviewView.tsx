import type { Portico } from '../../createPortico'
import { truncateAddress } from '../../units/truncateAddress'
import { formatUnits } from '../../units/formatUnits'
import { submitSend } from '../submitSend'
import { useSendForm } from './useSendForm'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useI18n } from '../../ui/useTexts'
import { sendTexts } from '../texts'

/**
 * The preview: amount and token, receiver (name and address), network and network fee, then
 * Send. The button is disabled while a send is pending, and `submitSend` sends once however
 * often it is pressed.
 */
export default function WalletSendPreviewView({ portico }: { portico: Portico }) {
  const { send, context, fee, check } = useSendForm(portico)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof sendTexts.en, params?: Record<string, string>) => i18n.t(sendTexts, key, params)
  const { token } = send
  if (!context || !token || check.amount === undefined) return <p className="pc-muted">{t('nothingToSend')}</p>
  const native = context.network.nativeCurrency
  return (
    <div className="pc-stack">
      <p style={{ margin: 0, fontSize: '1.6em', fontWeight: 600 }} data-testid="send-preview-amount">
        {formatUnits(check.amount, token.decimals)} {token.symbol}
      </p>
      <dl style={{ width: '100%', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', textAlign: 'start', margin: 0 }}>
        <dt className="pc-muted">{t('to')}</dt>
        <dd style={{ margin: 0 }} data-testid="send-preview-receiver" title={send.receiverAddress}>
          {send.receiverProfileName ? `${send.receiverProfileName} (${truncateAddress(send.receiverAddress ?? '')})` : truncateAddress(send.receiverAddress ?? '')}
        </dd>
        <dt className="pc-muted">{t('network')}</dt>
        <dd style={{ margin: 0 }}>{context.network.name}</dd>
        <dt className="pc-muted">{t('networkFee')}</dt>
        <dd style={{ margin: 0 }} data-testid="send-preview-fee">
          {fee ? `${formatUnits(fee.total, native.decimals)} ${native.symbol}` : t('estimating')}
          {fee && send.gasPriceInUSD !== undefined ? ` ($${send.gasPriceInUSD.toFixed(2)})` : ''}
        </dd>
      </dl>
      {check.error && <p className="pc-error" role="alert" data-testid="send-error">{i18n.message(check.error)}</p>}
      <div style={{ display: 'flex', gap: 8, width: '100%' }}>
        <button type="button" className="pc-button pc-button-secondary" style={{ flex: 1 }} onClick={() => portico.router.goBack()}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="pc-button"
          style={{ flex: 1 }}
          data-testid="send-confirm"
          disabled={!check.ready || send.loading}
          onClick={() => void submitSend(portico)}
        >
          {i18n.t(kernelTexts, 'send')}
        </button>
      </div>
    </div>
  )
}
