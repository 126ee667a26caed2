import { definePlugin, type PluginDefinition } from 'portico'
import { createLazyConnector } from 'portico/services'

/** The module's id: its tap name on every hook. */
export const PLUGIN_ID = 'chain-polkadot'

/** Options of {@link polkadotChain}. */
export type PolkadotChainOptions = {
  /** The window whose extensions are listed; default the page's (none on the server). */
  window?: Window | undefined
}

/**
 * The polkadot chain module: Polkadot browser extensions (Polkadot.js, Talisman, SubWallet and
 * any other speaking the extension protocol, `window.injectedWeb3[name].enable(origin)`) in the
 * wallet list, beside the others (same ordering, exclusion and recent rules), with the
 * extension's name and icon; receiver checks (`validateAddress`: SS58 with its checksum).
 * Accounts are shown in the network's SS58 format; `portico.connection.request('polkadot', …)`
 * answers `polkadot_signMessage` (so sign-in with X works) and `polkadot_signTransaction`.
 * Extensions inject themselves as the page loads, so the list is read at once and again when
 * the page has loaded. An extension's code loads when it is first used. Installed only when the
 * host lists a polkadot network.
 *
 * @example
 * import { createPortico, polkadot } from 'portico'
 * import polkadotChain from 'portico/chains/polkadot'
 * const portico = createPortico({ networks: [polkadot], projectId: 'my-project', plugins: [polkadotChain()] })
 * // once connected: a signature of the `<Bytes>`-wrapped text, as hex
 * const { signature } = (await portico.connection.request('polkadot', {
 *   method: 'polkadot_signMessage',
 *   params: { address: '1…', message: 'Hello' },
 * })) as { signature: string }
 */
export default function polkadotChain(options: PolkadotChainOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    enabled: (config) => config.networks.some((network) => network.chainNamespace === 'polkadot'),
    apply({ hooks, connection, services }) {
      hooks.validateAddress.for('polkadot').tapPromise(async (address) => (await import('./isPolkadotReceiver')).isPolkadotAddress(address))
      const win = options.window ?? globalThis.window
      if (!win) return undefined
      // Discovery is a chunk of its own, started at install: the extensions are listed long before the click.
      const discovery = import('./discoverPolkadotExtensions').then(
        ({ discoverPolkadotExtensions }) =>
          discoverPolkadotExtensions(win, ({ info, extension }) => {
            const origin = win.location.origin
            const load = async () => (await import('./createPolkadotConnector')).createPolkadotConnector({ info, extension, origin })
            return connection.addConnector(createLazyConnector(info, load))
          }),
        (error: unknown) => void services.logger.error('Unable to load the wallet discovery', error),
      )
      return () => void discovery.then((stop) => stop?.())
    },
  })
}
