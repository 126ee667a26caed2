import { definePlugin, type PluginDefinition } from '../../kernel/plugin'
import { STAGE_VALIDATE, type SendRequest } from '../../kernel/hooks'
import { ensureSendSlice } from '../../kernel/send/ensureSendSlice'
import { SendFailedError } from '../../kernel/send/errors'
import { SEND_VIEWS } from '../../kernel/send/types'
import type { AnalyticsEvent } from '../../kernel/analytics/events'

/** The plugin's id: its tap name on every hook. */
export const PLUGIN_ID = 'send-evm'

/** Analytics events this plugin reports (spec section 7). */
export const SEND_EVM_EVENTS = ['SEND_INITIATED', 'SEND_SUCCESS', 'SEND_ERROR'] as const

function eventProperties(request: SendRequest): NonNullable<AnalyticsEvent['properties']> {
  return {
    network: request.network.caipNetworkId,
    token: request.tokenAddress ?? 'native',
    isSmartAccount: false,
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sending on EVM chains (spec sections 4, 5 and 7). Taps `send.for('eip155')`: a token address
 * sends ERC-20 `transfer(receiver, amount)` (USDT-style tokens, whose `transfer` returns nothing,
 * included), otherwise a native transfer with to, value, data 0x and gas price, through the
 * wallet's `eth_sendTransaction`. A `beforeSend` tap at `STAGE_VALIDATE` blocks a send whose
 * native balance is zero or cannot pay the fee (never for a smart account) and fills the gas
 * price. Adds the 'send' account feature on eip155, which opens the kernel's Send views.
 * Reports SEND_INITIATED, SEND_SUCCESS and SEND_ERROR; a failure surfaces as 'Something went
 * wrong' (the wallet's error is the cause).
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
    events: SEND_EVM_EVENTS,
    apply({ hooks, services, connection, store }) {
      ensureSendSlice(store)
      const accountType = () => store.getState().connections.eip155?.accountType
      hooks.beforeSend.tapPromise(async (request) => {
        if (request.namespace !== 'eip155') return request
        const properties = { ...eventProperties(request), isSmartAccount: accountType() === 'smartAccount' }
        services.analytics.track('SEND_INITIATED', properties)
        try {
          const { checkGasFunds } = await import('./checkGasFunds')
          return await checkGasFunds({ rpc: services.rpc, request, accountType: accountType() })
        } catch (error) {
          services.analytics.track('SEND_ERROR', { ...properties, message: errorMessage(error) })
          throw error
        }
      }, { stage: STAGE_VALIDATE })
      hooks.send.for('eip155').tapPromise(async (request) => {
        const properties = { ...eventProperties(request), isSmartAccount: accountType() === 'smartAccount' }
        try {
          const { sendEvmTransaction } = await import('./sendEvmTransaction')
          const { hash, variant } = await sendEvmTransaction({ connection, rpc: services.rpc, request })
          services.analytics.track('SEND_SUCCESS', { ...properties, variant })
          return { hash }
        } catch (error) {
          services.analytics.track('SEND_ERROR', { ...properties, message: errorMessage(error) })
          throw new SendFailedError({ cause: error })
        }
      })
      hooks.accountFeatures.tap((features) => [
        ...features,
        { feature: 'send', label: 'Send', view: SEND_VIEWS.send, namespaces: ['eip155'] },
      ])
    },
  })
}
