import type { Portico } from 'portico'
import { requestQuote } from '../runtime/requestQuote'
import { submitSwap } from '../runtime/submitSwap'
import type { SwapStep } from '../state/swapSlice'
import { formatAmount } from './formatAmount'
import { QuoteDetails } from './QuoteDetails'
import { useSwapSession } from './useSwapSession'

const STEP_LABELS: Record<SwapStep['kind'], string> = { reset: 'Reset the allowance to 0', approve: 'Approve', swap: 'Swap' }
const STATUS_LABELS: Record<SwapStep['status'], string> = { waiting: 'Waiting', signing: 'Confirm in your wallet', confirming: 'Confirming on chain', done: 'Done', failed: 'Failed' }

/**
 * The review of one quote (it is not refreshed here: the visitor confirms what they read). The
 * swap button runs the approval, if the allowance is short, then the swap, each step with its
 * state; it is disabled while a trade runs, and a second click sends nothing. A failure shows
 * its cause and offers a new quote.
 */
export default function SwapPreviewView({ portico }: { portico: Portico }) {
  const { form, account } = useSwapSession(portico)
  const { quote, sellToken, buyToken, steps, status, error } = form
  if (!account || !quote || !sellToken || !buyToken) return <p className="pc-muted">No quote to review.</p>
  const running = status === 'running'
  const needsApproval = quote.allowance !== undefined && BigInt(quote.allowance.current) < BigInt(quote.sellAmount)
  return (
    <div className="pc-stack" data-testid="swap-preview">
      <p style={{ margin: 0 }}>
        You sell <strong data-testid="swap-preview-sell">{formatAmount(BigInt(quote.sellAmount), sellToken.decimals)} {sellToken.symbol}</strong>
      </p>
      <p style={{ margin: 0 }}>
        You receive about <strong data-testid="swap-preview-buy">{formatAmount(BigInt(quote.buyAmount), buyToken.decimals)} {buyToken.symbol}</strong>
      </p>
      <QuoteDetails quote={quote} sellToken={sellToken} buyToken={buyToken} network={account.network} prefix="swap-preview" />
      {steps.length > 0 && (
        <ol className="pc-list" aria-label="Steps" style={{ width: '100%' }}>
          {steps.map((step) => (
            <li key={step.kind} className="pc-item" data-testid={`swap-step-${step.kind}`} data-status={step.status} aria-busy={step.status === 'signing' || step.status === 'confirming'}>
              <span className="pc-item-name">{STEP_LABELS[step.kind]}</span>
              <span className={step.status === 'failed' ? 'pc-error' : 'pc-muted'}>{STATUS_LABELS[step.status]}</span>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <>
          <p className="pc-error" role="alert" data-testid="swap-preview-error">
            {error}
          </p>
          <button type="button" className="pc-button pc-button-secondary" data-testid="swap-requote" onClick={() => void requestQuote(portico)}>
            Get a new quote
          </button>
        </>
      )}
      <button type="button" className="pc-button" data-testid="swap-confirm" disabled={running || status === 'failed'} style={{ width: '100%' }} onClick={() => void submitSwap(portico)}>
        {running ? 'Swapping…' : needsApproval ? 'Approve and swap' : 'Swap'}
      </button>
    </div>
  )
}
