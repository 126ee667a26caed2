import { definePlugin, type PluginDefinition, type ViewComponent } from 'portico'
import { receiveTexts } from './texts'

/** The plugin's id: its tap name on every hook. */
export const PLUGIN_ID = 'receive'
/** Name of the Receive view in the route table. */
export const RECEIVE_VIEW = 'WalletReceive'

/**
 * Receive: adds the 'receive' button to the Account view (in `walletFeaturesOrder`) that opens
 * the Receive view — a QR code of the connected address, a copy button with a toast, and the
 * networks on which the address is valid. Left out when `features.receive` is `false`. The view
 * and the QR library load on first use.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import receive from 'portico/plugins/receive'
 * const portico = createPortico({ networks: [mainnet], plugins: [receive()] })
 */
export default function receive(): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    feature: 'receive',
    texts: receiveTexts,
    viewTexts: async () => (await import('./views/texts')).receiveViewTexts,
    views: { [RECEIVE_VIEW]: { title: receiveTexts.ref('receive'), load: async () => ({ default: (await import('./views/ReceiveView')).default as ViewComponent }) } },
    apply({ hooks }) {
      hooks.accountFeatures.tap((features) => [...features, { feature: 'receive', label: receiveTexts.ref('receive'), view: RECEIVE_VIEW }])
    },
  })
}
