import type { BalanceEntry } from '../../../balances/types'
import { formatTokenBalance } from '../../../units/formatTokenBalance'
import { WalletIcon } from '../../primitives/WalletIcon'
import { formatUsd } from './formatUsd'

/**
 * The Tokens tab: icon, name, symbol, quantity (fixed 2 decimals, floored: spec section 9) and
 * USD value when a price is known. Names and icons are untrusted: text only, safe icon URLs.
 *
 * @example
 * <TokensTab entry={entry} />
 */
export function TokensTab({ entry }: { entry: BalanceEntry }) {
  if (entry.tokens.length === 0) {
    return <p className="pc-muted">{entry.status === 'loading' || entry.status === 'idle' ? 'Loading tokens…' : 'No tokens yet'}</p>
  }
  return (
    <ul className="pc-list" data-testid="account-tokens" aria-label="Tokens">
      {entry.tokens.map((token) => (
        <li key={token.address ?? 'native'} className="pc-item pc-token" data-testid={`token-${token.symbol}`} data-amount={token.amount.toString()}>
          <WalletIcon name={token.symbol} imageUrl={token.iconUrl} />
          <span className="pc-item-name">
            <span>{token.name}</span>
            <span className="pc-muted" data-testid="token-quantity">
              {formatTokenBalance(token.amount, token.decimals)} {token.symbol}
            </span>
          </span>
          {token.priced && <span data-testid="token-value">{formatUsd(token.value)}</span>}
        </li>
      ))}
    </ul>
  )
}
