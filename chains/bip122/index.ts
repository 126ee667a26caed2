import { definePlugin, type PluginDefinition, type WalletStandardRegistry } from 'portico'
import { createLazyConnector } from 'portico/services'

/** The module's id: its tap name on every hook. */
export const PLUGIN_ID = 'chain-bip122'

/** Options of {@link bip122Chain}. */
export type Bip122ChainOptions = {
  /** The window whose wallets are listed; default the page's (none on the server). */
  window?: Window | undefined
  /** Wallet Standard registry; default `getWallets()` from `@wallet-standard/app`. */
  walletStandard?: WalletStandardRegistry | undefined
}

/**
 * The bip122 chain module: Bitcoin browser wallets in the wallet list, beside the others (same
 * ordering, exclusion and recent rules), and receiver checks (`validateAddress`: Base58Check and
 * bech32/bech32m addresses). Wallets come through the Wallet Standard bitcoin features
 * (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`,
 * `bitcoin:signAndSendTransaction`), the sats-connect request API (Xverse and its followers) and
 * Unisat's `window.unisat`. Each connects its payment address (account type 'payment') and its
 * ordinals address ('ordinal'), and answers WalletConnect's bip122 methods through
 * `portico.connection.request('bip122', …)` (spec section 7): `getAccountAddresses`,
 * `signMessage` (so sign-in with X works), `signPsbt` and `sendTransfer`. Discovery is cheap; a
 * wallet's code loads when it is first used. Installed only when the host lists a bip122 network.
 *
 * @example
 * import { bitcoin, createPortico } from 'portico'
 * import bip122Chain from 'portico/chains/bip122'
 * const portico = createPortico({ networks: [bitcoin], projectId: 'my-project', plugins: [bip122Chain()] })
 * // once connected: the signed PSBT (base64)
 * const { psbt } = (await portico.connection.request('bip122', {
 *   method: 'signPsbt',
 *   params: { psbt: 'cHNidP8B…', signInputs: [{ address: 'bc1q…', index: 0 }] },
 * })) as { psbt: string }
 */
export default function bip122Chain(options: Bip122ChainOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    enabled: (config) => config.networks.some((network) => network.chainNamespace === 'bip122'),
    apply({ hooks, connection, services }) {
      // The check shares the connectors' chunk: a Bitcoin send needs a connected wallet, whose connector loaded it.
      hooks.validateAddress.for('bip122').tapPromise(async (address) => (await import('./load')).isBitcoinAddress(address))
      const win = options.window ?? globalThis.window
      if (!win) return undefined
      // Discovery is a chunk of its own, started at install (the wallets are listed long before the
      // click), and so is the Wallet Standard registry (the solana module's discovery loads it too).
      const registry = options.walletStandard ?? import('@wallet-standard/app').then(({ getWallets }) => getWallets())
      const discovery = Promise.all([import('./discoverBitcoinWallets'), registry]).then(
        ([{ discoverBitcoinWallets }, wallets]) =>
          discoverBitcoinWallets(win, wallets, ({ info, source }) =>
            connection.addConnector(createLazyConnector(info, async () => (await import('./load')).loadBitcoinConnector(info, source))),
          ),
        (error: unknown) => void services.logger.error('Unable to load the wallet discovery', error),
      )
      return () => void discovery.then((stop) => stop?.())
    },
  })
}
