import { useEffect, useSyncExternalStore } from 'react'
import { ACCOUNT_VIEW, formatUnits, type Portico, type TextParams, type ViewComponent } from 'portico'
import { copyText, Spinner, useI18n, type CopyTexts } from 'portico/react'
import { ONRAMP_PROVIDERS_VIEW } from '../constants'
import type { Purchase } from '../flow/createPurchase'
import { onrampInstances } from '../registry'
import { openCheckoutWindow } from '../flow/openCheckoutWindow'
import { onrampViewTexts } from './texts'

const LINK_COPY_TEXTS: CopyTexts = { copied: onrampViewTexts.en.linkCopied, failed: onrampViewTexts.en.linkCopyFailed }

/**
 * The purchase in its popup: opening, then waiting for it to land (with 'Continue in external
 * window' and the link to copy, and a still-waiting note after 3 minutes), 'Buy failed' with
 * 'Try again', or the amount received. A popup closed before anything landed returns to the
 * providers.
 */
function BuyInProgressView({ portico }: { portico: Portico }) {
  const purchase = onrampInstances.get(portico).purchase
  const i18n = useI18n(portico)
  if (!purchase) {
    return (
      <div className="pc-stack">
        <p className="pc-muted">{i18n.t(onrampViewTexts, 'noPurchase')}</p>
        <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.replace(ONRAMP_PROVIDERS_VIEW)}>
          {i18n.t(onrampViewTexts, 'buyCrypto')}
        </button>
      </div>
    )
  }
  return <PurchaseStatus portico={portico} purchase={purchase} />
}

function PurchaseStatus({ portico, purchase }: { portico: Portico; purchase: Purchase }) {
  const state = useSyncExternalStore(purchase.subscribe, purchase.getState, purchase.getState)
  const { provider, context } = purchase
  const i18n = useI18n(portico)
  const t = (key: keyof typeof onrampViewTexts.en, params?: TextParams) => i18n.t(onrampViewTexts, key, params)
  // Leaving the view ends the watch (the popup stays the visitor's).
  useEffect(() => () => purchase.stop(), [purchase])
  useEffect(() => {
    if (state.status === 'closed') portico.router.goBack()
  }, [portico, state.status])

  if (state.status === 'failed') {
    return (
      <div className="pc-stack" data-testid="onramp-buy-failed">
        <h3 style={{ margin: 0 }}>{t('buyFailed')}</h3>
        <p className="pc-error" role="alert">
          {i18n.message(state.message)}
        </p>
        {/* The retry opens its popup within this click, like the first attempt. */}
        <button type="button" className="pc-button pc-button-secondary" onClick={() => purchase.open(openCheckoutWindow())}>
          {t('tryAgain')}
        </button>
      </div>
    )
  }
  if (state.status === 'succeeded') {
    return (
      <div className="pc-stack" data-testid="onramp-buy-success">
        <h3 style={{ margin: 0 }}>{t('purchaseComplete')}</h3>
        <p data-testid="onramp-received">
          {t('arrived', { amount: `${formatUnits(state.received, context.asset.decimals)} ${context.asset.symbol}` })}
        </p>
        <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.reset(ACCOUNT_VIEW)}>
          {t('done')}
        </button>
      </div>
    )
  }
  const waiting = state.status === 'waiting' ? state : undefined
  return (
    <div className="pc-stack" data-testid="onramp-buy-in-progress" aria-busy="true">
      <Spinner label={t('buyingWith', { asset: context.asset.symbol, provider: provider.label })} />
      <p style={{ margin: 0 }}>
        {t('buyingAmount', { fiat: `${context.fiatAmount} ${context.fiatCurrency}`, asset: context.asset.symbol, provider: provider.label })}
      </p>
      <p className="pc-muted" role="status" data-testid="onramp-buy-status" style={{ margin: 0 }}>
        {!waiting
          ? t('opening', { provider: provider.label })
          : waiting.stillWaiting
            ? t('stillWaiting')
            : t(waiting.popupOpen ? 'completeInWindow' : 'openToComplete', { provider: provider.label })}
      </p>
      {waiting && (
        <>
          <button type="button" className="pc-button pc-button-secondary" data-testid="onramp-continue" onClick={() => purchase.continueInWindow(openCheckoutWindow)}>
            {t('continueExternal')}
          </button>
          <button type="button" className="pc-button pc-button-secondary" data-testid="onramp-copy-link" onClick={() => copyText(portico, waiting.url, LINK_COPY_TEXTS)}>
            {t('copyLink')}
          </button>
        </>
      )}
    </div>
  )
}

export default BuyInProgressView as ViewComponent
