import solanaChain from 'portico/chains/solana'
import { definePlugin, kernelTexts, SEND_VIEWS, type PluginDefinition } from 'portico'

export { SolanaSendInputError } from './errors'
export type { SolanaSendInputErrorType } from './errors'
export { validateSolanaSend } from './validateSolanaSend'

/** The plugin's id: its tap name on every hook. */
export const PLUGIN_ID = 'send-solana'

/**
 * Sending on Solana (spec sections 4, 5 and 7); it owns Solana fees. Requires the solana chain
 * module (balances and receiver check for the Send form). Taps, for solana: `estimateFee` (5000 lamports for the one
 * signature, plus the rent of the receiver's associated token account when a token send creates
 * it; insufficient when the SOL balance cannot pay that plus a SOL amount) and `send`: refuses a
 * send without an amount or a base58 receiver ('Please enter a valid amount and receiver
 * address'), builds a SOL transfer (System program) or an SPL transfer (`transferChecked`, SPL
 * Token or Token-2022, creating the receiver's associated token account when missing), has the
 * wallet sign and send it, waits for confirmation, then refreshes the account's balances. A
 * failure is 'Failed to send transaction. Please try again.' (the wallet's or node's error is
 * the cause). Adds the 'send' account feature on solana. @solana/web3.js loads only when a fee
 * of a token send is estimated or a send is built.
 *
 * @example
 * import { createPortico, solana } from 'portico'
 * import sendSolana from 'portico/plugins/send-solana'
 * const portico = createPortico({ networks: [solana], plugins: [sendSolana()] })
 */
export default function sendSolana(): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    feature: 'send',
    requires: [solanaChain()],
    apply({ hooks, services, connection }) {
      hooks.estimateFee.for('solana').tapPromise(async (request) => (await import('./estimateSolanaFee')).estimateSolanaFee(request))
      // The checks, the transfer and the refresh load with the first send, as send-evm's do.
      hooks.send.for('solana').tapPromise(async (request) => (await import('./submitSolanaSend')).submitSolanaSend({ request, connection, services }))
      hooks.accountFeatures.tap((features) => [
        ...features,
        { feature: 'send', label: kernelTexts.ref('send'), view: SEND_VIEWS.send, namespaces: ['solana'] },
      ])
    },
  })
}
