import type { CaipNetwork, Portico, TextParams } from 'portico'
import { useI18n } from 'portico/react'
import { PRICE_IMPACT_WARNING_PERCENT } from '../constants'
import type { StoredQuote } from '../state/swapSlice'
import { swapViewTexts } from './texts'
import type { SwapToken } from '../types'
import { formatAmount, formatRate } from './formatAmount'

type Props = { portico: Portico; quote: StoredQuote; sellToken: SwapToken; buyToken: SwapToken; network: CaipNetwork; prefix: string }

/**
 * The facts of a quote: rate, price impact (a warning above 5%), the minimum received at the
 * slippage, the network cost (plus an approval when one is needed) and the provider.
 */
export function QuoteDetails({ portico, quote, sellToken, buyToken, network, prefix }: Props) {
  const i18n = useI18n(portico)
  const t = (key: keyof typeof swapViewTexts.en, params?: TextParams) => i18n.t(swapViewTexts, key, params)
  // Amounts keep their rounding, in the locale's digits and decimal sign.
  const amount = (value: bigint, decimals: number) => i18n.formatDecimal(formatAmount(value, decimals))
  const impact = quote.priceImpactPct
  const high = impact !== undefined && impact > PRICE_IMPACT_WARNING_PERCENT
  const needsApproval = quote.allowance !== undefined && BigInt(quote.allowance.current) < BigInt(quote.sellAmount)
  const native = network.nativeCurrency
  const cost = quote.networkFee === undefined ? '–' : `${amount(BigInt(quote.networkFee), native.decimals)} ${native.symbol}`
  const rows: [string, string, string, boolean?][] = [
    ['rate', t('rate'), `1 ${sellToken.symbol} = ${i18n.formatDecimal(formatRate(BigInt(quote.sellAmount), sellToken.decimals, BigInt(quote.buyAmount), buyToken.decimals))} ${buyToken.symbol}`],
    ['price-impact', t('priceImpact'), impact === undefined ? '–' : high ? t('priceImpactHigh', { impact: `${i18n.formatDecimal(impact.toFixed(2))}%` }) : `${i18n.formatDecimal(impact.toFixed(2))}%`, high],
    ['min-received', t('minReceived', { slippage: i18n.formatDecimal((quote.slippageBps / 100).toString()) }), `${amount(BigInt(quote.minBuyAmount), buyToken.decimals)} ${buyToken.symbol}`],
    ['network-cost', t('networkCost'), needsApproval ? t('plusApproval', { cost }) : cost],
    ['provider', t('route'), quote.providerName],
  ]
  return (
    <dl className="pc-swap-details" style={{ width: '100%', margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', textAlign: 'left' }}>
      {rows.map(([id, label, value, warn]) => (
        <div key={id} style={{ display: 'contents' }}>
          <dt className="pc-muted">{label}</dt>
          <dd data-testid={`${prefix}-${id}`} className={warn ? 'pc-error' : undefined} style={{ margin: 0, textAlign: 'right' }}>
            {value}
          </dd>
        </div>
      ))}
      {high && (
        <p role="alert" className="pc-error" data-testid={`${prefix}-impact-warning`} style={{ gridColumn: '1 / -1', margin: 0 }}>
          {t('impactWarning', { percent: PRICE_IMPACT_WARNING_PERCENT })}
        </p>
      )}
    </dl>
  )
}
