import type { ReactNode } from 'react'
import type { Portico } from 'portico'
import { useI18n } from 'portico/react'
import { requestQuote } from '../runtime/requestQuote'
import { submitSwap } from '../runtime/submitSwap'
import type { SwapStep } from '../state/swapSlice'
import { swapViewTexts } from './texts'
import { formatAmount } from './formatAmount'
import { QuoteDetails } from './QuoteDetails'
import { useSwapSession } from './useSwapSession'

type SwapTextKey = keyof typeof swapViewTexts.en
const STEP_LABELS: Record<SwapStep['kind'], SwapTextKey> = { reset: 'stepReset', approve: 'stepApprove', swap: 'swap' }
const STATUS_LABELS: Record<SwapStep['status'], SwapTextKey> = { waiting: 'statusWaiting', signing: 'statusSigning', confirming: 'statusConfirming', done: 'statusDone', failed: 'statusFailed' }

/** A sentence in the locale's word order with its `{amount}` placeholder replaced by `amount`. */
const withAmount = (sentence: string, amount: ReactNode) => sentence.split('{amount}').flatMap((part, index) => (index === 0 ? [part] : [amount, part]))

/**
 * The review of one quote (it is not refreshed here: the visitor confirms what they read). The
 * swap button runs the approval, if the allowance is short, then the swap, each step with its
 * state; it is disabled while a trade runs, and a second click sends nothing. A failure shows
 * its cause and offers a new quote.
 */
export default function SwapPreviewView({ portico }: { portico: Portico }) {
  const { form, account } = useSwapSession(portico)
  const { quote, sellToken, buyToken, steps, status, error } = form
  const i18n = useI18n(portico)
  const t = (key: SwapTextKey) => i18n.t(swapViewTexts, key)
  if (!account || !quote || !sellToken || !buyToken) return <p className="pc-muted">{t('noQuote')}</p>
  const running = status === 'running'
  const needsApproval = quote.allowance !== undefined && BigInt(quote.allowance.current) < BigInt(quote.sellAmount)
  return (
    <div className="pc-stack" data-testid="swap-preview">
      <p style={{ margin: 0 }}>
        {withAmount(
          t('youSellAmount'),
          <strong key="amount" data-testid="swap-preview-sell">
            {i18n.formatDecimal(formatAmount(BigInt(quote.sellAmount), sellToken.decimals))} {sellToken.symbol}
          </strong>,
        )}
      </p>
      <p style={{ margin: 0 }}>
        {withAmount(
          t('youReceiveAbout'),
          <strong key="amount" data-testid="swap-preview-buy">
            {i18n.formatDecimal(formatAmount(BigInt(quote.buyAmount), buyToken.decimals))} {buyToken.symbol}
          </strong>,
        )}
      </p>
      <QuoteDetails portico={portico} quote={quote} sellToken={sellToken} buyToken={buyToken} network={account.network} prefix="swap-preview" />
      {steps.length > 0 && (
        <ol className="pc-list" aria-label={t('steps')} style={{ width: '100%' }}>
          {steps.map((step) => (
            <li key={step.kind} className="pc-item" data-testid={`swap-step-${step.kind}`} data-status={step.status} aria-busy={step.status === 'signing' || step.status === 'confirming'}>
              <span className="pc-item-name">{t(STEP_LABELS[step.kind])}</span>
              <span className={step.status === 'failed' ? 'pc-error' : 'pc-muted'}>{t(STATUS_LABELS[step.status])}</span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <>
          <p className="pc-error" role="alert" data-testid="swap-preview-error">
            {i18n.message(error)}
          </p>
          <button type="button" className="pc-button pc-button-secondary" data-testid="swap-requote" onClick={() => void requestQuote(portico)}>
            {t('newQuote')}
          </button>
        </>
      )}
      <button type="button" className="pc-button" data-testid="swap-confirm" disabled={running || status === 'failed'} style={{ width: '100%' }} onClick={() => void submitSwap(portico)}>
        {t(running ? 'swapping' : needsApproval ? 'approveAndSwap' : 'swap')}
      </button>
    </div>
  )
}
