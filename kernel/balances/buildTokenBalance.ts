import { safeImageUrl, safeWalletName } from '../connectors/safeImageUrl'
import { formatUnits } from '../units/formatUnits'
import type { RawBalance, TokenBalance } from './types'

/**
 * Builds a {@link TokenBalance}: name and symbol cleaned as untrusted text, icon kept only when
 * `data:image` or `https:`, quantity as exact text, USD value from the price (display only).
 *
 * @example
 * buildTokenBalance({ chainId: 'eip155:1', name: 'Ether', symbol: 'ETH', amount: 10n ** 18n, decimals: 18 }, 2000)
 * // { ..., quantity: { decimals: '18', numeric: '1' }, value: 2000, price: 2000 }
 */
export function buildTokenBalance(raw: RawBalance, price: number | undefined = raw.price): TokenBalance {
  const numeric = formatUnits(raw.amount, raw.decimals)
  const known = price !== undefined && Number.isFinite(price) && price >= 0
  return {
    name: safeWalletName(raw.name) || safeWalletName(raw.symbol),
    symbol: safeWalletName(raw.symbol),
    chainId: raw.chainId,
    ...(raw.address === undefined ? {} : { address: raw.address }),
    value: known ? Number(numeric) * price : 0,
    price: known ? price : 0,
    ...(safeImageUrl(raw.iconUrl) ? { iconUrl: safeImageUrl(raw.iconUrl) } : {}),
    quantity: { decimals: String(raw.decimals), numeric },
    amount: raw.amount,
    decimals: raw.decimals,
    priced: known,
  }
}
