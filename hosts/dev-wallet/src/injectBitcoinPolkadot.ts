import { DevBitcoinWallet, type BitcoinWalletOptions } from './bitcoin.js'
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from './icon.js'
import { DevPolkadotExtension, type PolkadotExtensionOptions } from './polkadot.js'

/** The `window` key the Bitcoin provider lives under; `window.btc_providers` names it by this path. */
export const BITCOIN_PROVIDER_PATH = 'porticoDevWalletProviders.bitcoin'
/** The dev wallet's key in `window.injectedWeb3`. */
export const POLKADOT_EXTENSION_KEY = 'portico-dev-wallet'

type PageGlobals = { btc_providers?: unknown[]; porticoDevWalletProviders?: { bitcoin?: unknown }; injectedWeb3?: Record<string, unknown> }

/**
 * Offers the Bitcoin wallet the sats-connect way: the provider at `window.porticoDevWalletProviders.bitcoin`
 * and an entry (id = that path, name, icon) in `window.btc_providers`. Undone by `cleanups`.
 */
export function injectBitcoinProvider(win: Window, options: BitcoinWalletOptions, cleanups: (() => void)[]): DevBitcoinWallet {
  const page = win as Window & PageGlobals
  const wallet = new DevBitcoinWallet(options)
  const provider = { request: (method: string, params: unknown) => wallet.request(method, params), addListener: (event: string, listener: () => void) => wallet.addListener(event, listener) }
  const entry = { id: BITCOIN_PROVIDER_PATH, name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, webUrl: win.location.origin }
  page.porticoDevWalletProviders = { ...page.porticoDevWalletProviders, bitcoin: provider }
  page.btc_providers = [...(Array.isArray(page.btc_providers) ? page.btc_providers : []), entry]
  cleanups.push(() => {
    delete page.porticoDevWalletProviders
    page.btc_providers = (page.btc_providers ?? []).filter((item) => item !== entry)
  })
  return wallet
}

/** Injects the Polkadot extension as `window.injectedWeb3['portico-dev-wallet']`. Undone by `cleanups`. */
export function injectPolkadotExtension(win: Window, options: PolkadotExtensionOptions, cleanups: (() => void)[]): DevPolkadotExtension {
  const page = win as Window & PageGlobals
  const extension = new DevPolkadotExtension(options)
  page.injectedWeb3 = { ...page.injectedWeb3, [POLKADOT_EXTENSION_KEY]: { version: extension.version, icon: DEV_WALLET_ICON, enable: (appName: string) => extension.enable(appName) } }
  cleanups.push(() => void delete page.injectedWeb3?.[POLKADOT_EXTENSION_KEY])
  return extension
}
