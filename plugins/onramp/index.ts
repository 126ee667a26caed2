import { definePlugin, type PluginDefinition } from 'portico'
import { BUY_IN_PROGRESS_VIEW, FUND_WALLET_VIEW, ONRAMP_NAMESPACES, ONRAMP_PROVIDERS_VIEW, PLUGIN_ID } from './constants'
import { onrampInstances } from './registry'
import { onrampTexts } from './texts'
import { isRestrictedTimeZone, visitorTimeZone } from './restrictedTimeZones'
import type { OnrampOptions } from './types'

export { BUY_IN_PROGRESS_VIEW, BUY_POLL_INTERVAL_MS, BUY_WAIT_NOTICE_MS, DEFAULT_PAYMENT_CURRENCIES, FUND_WALLET_VIEW, ONRAMP_NAMESPACES, ONRAMP_PROVIDERS_VIEW, PLUGIN_ID, PROVIDER_FEE_RANGE } from './constants'
export { RESTRICTED_TIME_ZONES, isRestrictedTimeZone } from './restrictedTimeZones'
export { coinbase, COINBASE_NEEDS_SESSION_TOKEN } from './providers/coinbase'
export type { CoinbaseOptions, CoinbaseSessionContext } from './providers/coinbase'
export { meld, MELD_CHAINS, MELD_NEEDS_PUBLIC_KEY } from './providers/meld'
export type { MeldOptions } from './providers/meld'
export { localOnramp } from './providers/localOnramp'
export type { LocalOnrampOptions } from './providers/localOnramp'
export { CheckoutUrlError, OnrampOptionsError, OnrampUnavailableError, SessionTokenError } from './errors'
export type { FundingOption, OnrampAsset, OnrampContext, OnrampOptions, OnrampProvider, PaymentCurrency } from './types'

/**
 * Buy crypto (spec sections 1 and 9; on by default, left out when `features.onramp` is false).
 * Adds the Account view's 'Buy' button on eip155 and solana, which opens Fund wallet: Buy
 * crypto, Receive (when the receive plugin is installed) and the host's `fundingOptions`. Buy
 * crypto lists the providers of the connected namespace with their fee range, beside the amount
 * (limits per payment currency) and the token; picking one opens its checkout in a popup within
 * the click, then watches the account (balance, and activity when a history source is installed)
 * until the purchase lands. Hidden for visitors in the restricted time zones unless the host
 * turns the rule off or passes its own. The views and the providers' URL code load on first use.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import onramp, { coinbase, meld } from 'portico/plugins/onramp'
 * const portico = createPortico({
 *   networks: [mainnet],
 *   plugins: [onramp({ providers: [coinbase({ getSessionToken: async () => (await (await fetch('/api/coinbase-session')).json()).token }), meld({ publicKey: 'my-meld-key' })] })],
 * })
 */
export default function onramp(options: OnrampOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    feature: 'onramp',
    texts: onrampTexts,
    viewTexts: async () => (await import('./views/texts')).onrampViewTexts,
    views: {
      [FUND_WALLET_VIEW]: { title: onrampTexts.ref('fundWallet'), load: () => import('./views/FundWalletView') },
      [ONRAMP_PROVIDERS_VIEW]: { title: onrampTexts.ref('buyCrypto'), load: () => import('./views/OnRampProvidersView') },
      [BUY_IN_PROGRESS_VIEW]: { title: onrampTexts.ref('buyCrypto'), load: () => import('./views/BuyInProgressView') },
    },
    apply({ hooks, store }) {
      const rule = options.restrictedTimeZones ?? isRestrictedTimeZone
      let hidden: boolean | undefined
      const unregister = onrampInstances.register(store, { options })
      // Read where the buttons render (the browser), not where the plugin was created (maybe a server).
      hooks.accountFeatures.tap((features) => {
        hidden ??= rule !== false && rule(visitorTimeZone())
        return hidden ? features : [...features, { feature: 'onramp', label: onrampTexts.ref('buy'), view: FUND_WALLET_VIEW, namespaces: [...ONRAMP_NAMESPACES] }]
      })
      return () => {
        onrampInstances.get({ store }).purchase?.stop()
        unregister()
      }
    },
  })
}
