import type { CaipNetwork } from 'portico'
import { PRICE_IMPACT_WARNING_PERCENT } from '../constants'
import type { StoredQuote } from '../state/swapSlice'
import type { SwapToken } from '../types'
import { formatAmount, formatRate } from './formatAmount'

type Props = { quote: StoredQuote; sellToken: SwapToken; buyToken: SwapToken; network: CaipNetwork; prefix: string }

/**
 * The facts of a quote: rate, price impact (a warning above 5%), the minimum received at the
 * slippage, the network cost (plus an approval when one is needed) and the provider.
 */
export function QuoteDetails({ quote, sellToken, buyToken, network, prefix }: Props) {
  const impact = quote.priceImpactPct
  const high = impact !== undefined && impact > PRICE_IMPACT_WARNING_PERCENT
  const needsApproval = quote.allowance !== undefined && BigInt(quote.allowance.current) < BigInt(quote.sellAmount)
  const native = network.nativeCurrency
  const rows: [string, string, string, boolean?][] = [
    ['rate', 'Rate', `1 ${sellToken.symbol} = ${formatRate(BigInt(quote.sellAmount), sellToken.decimals, BigInt(quote.buyAmount), buyToken.decimals)} ${buyToken.symbol}`],
    ['price-impact', 'Price impact', impact === undefined ? '–' : `${impact.toFixed(2)}%${high ? ' (high)' : ''}`, high],
    ['min-received', `Minimum received (${(quote.slippageBps / 100).toString()}% slippage)`, `${formatAmount(BigInt(quote.minBuyAmount), buyToken.decimals)} ${buyToken.symbol}`],
    ['network-cost', 'Network cost', `${quote.networkFee === undefined ? '–' : `${formatAmount(BigInt(quote.networkFee), native.decimals)} ${native.symbol}`}${needsApproval ? ' + approval' : ''}`],
    ['provider', 'Route', quote.providerName],
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
          This trade moves the price by more than {PRICE_IMPACT_WARNING_PERCENT}%: you get noticeably less than the market rate.
        </p>
      )}
    </dl>
  )
}
