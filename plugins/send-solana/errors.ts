import { BaseError, messages } from 'portico'

/**
 * A Solana send without an amount or a valid receiver (spec section 5): 'Please enter a valid
 * amount and receiver address'. Nothing is sent.
 *
 * @example
 * import { SolanaSendInputError } from 'portico/plugins/send-solana'
 * new SolanaSendInputError('receiver').shortMessage // 'Please enter a valid amount and receiver address'
 */
export class SolanaSendInputError extends BaseError {
  override name = 'SolanaSendInputError'
  constructor(field: 'amount' | 'receiver') {
    super(messages.solanaAmountAndReceiver, { details: `missing or invalid ${field}` })
  }
}

/** @example import type { SolanaSendInputErrorType } from 'portico/plugins/send-solana' */
export type SolanaSendInputErrorType = SolanaSendInputError & { name: 'SolanaSendInputError' }
