import { OnrampUnavailableError, SessionTokenError } from '../errors'
import type { OnrampContext } from '../types'
import { COINBASE_NEEDS_SESSION_TOKEN, type CoinbaseSessionContext } from './coinbase'

/** Coinbase Onramp's checkout page (session-token URLs). */
export const COINBASE_ONRAMP_URL = 'https://pay.coinbase.com/buy/select-asset'

/**
 * Coinbase pay chains by EVM chain id (spec section 9): ethereum, arbitrum, polygon, berachain,
 * avalanche-c-chain, optimism, celo, base.
 *
 * @example
 * // internal to the plugin (loaded with the Coinbase checkout code)
 * COINBASE_PAY_CHAINS[8453] // 'base'
 */
export const COINBASE_PAY_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}

/** The pay chain used for any other network (spec section 9). */
export const COINBASE_FALLBACK_CHAIN = 'ethereum'

/**
 * The Coinbase network name of a network: its pay chain, else ethereum.
 *
 * @example
 * // internal to the plugin (loaded with the Coinbase checkout code)
 * import { base, bsc } from 'portico'
 * coinbaseNetwork(base) // 'base'
 * coinbaseNetwork(bsc) // 'ethereum'
 */
export function coinbaseNetwork(network: OnrampContext['network']): string {
  return (network.chainNamespace === 'eip155' && COINBASE_PAY_CHAINS[network.id]) || COINBASE_FALLBACK_CHAIN
}

/**
 * The Coinbase checkout URL of a purchase: a fresh session token from the host, then the
 * documented parameters `sessionToken`, `defaultNetwork`, `defaultAsset`, `presetFiatAmount`,
 * `fiatCurrency`, `defaultExperience=buy` (no `appId`, no `addresses`: ignored since mid-2025).
 */
export async function coinbaseUrl(context: OnrampContext, getSessionToken: ((context: CoinbaseSessionContext) => Promise<string>) | undefined): Promise<string> {
  if (!getSessionToken) throw new OnrampUnavailableError(COINBASE_NEEDS_SESSION_TOKEN)
  const blockchain = coinbaseNetwork(context.network)
  let sessionToken: unknown
  try {
    sessionToken = await getSessionToken({ ...context, blockchain })
  } catch (error) {
    throw new SessionTokenError({ cause: error })
  }
  if (typeof sessionToken !== 'string' || sessionToken.trim() === '') throw new SessionTokenError()
  const url = new URL(COINBASE_ONRAMP_URL)
  url.searchParams.set('sessionToken', sessionToken)
  url.searchParams.set('defaultNetwork', blockchain)
  url.searchParams.set('defaultAsset', context.asset.symbol)
  url.searchParams.set('presetFiatAmount', context.fiatAmount)
  url.searchParams.set('fiatCurrency', context.fiatCurrency)
  url.searchParams.set('defaultExperience', 'buy')
  return url.toString()
}
