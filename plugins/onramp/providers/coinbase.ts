import { PROVIDER_FEE_RANGE } from '../constants'
import type { OnrampContext, OnrampProvider } from '../types'

/**
 * What `getSessionToken` receives: the purchase, and `blockchain`, the Coinbase network name the
 * token must allow the address on (`'base'`, ...; see {@link coinbaseNetwork}).
 *
 * @example
 * import type { CoinbaseSessionContext } from 'portico/plugins/onramp'
 * const body = (c: CoinbaseSessionContext) => ({ addresses: [{ address: c.address, blockchains: [c.blockchain] }], assets: [c.asset.symbol] })
 */
export type CoinbaseSessionContext = OnrampContext & { blockchain: string }

/**
 * Options of {@link coinbase}.
 *
 * @example
 * import type { CoinbaseOptions } from 'portico/plugins/onramp'
 * const options: CoinbaseOptions = { getSessionToken: async () => (await (await fetch('/api/coinbase-session')).json()).token }
 */
export type CoinbaseOptions = {
  /**
   * Creates a Coinbase Onramp session token on the host's server (Session Token API, CDP secret
   * key: never in the page) for `context.address` on `context.blockchain` and `context.asset`.
   * A token is single use and lives 5 minutes: create one per call. Without this hook Coinbase is
   * listed as unavailable.
   */
  getSessionToken?: ((context: CoinbaseSessionContext) => Promise<string>) | undefined
}

/** Why Coinbase is listed unavailable when the host gave no `getSessionToken`. */
export const COINBASE_NEEDS_SESSION_TOKEN = "Needs a session token from this site's server"

/**
 * Coinbase Onramp (spec section 9: EVM only, fee 1-2%). Since mid-2025 Coinbase takes only a
 * `sessionToken` created by the host's backend (`appId` and `addresses` in the URL are ignored),
 * so the host passes `getSessionToken`; the checkout is
 * `https://pay.coinbase.com/buy/select-asset?sessionToken=...&defaultNetwork=...&defaultAsset=...&presetFiatAmount=...&fiatCurrency=...&defaultExperience=buy`
 * on the spec's pay chain of the connected network (fallback ethereum). `presetFiatAmount` works
 * for USD, CAD, GBP and EUR only, so those are the currencies it is offered for.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import onramp, { coinbase } from 'portico/plugins/onramp'
 * const portico = createPortico({
 *   networks: [mainnet],
 *   plugins: [onramp({ providers: [coinbase({ getSessionToken: async (context) => {
 *     const response = await fetch('/api/coinbase-session', { method: 'POST', body: JSON.stringify({ address: context.address, blockchain: context.blockchain, asset: context.asset.symbol }) })
 *     return ((await response.json()) as { token: string }).token
 *   } })] })],
 * })
 */
export function coinbase(options: CoinbaseOptions = {}): OnrampProvider {
  const { getSessionToken } = options
  return {
    name: 'coinbase',
    label: 'Coinbase',
    feeRange: PROVIDER_FEE_RANGE,
    namespaces: ['eip155'],
    fiatCurrencies: ['USD', 'CAD', 'GBP', 'EUR'],
    unavailable: getSessionToken ? undefined : COINBASE_NEEDS_SESSION_TOKEN,
    getUrl: async (context) => (await import('./coinbaseUrl')).coinbaseUrl(context, getSessionToken),
  }
}
