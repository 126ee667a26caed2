import { BaseError } from '../errors/base'
import { messages } from '../errors/messages'
import { parseUnits } from '../units/parseUnits'
import { isReceiverName } from './resolveReceiver'
import { sendTokenBalance } from './toSendToken'
import type { SendFee, SendState } from './types'

/** The verdict on a Send form. */
export type SendFormCheck = {
  /** The amount in base units once it parses. */
  amount: bigint | undefined
  /** A rule the form breaks (shown in red, blocks the send). */
  error: string | undefined
  /** What is still missing (a hint, not an error). */
  missing: 'token' | 'receiver' | 'amount' | 'fee' | undefined
  /** True when the form may go to the preview. */
  ready: boolean
  /** True when the chain's gas-funds rule fails (spec section 5), as the fee estimate says. */
  gasInsufficient: boolean
}

/**
 * Checks a Send form against the rules of spec section 5: a token, a receiver that is a valid
 * address for the namespace (the namespace's `validateAddress` tap; names must be resolved
 * first), an exact amount (decimal text, never a float) above zero and within the balance, a
 * known fee, and the chain's gas-funds verdict that came with it (`estimateFee` tap).
 *
 * @example
 * const { ready, error } = checkSendForm({ send, fee, receiverValid: await isValidReceiver(hooks, 'eip155', receiver) })
 */
export function checkSendForm(parameters: {
  send: SendState
  /** The draft's fee from the namespace's `estimateFee` tap; undefined while unknown. */
  fee: SendFee | undefined
  /** The namespace's verdict on the receiver address (`validateAddress` tap); undefined while it is checked. */
  receiverValid: boolean | undefined
}): SendFormCheck {
  const { send, fee, receiverValid } = parameters
  const result = (fields: Partial<SendFormCheck>): SendFormCheck => ({
    amount: undefined, error: undefined, missing: undefined, ready: false, gasInsufficient: false, ...fields,
  })
  const { token, receiverAddress: receiver, sendTokenAmount: text } = send
  if (!token) return result({ missing: 'token' })
  let amount: bigint | undefined
  if (text) {
    try {
      amount = parseUnits(text, token.decimals)
    } catch (error) {
      return result({ error: error instanceof BaseError ? error.shortMessage : String(error) })
    }
    if (amount > sendTokenBalance(token)) return result({ amount, error: messages.sendInsufficientBalance })
  }
  if (!receiver || isReceiverName(receiver)) return result({ amount, missing: 'receiver' })
  if (receiverValid === undefined) return result({ amount, missing: 'receiver' })
  if (!receiverValid) return result({ amount, error: messages.sendInvalidReceiver })
  if (amount === undefined || amount === 0n) return result({ amount, missing: 'amount' })
  if (fee === undefined) return result({ amount, missing: 'fee' })
  if (fee.gasInsufficient) return result({ amount, error: messages.sendInsufficientGas, gasInsufficient: true })
  return result({ amount, ready: true })
}
