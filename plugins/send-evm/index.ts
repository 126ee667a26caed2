import eip155Chain from 'portico/chains/eip155'
import { definePlugin, kernelTexts, SEND_VIEWS, type PluginDefinition } from 'portico'

/** The plugin's id: its tap name on every hook. */
export const PLUGIN_ID = 'send-evm'

/**
 * Sending on EVM chains (spec sections 4, 5 and 7); it owns EVM fees, ERC-20 encoding and the
 * gas-funds rule. Requires the eip155 chain module (balances and receiver check for the Send
 * form). Taps, for eip155: `estimateFee` (gas price times the estimated gas of the very call, with the
 * gas verdict: insufficient when the native balance is zero or cannot pay the fee plus a native
 * amount; never for a smart account) and `send`: one trip that reads the balance, applies the
 * same rule ('Insufficient funds for gas'), then sends ERC-20 `transfer(receiver, amount)` (USDT-
 * style tokens, whose `transfer` returns nothing, included) or a native transfer with to, value,
 * data 0x and gas price through the wallet's `eth_sendTransaction`. A failure surfaces as
 * 'Something went wrong' (the wallet's error is the cause). Adds the 'send' account feature on
 * eip155, which opens the kernel's Send views. The fee and send code loads on first use.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import sendEvm from 'portico/plugins/send-evm'
 * const portico = createPortico({ networks: [mainnet], plugins: [sendEvm()] })
 */
export default function sendEvm(): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    feature: 'send',
    requires: [eip155Chain()],
    apply({ hooks, services, connection, store }) {
      const accountType = () => store.getState().connections.eip155?.accountType
      hooks.estimateFee.for('eip155').tapPromise(async (request) => (await import('./estimateEvmFee')).estimateEvmFee(services.rpc, request))
      hooks.send.for('eip155').tapPromise(async (request) => {
        const { sendEvmTransaction } = await import('./sendEvmTransaction')
        const { hash } = await sendEvmTransaction({ connection, rpc: services.rpc, request, accountType: accountType() })
        return { hash }
      })
      hooks.accountFeatures.tap((features) => [
        ...features,
        { feature: 'send', label: kernelTexts.ref('send'), view: SEND_VIEWS.send, namespaces: ['eip155'] },
      ])
    },
  })
}
