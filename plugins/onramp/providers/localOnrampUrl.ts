import { checkCheckoutUrl } from '../checkCheckoutUrl'
import type { OnrampContext } from '../types'

/** The local checkout URL of a purchase (see {@link localOnramp} for its parameters). */
export async function localOnrampUrl(context: OnrampContext, checkoutUrl: string): Promise<string> {
  const url = new URL(checkCheckoutUrl(checkoutUrl))
  url.searchParams.set('network', context.network.caipNetworkId)
  url.searchParams.set('asset', context.asset.address ?? 'native')
  url.searchParams.set('walletAddress', context.address)
  url.searchParams.set('sourceAmount', context.fiatAmount)
  url.searchParams.set('sourceCurrencyCode', context.fiatCurrency)
  return url.toString()
}
