import type { ConnectMethod } from '../../config/defaults'
import type { ResolvedConfig } from '../../config/types'

/** How the Connect view lays out its methods. */
export type ConnectLayout = {
  /** The methods, in display order. */
  order: ConnectMethod[]
  /** Whether the wallet list waits behind 'Continue with a wallet'. */
  collapseWallets: boolean
}

/**
 * The Connect view's layout (spec section 1 flags): `features.emailShowWallets` off puts email
 * and socials first and the wallets behind a button; `features.collapseWallets` keeps the
 * resolved order and puts the wallets behind the button. Either applies only when another
 * method (email or social, `shown`) is on the view: a lone button would only hide the list.
 *
 * @example
 * connectLayout({ features: { emailShowWallets: false, collapseWallets: false } }, ['wallet', 'email'], ['email'])
 * // { order: ['email', 'wallet'], collapseWallets: true }
 */
export function connectLayout(
  config: { features: Pick<ResolvedConfig['features'], 'emailShowWallets' | 'collapseWallets'> },
  order: readonly ConnectMethod[],
  shown: readonly ConnectMethod[],
): ConnectLayout {
  const others = order.some((method) => method !== 'wallet' && shown.includes(method))
  if (!order.includes('wallet') || !others) return { order: [...order], collapseWallets: false }
  if (!config.features.emailShowWallets) return { order: [...order.filter((method) => method !== 'wallet'), 'wallet'], collapseWallets: true }
  return { order: [...order], collapseWallets: config.features.collapseWallets }
}
