import type { BalanceEntry } from '../../../balances/types'
import type { Portico } from '../../../createPortico'
import { kernelTexts } from '../../../i18n/kernelTexts'
import type { CaipNetwork } from '../../../networks/types'
import { BALANCE_FALLBACK } from '../../../units/constants'
import { formatBalance } from '../../../units/formatBalance'
import { useI18n } from '../../useTexts'
import { formatUsd } from './formatUsd'

/**
 * The account's total: the USD sum when prices are known, else the native balance floored to 3
 * decimals (spec section 9); '0.00' on a namespace no chain module serves (`source: 'none'`). A
 * failure shows 'Token Balance Unavailable' under the last good total. Digits and separators are
 * the locale's; the rounding stays the spec's (the rounded decimal string is what is localised).
 *
 * @example
 * <TotalBalance portico={portico} entry={entry} network={network} />
 */
export function TotalBalance({ portico, entry, network }: { portico: Portico; entry: BalanceEntry; network: CaipNetwork }) {
  const i18n = useI18n(portico)
  const native = entry.tokens.find((t) => t.address === undefined)
  const priced = entry.tokens.some((t) => t.priced)
  let text: string | undefined
  if (entry.status === 'ready' && entry.source === 'none') text = i18n.formatDecimal(BALANCE_FALLBACK)
  else if (priced) text = formatUsd(entry.tokens.reduce((sum, t) => sum + t.value, 0), i18n.locale)
  else if (native) text = `${i18n.formatDecimal(formatBalance(native.amount, native.decimals))} ${native.symbol}`
  else if (entry.status === 'ready') text = `${i18n.formatDecimal('0')} ${network.nativeCurrency.symbol}`
  return (
    <div className="pc-stack" style={{ gap: 4 }}>
      {text ? (
        <p data-testid="account-balance" className="pc-total">
          {text}
        </p>
      ) : (
        <p className="pc-muted" data-testid="account-balance-loading" aria-busy="true">
          {i18n.t(kernelTexts, 'loadingBalance')}
        </p>
      )}
      {entry.error && (
        <p role="alert" className="pc-error" data-testid="balance-error">
          {i18n.message(entry.error)}
        </p>
      )}
    </div>
  )
}
