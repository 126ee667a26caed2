import type { CaipNetworkId } from 'portico'
import type { OnrampProvider } from '../types'

/**
 * Options of {@link localOnramp}.
 *
 * @example
 * import type { LocalOnrampOptions } from 'portico/plugins/onramp'
 * const options: LocalOnrampOptions = { checkoutUrl: 'http://127.0.0.1:5173/onramp/checkout', chains: ['eip155:31337'] }
 */
export type LocalOnrampOptions = {
  /** The local checkout page (the demo server serves one at `/onramp/checkout`). */
  checkoutUrl: string
  /** The dev chains it funds (CAIP-2 ids). */
  chains: readonly CaipNetworkId[]
  /** Fee range shown; default `'1%'`, what the demo checkout charges. */
  feeRange?: string | undefined
}

/**
 * A provider for dev chains: its checkout is a local page (the demo server's `/onramp/checkout`)
 * that takes a fake payment and then really funds the account on the local chain (native by
 * `anvil_setBalance` of its treasury, tokens minted to it, then a real transfer to the buyer), so
 * the whole flow, popup to landed balance, runs in tests. The page gets `network` (CAIP-2),
 * `asset` (`native` or the token address), `walletAddress`, `sourceAmount` and
 * `sourceCurrencyCode`.
 *
 * @example
 * import { defineNetwork } from 'portico'
 * import onramp, { localOnramp } from 'portico/plugins/onramp'
 * const plugin = onramp({ providers: [localOnramp({ checkoutUrl: `${location.origin}/onramp/checkout`, chains: ['eip155:31337'] })] })
 */
export function localOnramp(options: LocalOnrampOptions): OnrampProvider {
  return {
    name: 'local',
    label: 'Local checkout',
    feeRange: options.feeRange ?? '1%',
    namespaces: ['eip155'],
    chains: options.chains,
    getUrl: async (context) => (await import('./localOnrampUrl')).localOnrampUrl(context, options.checkoutUrl),
  }
}
