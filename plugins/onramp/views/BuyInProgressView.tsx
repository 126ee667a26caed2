import { useEffect, useSyncExternalStore } from 'react'
import { ACCOUNT_VIEW, formatUnits, type Portico, type ViewComponent } from 'portico'
import { copyText, Spinner, type CopyTexts } from 'portico/react'
import { ONRAMP_PROVIDERS_VIEW } from '../constants'
import type { Purchase } from '../flow/createPurchase'
import { onrampInstances } from '../registry'
import { openCheckoutWindow } from '../flow/openCheckoutWindow'

const LINK_COPY_TEXTS: CopyTexts = { copied: 'Link copied', failed: 'Unable to copy the link' }

/**
 * The purchase in its popup: opening, then waiting for it to land (with 'Continue in external
 * window' and the link to copy, and a still-waiting note after 3 minutes), 'Buy failed' with
 * 'Try again', or the amount received. A popup closed before anything landed returns to the
 * providers.
 */
function BuyInProgressView({ portico }: { portico: Portico }) {
  const purchase = onrampInstances.get(portico).purchase
  if (!purchase) {
    return (
      <div className="pc-stack">
        <p className="pc-muted">No purchase in progress.</p>
        <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.replace(ONRAMP_PROVIDERS_VIEW)}>
          Buy crypto
        </button>
      </div>
    )
  }
  return <PurchaseStatus portico={portico} purchase={purchase} />
}

function PurchaseStatus({ portico, purchase }: { portico: Portico; purchase: Purchase }) {
  const state = useSyncExternalStore(purchase.subscribe, purchase.getState, purchase.getState)
  const { provider, context } = purchase
  // Leaving the view ends the watch (the popup stays the visitor's).
  useEffect(() => () => purchase.stop(), [purchase])
  useEffect(() => {
    if (state.status === 'closed') portico.router.goBack()
  }, [portico, state.status])

  if (state.status === 'failed') {
    return (
      <div className="pc-stack" data-testid="onramp-buy-failed">
        <h3 style={{ margin: 0 }}>Buy failed</h3>
        <p className="pc-error" role="alert">
          {state.message}
        </p>
        {/* The retry opens its popup within this click, like the first attempt. */}
        <button type="button" className="pc-button pc-button-secondary" onClick={() => purchase.open(openCheckoutWindow())}>
          Try again
        </button>
      </div>
    )
  }
  if (state.status === 'succeeded') {
    return (
      <div className="pc-stack" data-testid="onramp-buy-success">
        <h3 style={{ margin: 0 }}>Purchase complete</h3>
        <p data-testid="onramp-received">
          {formatUnits(state.received, context.asset.decimals)} {context.asset.symbol} arrived in your wallet
        </p>
        <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.reset(ACCOUNT_VIEW)}>
          Done
        </button>
      </div>
    )
  }
  const waiting = state.status === 'waiting' ? state : undefined
  return (
    <div className="pc-stack" data-testid="onramp-buy-in-progress" aria-busy="true">
      <Spinner label={`Buying ${context.asset.symbol} with ${provider.label}`} />
      <p style={{ margin: 0 }}>
        Buying {context.fiatAmount} {context.fiatCurrency} of {context.asset.symbol} with {provider.label}
      </p>
      <p className="pc-muted" role="status" data-testid="onramp-buy-status" style={{ margin: 0 }}>
        {!waiting
          ? `Opening ${provider.label}…`
          : waiting.stillWaiting
            ? 'Still waiting for your purchase to arrive. Payments can take a few minutes to settle.'
            : waiting.popupOpen
              ? `Complete your purchase in the ${provider.label} window.`
              : `Open ${provider.label} to complete your purchase.`}
      </p>
      {waiting && (
        <>
          <button type="button" className="pc-button pc-button-secondary" data-testid="onramp-continue" onClick={() => purchase.continueInWindow(openCheckoutWindow)}>
            Continue in external window
          </button>
          <button type="button" className="pc-button pc-button-secondary" data-testid="onramp-copy-link" onClick={() => copyText(portico, waiting.url, LINK_COPY_TEXTS)}>
            Copy link
          </button>
        </>
      )}
    </div>
  )
}

export default BuyInProgressView as ViewComponent
