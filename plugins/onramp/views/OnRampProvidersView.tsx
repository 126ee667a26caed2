import { useState } from 'react'
import type { CaipNetwork, ChainNamespace, Portico, TextParams, ViewComponent } from 'portico'
import { BUY_IN_PROGRESS_VIEW } from '../constants'
import { accountWatch, assetKey } from '../flow/accountWatch'
import { createPurchase } from '../flow/createPurchase'
import { openCheckoutWindow } from '../flow/openCheckoutWindow'
import { checkFiatAmount } from '../fiatAmount'
import { providersFor, unavailableReason } from '../providerStatus'
import { purchasableAssets } from '../purchasableAssets'
import { replacePurchase, saveDraft, type BuyDraft, type OnrampInstance } from '../registry'
import type { ResolvedOnrampOptions } from '../resolveOptions'
import type { OnrampProvider } from '../types'
import { LegalCheckbox, needsLegalCheckbox, useI18n } from 'portico/react'
import { onrampViewTexts } from './texts'
import { useOnramp } from './useOnramp'

/**
 * Buy crypto: amount (checked against the payment currency's limits), payment currency, token,
 * the legal checkbox when the host turned it on, and the providers of the connected namespace
 * with their fee range; an unavailable one shows why. Picking one opens its checkout.
 */
function OnRampProvidersView({ portico }: { portico: Portico }) {
  const { instance, options, target } = useOnramp(portico)
  const i18n = useI18n(portico)
  if (options instanceof Error) return <p className="pc-error" role="alert">{i18n.message('shortMessage' in options ? String(options.shortMessage) : options.message)}</p>
  if (!target.network || !target.address) return <p className="pc-muted">{i18n.t(onrampViewTexts, 'connectToBuy')}</p>
  return <BuyForm portico={portico} instance={instance} options={options} target={{ ...target, network: target.network, address: target.address }} />
}

function BuyForm({ portico, instance, options, target }: { portico: Portico; instance: OnrampInstance; options: ResolvedOnrampOptions; target: { namespace: ChainNamespace; network: CaipNetwork; address: string } }) {
  const { network, address } = target
  const i18n = useI18n(portico)
  const t = (key: keyof typeof onrampViewTexts.en, params?: TextParams) => i18n.t(onrampViewTexts, key, params)
  const [draft, setDraft] = useState<BuyDraft>(() => instance.draft ?? { fiatAmount: '', fiatCurrency: undefined, assetKey: undefined, legalAccepted: false })
  const update = (patch: Partial<BuyDraft>) =>
    setDraft((current) => {
      const next = { ...current, ...patch }
      saveDraft(portico, next)
      return next
    })
  const currency = options.paymentCurrencies.find((c) => c.code === draft.fiatCurrency) ?? options.paymentCurrencies[0]
  const assets = purchasableAssets(network)
  const asset = assets.find((a) => assetKey(a.address) === draft.assetKey) ?? assets[0]
  if (!currency || !asset) return null
  const amount = checkFiatAmount(draft.fiatAmount, currency)
  const { termsConditionsUrl, privacyPolicyUrl } = portico.config
  const needsLegal = needsLegalCheckbox(portico.config)
  const ready = amount.ok && (!needsLegal || draft.legalAccepted)
  const providers = providersFor(options.providers, target.namespace)

  const buy = (provider: OnrampProvider) => {
    if (!amount.ok) return
    // Opened here, synchronously within the click, so no popup blocker stops it; the provider's
    // URL is made afterwards (it may need the host's server) and the popup waits on a blank page.
    const popup = openCheckoutWindow()
    const context = { address, network, asset, fiatAmount: amount.amount, fiatCurrency: currency.code, countryCode: options.countryCode }
    const purchase = createPurchase({ provider, context, watch: accountWatch(portico.services, { network, address }, asset, provider.name) })
    replacePurchase(portico, purchase)
    purchase.open(popup)
    portico.router.push(BUY_IN_PROGRESS_VIEW)
  }

  return (
    <div className="pc-stack" data-testid="onramp-providers" style={{ alignItems: 'stretch', textAlign: 'left' }}>
      <div>
        <label htmlFor="pc-onramp-amount" className="pc-muted">
          {t('youPay')}
        </label>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            id="pc-onramp-amount"
            className="pc-input"
            data-testid="onramp-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={currency.min}
            value={draft.fiatAmount}
            aria-invalid={draft.fiatAmount !== '' && !amount.ok}
            aria-describedby="pc-onramp-limits"
            onChange={(event) => update({ fiatAmount: event.target.value })}
          />
          <select className="pc-input" style={{ width: 96 }} aria-label={t('paymentCurrency')} data-testid="onramp-currency" value={currency.code} onChange={(event) => update({ fiatCurrency: event.target.value })}>
            {options.paymentCurrencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code}
              </option>
            ))}
          </select>
        </div>
        <p id="pc-onramp-limits" data-testid="onramp-limits" className={draft.fiatAmount !== '' && !amount.ok ? 'pc-error' : 'pc-muted'} style={{ margin: '4px 0 0' }}>
          {draft.fiatAmount !== '' && !amount.ok ? i18n.label(amount.message) : t('limits', { min: currency.min, max: currency.max, currency: currency.code })}
        </p>
      </div>
      <div>
        <label htmlFor="pc-onramp-asset" className="pc-muted">
          {t('youBuyOn', { network: network.name })}
        </label>
        <select id="pc-onramp-asset" className="pc-input" data-testid="onramp-asset" value={assetKey(asset.address)} onChange={(event) => update({ assetKey: event.target.value })}>
          {assets.map((a) => (
            <option key={assetKey(a.address)} value={assetKey(a.address)}>
              {a.symbol} · {a.name}
            </option>
          ))}
        </select>
      </div>
      {needsLegal && <LegalCheckbox termsUrl={termsConditionsUrl} privacyUrl={privacyPolicyUrl} checked={draft.legalAccepted} onChange={(legalAccepted) => update({ legalAccepted })} testId="onramp-legal" />}
      {providers.length === 0 ? (
        <p className="pc-muted">{t('noProvider', { network: network.name })}</p>
      ) : (
        <ul className="pc-list" aria-label={t('providers')}>
          {providers.map((provider) => {
            const reason = unavailableReason(provider, network, currency.code)
            return (
              <li key={provider.name}>
                <button
                  type="button"
                  className="pc-item"
                  data-testid={`onramp-provider-${provider.name}`}
                  disabled={!ready && !reason}
                  aria-disabled={reason ? true : undefined}
                  onClick={() => !reason && ready && buy(provider)}
                >
                  <span className="pc-item-name">
                    {provider.label}
                    {reason && (
                      <span className="pc-muted" style={{ display: 'block', whiteSpace: 'normal', fontWeight: 400 }} data-testid="onramp-provider-reason">
                        {t('unavailable', { reason: i18n.label(reason) })}
                      </span>
                    )}
                  </span>
                  <span className="pc-tag">{t('fee', { fee: provider.feeRange })}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

export default OnRampProvidersView as ViewComponent
