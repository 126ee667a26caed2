import type { CaipNetwork, Label } from 'portico'
import { onrampViewTexts } from './views/texts'
import type { OnrampProvider } from './types'

/**
 * The providers to list for the connected namespace (spec section 9: Coinbase on eip155 only,
 * Meld on eip155 and solana), in the host's order.
 *
 * @example
 * import { coinbase, meld } from 'portico/plugins/onramp'
 * providersFor([coinbase(), meld()], 'solana').map((p) => p.name) // ['meld']
 */
export function providersFor(providers: readonly OnrampProvider[], namespace: string): OnrampProvider[] {
  return providers.filter((provider) => (provider.namespaces as readonly string[]).includes(namespace))
}

/**
 * Why a listed provider cannot take this purchase (its own `unavailable` reason, a network or a
 * payment currency it does not serve: a reference into the onramp catalogue, shown with
 * `i18n.label`), or `undefined` when it can.
 *
 * @example
 * import { coinbase } from 'portico/plugins/onramp'
 * import { mainnet } from 'portico'
 * unavailableReason(coinbase({ getSessionToken: async () => 't' }), mainnet, 'JPY') // onrampViewTexts.ref('takesCurrencies', ...): 'Takes USD, CAD, GBP, EUR'
 */
export function unavailableReason(provider: OnrampProvider, network: CaipNetwork, fiatCurrency: string): Label | undefined {
  if (provider.unavailable) return provider.unavailable
  if (provider.chains && !provider.chains.includes(network.caipNetworkId)) return onrampViewTexts.ref('notOnNetwork', { network: network.name })
  if (provider.fiatCurrencies && !provider.fiatCurrencies.includes(fiatCurrency)) return onrampViewTexts.ref('takesCurrencies', { currencies: provider.fiatCurrencies.join(', ') })
  return undefined
}
