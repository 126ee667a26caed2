import { messages, parseCaipAddress, type ConnectionService, type PorticoServices, type SendRequest, type SendResult } from 'portico'
import { SendFailedError } from 'portico/send'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import { validateSolanaSend } from './validateSolanaSend'

/**
 * The solana `send` tap's work, loaded with the first send: checks the request
 * ({@link validateSolanaSend}), has the wallet sign and send the transfer and waits for it
 * ('Failed to send transaction. Please try again.' on failure, the wallet's or node's error as
 * the cause), then refreshes the account's balances (spec section 4).
 *
 * @example
 * const { hash } = await submitSolanaSend({ request, connection: portico.connection, services: portico.services })
 */
export async function submitSolanaSend(parameters: {
  request: SendRequest
  connection: Pick<ConnectionService, 'request'>
  services: Pick<PorticoServices, 'balances' | 'logger'>
}): Promise<SendResult> {
  const { request, connection, services } = parameters
  validateSolanaSend(request)
  let result: SendResult
  try {
    result = await sendSolanaTransaction({ connection, request })
  } catch (error) {
    throw new SendFailedError({ cause: error, message: messages.solanaSendFailed })
  }
  const query = { network: request.network, address: parseCaipAddress(request.from).address }
  await services.balances.refresh(query, { force: true }).catch((error: unknown) => services.logger.warn('Balance refresh after send failed', error))
  return result
}
