import { DevBitcoinWallet, type BitcoinWalletOptions } from './bitcoin.js'
import { unisatProvider } from './bitcoinUnisat.js'
import { DevBitcoinStandardWallet } from './bitcoinWalletStandard.js'
import { DEV_WALLET_ICON, DEV_WALLET_NAME } from './icon.js'
import { DevPolkadotExtension, type PolkadotExtensionOptions } from './polkadot.js'
import { registerWallet } from './register.js'

/** The `window` key the Bitcoin provider lives under; `window.btc_providers` names it by this path. */
export const BITCOIN_PROVIDER_PATH = 'porticoDevWalletProviders.bitcoin'
/** The dev wallet's key in `window.injectedWeb3`. */
export const POLKADOT_EXTENSION_KEY = 'portico-dev-wallet'

/** The ways the Bitcoin wallet is offered to the page (one at a time: three copies of one wallet in a list would confuse). */
export const BITCOIN_PROTOCOLS = ['sats-connect', 'wallet-standard', 'unisat'] as const
/** One of {@link BITCOIN_PROTOCOLS}. */
export type BitcoinProtocol = (typeof BITCOIN_PROTOCOLS)[number]

/** True when `value` is a {@link BitcoinProtocol}. */
export const isBitcoinProtocol = (value: unknown): value is BitcoinProtocol => (BITCOIN_PROTOCOLS as readonly unknown[]).includes(value)

type PageGlobals = { btc_providers?: unknown[]; porticoDevWalletProviders?: { bitcoin?: unknown }; injectedWeb3?: Record<string, unknown>; unisat?: unknown }

/**
 * Offers the Bitcoin wallet to the page by `protocol`: sats-connect (the provider at
 * `window.porticoDevWalletProviders.bitcoin`, listed in `window.btc_providers`), a Wallet Standard
 * wallet with the bitcoin features, or `window.unisat`. Undone by `cleanups`.
 */
export function injectBitcoinProvider(win: Window, options: BitcoinWalletOptions, protocol: BitcoinProtocol, cleanups: (() => void)[]): DevBitcoinWallet {
  const page = win as Window & PageGlobals
  const wallet = new DevBitcoinWallet(options)
  if (protocol === 'wallet-standard') {
    cleanups.push(registerWallet(win, new DevBitcoinStandardWallet(wallet)))
    return wallet
  }
  if (protocol === 'unisat') {
    page.unisat = unisatProvider(wallet)
    cleanups.push(() => void delete page.unisat)
    return wallet
  }
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
