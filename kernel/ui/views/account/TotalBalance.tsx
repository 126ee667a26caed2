import type { BalanceEntry } from '../../../balances/types'
import type { CaipNetwork } from '../../../networks/types'
import { BALANCE_FALLBACK } from '../../../units/constants'
import { formatBalance } from '../../../units/formatBalance'
import { formatUsd } from './formatUsd'

/**
 * The account's total: the USD sum when prices are known, else the native balance floored to 3
 * decimals (spec section 9); '0.00' on a namespace no chain module serves (`source: 'none'`). A
 * failure shows 'Token Balance Unavailable' under the last good total.
 *
 * @example
 * <TotalBalance entry={entry} network={network} />
 */
export function TotalBalance({ entry, network }: { entry: BalanceEntry; network: CaipNetwork }) {
  const native = entry.tokens.find((t) => t.address === undefined)
  const priced = entry.tokens.some((t) => t.priced)
  let text: string | undefined
  if (entry.status === 'ready' && entry.source === 'none') text = BALANCE_FALLBACK
  else if (priced) text = formatUsd(entry.tokens.reduce((sum, t) => sum + t.value, 0))
  else if (native) text = `${formatBalance(native.amount, native.decimals)} ${native.symbol}`
  else if (entry.status === 'ready') text = `0 ${network.nativeCurrency.symbol}`
  return (
    <div className="pc-stack" style={{ gap: 4 }}>
      {text ? (
        <p data-testid="account-balance" className="pc-total">
          {text}
        </p>
      ) : (
        <p className="pc-muted" data-testid="account-balance-loading" aria-busy="true">
          Loading balance…
        </p>
      )}
      {entry.error && (
        <p role="alert" className="pc-error" data-testid="balance-error">
          {entry.error}
        </p>
      )}
    </div>
  )
}
