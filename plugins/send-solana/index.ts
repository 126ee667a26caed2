import type { AnalyticsEvent } from '../../kernel/analytics/events'
import { parseCaipAddress } from '../../kernel/caip/parseCaipAddress'
import { messages } from '../../kernel/errors/messages'
import { STAGE_VALIDATE, type SendRequest } from '../../kernel/hooks'
import { definePlugin, type PluginDefinition } from '../../kernel/plugin'
import { ensureSendSlice } from '../../kernel/send/ensureSendSlice'
import { SendFailedError } from '../../kernel/send/errors'
import { SEND_VIEWS } from '../../kernel/send/types'

export { SolanaSendInputError } from './errors'
export type { SolanaSendInputErrorType } from './errors'
export { validateSolanaSend } from './validateSolanaSend'

/** The plugin's id: its tap name on every hook. */
export const PLUGIN_ID = 'send-solana'

/** Analytics events this plugin reports (spec section 7). */
export const SEND_SOLANA_EVENTS = ['SEND_INITIATED', 'SEND_SUCCESS', 'SEND_ERROR'] as const

const properties = (request: SendRequest): NonNullable<AnalyticsEvent['properties']> => ({
  network: request.network.caipNetworkId,
  token: request.tokenAddress ?? 'native',
  isSmartAccount: false,
})
const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sending on Solana (spec sections 4, 5 and 7). A `beforeSend` tap at `STAGE_VALIDATE` refuses
 * a send without an amount or a base58 receiver ('Please enter a valid amount and receiver
 * address'). `send.for('solana')` builds a SOL transfer (SystemProgram) or an SPL transfer
 * (`transferChecked`, SPL Token or Token-2022, creating the receiver's associated token account
 * when missing), has the wallet sign and send it, and waits for confirmation; then it refreshes
 * the account's balances. A failure is 'Failed to send transaction. Please try again.' (the
 * wallet's or node's error is the cause). Adds the 'send' account feature on solana.
 * @solana/web3.js loads only when a send is built.
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
    events: SEND_SOLANA_EVENTS,
    apply({ hooks, services, connection, store }) {
      ensureSendSlice(store)
      hooks.beforeSend.tapPromise(async (request) => {
        if (request.namespace !== 'solana') return request
        services.analytics.track('SEND_INITIATED', properties(request))
        try {
          const { validateSolanaSend } = await import('./validateSolanaSend')
          return validateSolanaSend(request)
        } catch (error) {
          services.analytics.track('SEND_ERROR', { ...properties(request), message: errorMessage(error) })
          throw error
        }
      }, { stage: STAGE_VALIDATE })
      hooks.send.for('solana').tapPromise(async (request) => {
        let result: { hash: string }
        try {
          const { sendSolanaTransaction } = await import('./sendSolanaTransaction')
          result = await sendSolanaTransaction({ connection, request })
        } catch (error) {
          services.analytics.track('SEND_ERROR', { ...properties(request), message: errorMessage(error) })
          throw new SendFailedError({ cause: error, message: messages.solanaSendFailed })
        }
        services.analytics.track('SEND_SUCCESS', properties(request))
        const query = { network: request.network, address: parseCaipAddress(request.from).address }
        await services.balances.refresh(query, { force: true }).catch((error: unknown) => services.logger.warn('Balance refresh after send failed', error))
        return result
      })
      hooks.accountFeatures.tap((features) => [
        ...features,
        { feature: 'send', label: 'Send', view: SEND_VIEWS.send, namespaces: ['solana'] },
      ])
    },
  })
}
