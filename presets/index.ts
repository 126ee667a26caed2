import { definePlugin, type AnyPlugin, type PluginDefinition } from 'portico'
import eip155Chain from 'portico/chains/eip155'
import solanaChain from 'portico/chains/solana'
import bip122Chain from 'portico/chains/bip122'
import polkadotChain from 'portico/chains/polkadot'
import emailAuth, { type EmailAuthOptions } from 'portico/plugins/email-auth'
import socialAuth from 'portico/plugins/social-auth'
import history, { type HistoryPluginOptions } from 'portico/plugins/history'
import onramp from 'portico/plugins/onramp'
import receive from 'portico/plugins/receive'
import sendEvm from 'portico/plugins/send-evm'
import sendSolana from 'portico/plugins/send-solana'
import siwx, { type SiwxPluginOptions } from 'portico/plugins/siwx'
import swap, { type SwapPluginOptions } from 'portico/plugins/swap'
import theme from 'portico/plugins/theme'
import walletConnect, { type WalletConnectOptions } from 'portico/plugins/walletconnect'

/** Options of {@link defaultPlugins}: each plugin's own options, by plugin. */
export type DefaultPluginsOptions = {
  /** Options of `theme()` (mode, variables). */
  theme?: Parameters<typeof theme>[0]
  /** Options of `walletConnect()`; `enableWalletConnect: false` in the config turns it off. */
  walletConnect?: WalletConnectOptions | undefined
  /**
   * Options of `emailAuth()`: the email login needs the embedded wallet's frame (`frameUrl`), so
   * it joins the set only when these are given.
   */
  emailAuth?: EmailAuthOptions | undefined
  /**
   * `true` adds `socialAuth()` (Google, X, Discord, GitHub, Apple, Facebook in the Connect view,
   * following `features.socials`). It signs in through the embedded wallet, so it joins only
   * together with `emailAuth`.
   */
  socialAuth?: boolean | undefined
  /** Options of `siwx()`, which joins when the config sets `siwx` (or `siweConfig`). */
  siwx?: SiwxPluginOptions | undefined
  /** Options of `history()` (the transaction source). */
  history?: HistoryPluginOptions | undefined
  /** Options of `swap()` (quote providers, slippage); without a provider the Swap button stays hidden. */
  swap?: SwapPluginOptions | undefined
  /** Options of `onramp()` (providers, restricted time zones). */
  onramp?: Parameters<typeof onramp>[0]
}

/** A plugin that joins only when the host configured sign-in. */
function whenSignInConfigured<Id extends string>(plugin: PluginDefinition<Id>): PluginDefinition<Id> {
  return definePlugin({ ...plugin, enabled: (config) => config.siwx !== undefined || config.siweConfig !== undefined })
}

/**
 * The spec's default feature set as plugins, in one call (spec section 1: swaps, onramp, receive,
 * send, email, history on by default): the eip155 and solana chain modules (balances, names,
 * address checks), the bip122 and polkadot chain modules (Bitcoin wallets and Polkadot extensions
 * in the wallet list; each joins only when the host lists a network of its namespace), theme,
 * WalletConnect, email login (when `emailAuth` options are given) and social login (with
 * `socialAuth: true` too), send on EVM and Solana, receive,
 * history, swaps, onramp, and sign-in with X when the config sets `siwx`. Each is a small shell:
 * taps, list entries and view loaders; its runtime loads on first use. A feature flag set to
 * `false` in the config (`features: { swaps: false }`) leaves that plugin out.
 *
 * @example
 * import { createPortico, mainnet, solana } from 'portico'
 * import { defaultPlugins } from 'portico/presets'
 * const portico = createPortico({
 *   networks: [mainnet, solana],
 *   projectId: 'my-project',
 *   features: { onramp: false },
 *   plugins: defaultPlugins({ theme: { mode: 'system' }, emailAuth: { frameUrl: 'https://wallet.example/frame' } }),
 * })
 */
export function defaultPlugins(options: DefaultPluginsOptions = {}): AnyPlugin[] {
  return [
    eip155Chain(),
    solanaChain(),
    bip122Chain(),
    polkadotChain(),
    theme(options.theme),
    walletConnect(options.walletConnect),
    ...(options.emailAuth ? [emailAuth(options.emailAuth), ...(options.socialAuth ? [socialAuth()] : [])] : []),
    sendEvm(),
    sendSolana(),
    receive(),
    history(options.history),
    swap(options.swap),
    onramp(options.onramp),
    whenSignInConfigured(siwx(options.siwx)),
  ]
}
