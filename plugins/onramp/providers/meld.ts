import type { CaipNetworkId } from 'portico'
import { PROVIDER_FEE_RANGE } from '../constants'
import type { OnrampProvider } from '../types'

/**
 * The networks Meld is offered on (CAIP-2); their `destinationCurrencyCode` suffixes are in
 * {@link MELD_CHAIN_CODES}, loaded with the checkout code.
 *
 * @example
 * import { MELD_CHAINS } from 'portico/plugins/onramp'
 * MELD_CHAINS.includes('eip155:8453') // true
 */
export const MELD_CHAINS: readonly CaipNetworkId[] = [
  ...[1, 10, 56, 137, 8453, 42161, 43114].map((id): CaipNetworkId => `eip155:${id}`),
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
]

/**
 * Options of {@link meld}.
 *
 * @example
 * import type { MeldOptions } from 'portico/plugins/onramp'
 * const options: MeldOptions = { publicKey: 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU' }
 */
export type MeldOptions = {
  /** The site's Meld public key (Meld dashboard); without it Meld is listed as unavailable. */
  publicKey?: string | undefined
  /** Widget origin; default `https://meldcrypto.com` (`https://sb.meldcrypto.com` is Meld's sandbox). */
  baseUrl?: string | undefined
}

/** Why Meld is listed unavailable when the host gave no public key. */
export const MELD_NEEDS_PUBLIC_KEY = "Needs this site's Meld public key"

/**
 * Meld (spec section 9: EVM and Solana, fee 1-2%). The checkout is Meld's widget with its
 * documented parameters: `publicKey`, `destinationCurrencyCode` (`{SYMBOL}_{CHAIN}`, e.g.
 * `USDC_ETHEREUM`, `SOL_SOLANA`), `walletAddress`, `sourceAmount`, `sourceCurrencyCode`,
 * `countryCode` (when the host knows it) and `transactionType=BUY`. Offered on
 * {@link MELD_CHAINS}.
 *
 * @example
 * import { createPortico, mainnet, solana } from 'portico'
 * import onramp, { meld } from 'portico/plugins/onramp'
 * const portico = createPortico({ networks: [mainnet, solana], plugins: [onramp({ providers: [meld({ publicKey: 'my-meld-public-key' })] })] })
 */
export function meld(options: MeldOptions = {}): OnrampProvider {
  return {
    name: 'meld',
    label: 'Meld.io',
    feeRange: PROVIDER_FEE_RANGE,
    namespaces: ['eip155', 'solana'],
    chains: MELD_CHAINS,
    unavailable: options.publicKey ? undefined : MELD_NEEDS_PUBLIC_KEY,
    getUrl: async (context) => (await import('./meldUrl')).meldUrl(context, options),
  }
}
