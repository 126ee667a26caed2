import { BaseError } from '../errors/base'
import { messages } from '../errors/messages'

/**
 * A balance fetch failed and no earlier good data exists (spec section 8: 'Token Balance Unavailable').
 *
 * @example
 * try { await portico.services.balances.get(query) } catch (e) {
 *   if (e instanceof BalanceUnavailableError) console.log(e.shortMessage) // 'Token Balance Unavailable'
 * }
 */
export class BalanceUnavailableError extends BaseError {
  override name = 'BalanceUnavailableError'
  constructor(parameters: { details?: string; cause?: unknown } = {}) {
    super(messages.tokenBalanceUnavailable, parameters)
  }
}
