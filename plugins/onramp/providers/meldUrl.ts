import { OnrampUnavailableError } from '../errors'
import type { OnrampContext } from '../types'
import { checkCheckoutUrl } from '../checkCheckoutUrl'
import type { CaipNetworkId } from 'portico'
import { MELD_NEEDS_PUBLIC_KEY, type MeldOptions } from './meld'

/**
 * Meld's chain suffix of `destinationCurrencyCode` (`USDC_ETHEREUM`, `SOL_SOLANA`) for each of
 * {@link MELD_CHAINS}.
 *
 * @example
 * // internal to the plugin (loaded with the Meld checkout code)
 * MELD_CHAIN_CODES['eip155:8453'] // 'BASE'
 */
export const MELD_CHAIN_CODES: Readonly<Partial<Record<CaipNetworkId, string>>> = {
  'eip155:1': 'ETHEREUM',
  'eip155:10': 'OPTIMISM',
  'eip155:56': 'BSC',
  'eip155:137': 'POLYGON',
  'eip155:8453': 'BASE',
  'eip155:42161': 'ARBITRUM',
  'eip155:43114': 'AVAXC',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'SOLANA',
}

/** Meld's widget when the host sets no `baseUrl`. */
export const MELD_WIDGET_URL = 'https://meldcrypto.com'

/**
 * Meld's `destinationCurrencyCode` of an asset on a network (`USDC_ETHEREUM`, `SOL_SOLANA`), or
 * `undefined` when Meld is not offered on the network or the symbol is not a plain ticker.
 *
 * @example
 * // internal to the plugin (loaded with the Meld checkout code)
 * import { solana } from 'portico'
 * meldCurrencyCode({ symbol: 'SOL', name: 'Solana', decimals: 9 }, solana) // 'SOL_SOLANA'
 */
export function meldCurrencyCode(asset: OnrampContext['asset'], network: OnrampContext['network']): string | undefined {
  const chain = MELD_CHAIN_CODES[network.caipNetworkId]
  return chain && /^[A-Za-z0-9]{1,12}$/.test(asset.symbol) ? `${asset.symbol.toUpperCase()}_${chain}` : undefined
}

/** The Meld widget URL of a purchase (parameters in Meld's documented order). */
export async function meldUrl(context: OnrampContext, options: MeldOptions): Promise<string> {
  if (!options.publicKey) throw new OnrampUnavailableError(MELD_NEEDS_PUBLIC_KEY)
  const code = meldCurrencyCode(context.asset, context.network)
  if (!code) throw new OnrampUnavailableError(`Meld does not sell ${context.asset.symbol} on ${context.network.name}`)
  const url = new URL(checkCheckoutUrl(options.baseUrl ?? MELD_WIDGET_URL))
  url.searchParams.set('publicKey', options.publicKey)
  url.searchParams.set('destinationCurrencyCode', code)
  url.searchParams.set('walletAddress', context.address)
  url.searchParams.set('sourceAmount', context.fiatAmount)
  url.searchParams.set('sourceCurrencyCode', context.fiatCurrency)
  if (context.countryCode) url.searchParams.set('countryCode', context.countryCode)
  url.searchParams.set('transactionType', 'BUY')
  return url.toString()
}
