import type { BalanceEntry } from '../../../balances/types'
import type { Portico } from '../../../createPortico'
import { kernelTexts } from '../../../i18n/kernelTexts'
import { formatTokenBalance } from '../../../units/formatTokenBalance'
import { WalletIcon } from '../../primitives/WalletIcon'
import { useI18n } from '../../useTexts'
import { formatUsd } from './formatUsd'

/**
 * The Tokens tab: icon, name, symbol, quantity (fixed 2 decimals, floored: spec section 9) and
 * USD value when a price is known, in the locale's digits. Names and icons are untrusted: text
 * only, safe icon URLs.
 *
 * @example
 * <TokensTab portico={portico} entry={entry} />
 */
export function TokensTab({ portico, entry }: { portico: Portico; entry: BalanceEntry }) {
  const i18n = useI18n(portico)
  if (entry.tokens.length === 0) {
    return <p className="pc-muted">{i18n.t(kernelTexts, entry.status === 'loading' || entry.status === 'idle' ? 'loadingTokens' : 'noTokens')}</p>
  }
  return (
    <ul className="pc-list" data-testid="account-tokens" aria-label={i18n.t(kernelTexts, 'tokens')}>
      {entry.tokens.map((token) => (
        <li key={token.address ?? 'native'} className="pc-item pc-token" data-testid={`token-${token.symbol}`} data-amount={token.amount.toString()}>
          <WalletIcon name={token.symbol} imageUrl={token.iconUrl} />
          <span className="pc-item-name pc-item-lines">
            <span>{token.name}</span>
            <span className="pc-muted" data-testid="token-quantity">
              {i18n.formatDecimal(formatTokenBalance(token.amount, token.decimals))} {token.symbol}
            </span>
          </span>
          {token.priced && <span data-testid="token-value">{formatUsd(token.value, i18n.locale)}</span>}
        </li>
      ))}
    </ul>
  )
}
