import { BaseError } from '../errors/base'
import { messages } from '../errors/messages'

/**
 * The native balance cannot pay the network fee: it is zero, or the fee (plus a native amount)
 * exceeds it (spec section 5). Never raised for a smart account.
 *
 * @example
 * import { InsufficientGasError } from 'portico/send'
 * new InsufficientGasError({ balance: 0n, fee: 21000n }).shortMessage // 'Insufficient funds for gas'
 */
export class InsufficientGasError extends BaseError {
  override name = 'InsufficientGasError'
  constructor({ balance, fee }: { balance: bigint; fee: bigint }) {
    super(messages.sendInsufficientGas, { details: `native balance ${balance}, network fee ${fee} (base units)` })
  }
}

/**
 * A send failed in the wallet or on the node. `shortMessage` is the namespace's text: 'Something
 * went wrong' on EVM (spec section 8); the cause keeps the wallet's error.
 *
 * @example
 * import { SendFailedError } from 'portico/send'
 * const failed = (walletError: unknown) => new SendFailedError({ cause: walletError })
 * failed(new Error('nonce too low')).shortMessage // 'Something went wrong'
 */
export class SendFailedError extends BaseError {
  override name = 'SendFailedError'
  constructor(parameters: { cause: unknown; message?: string }) {
    super(parameters.message ?? messages.somethingWentWrong, { cause: parameters.cause, details: causeText(parameters.cause) })
  }
}

function causeText(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : undefined
}

/** {@link InsufficientGasError} narrowed by name. @example import type { InsufficientGasErrorType } from 'portico/send' */
export type InsufficientGasErrorType = InsufficientGasError & { name: 'InsufficientGasError' }
/** {@link SendFailedError} narrowed by name. @example import type { SendFailedErrorType } from 'portico/send' */
export type SendFailedErrorType = SendFailedError & { name: 'SendFailedError' }
