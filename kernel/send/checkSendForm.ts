import { isAddressForNamespace } from '../caip/isAddressForNamespace'
import type { ChainNamespace } from '../caip/types'
import { BaseError } from '../errors/base'
import { messages } from '../errors/messages'
import type { AccountType } from '../store/connectionsSlice'
import { parseUnits } from '../units/parseUnits'
import { isGasInsufficient } from './isGasInsufficient'
import { isReceiverName } from './resolveReceiver'
import { sendTokenBalance } from './toSendToken'
import type { SendState } from './types'

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
  /** True when the gas-funds rule fails (spec section 5). */
  gasInsufficient: boolean
}

/**
 * Checks a Send form against the rules of spec section 5: a token, a receiver that is a valid
 * address for the namespace (EIP-55 honoured for mixed-case EVM addresses; names must be
 * resolved first), an exact amount (decimal text, never a float) above zero and within the
 * balance, and enough native balance for the fee unless the account is a smart account.
 *
 * @example
 * import { checkSendForm } from '../../kernel/send/checkSendForm'
 * const { ready, error } = checkSendForm({ send, namespace: 'eip155', fee: 21000n, accountType: 'eoa' })
 */
export function checkSendForm(parameters: {
  send: SendState
  namespace: ChainNamespace
  /** Network fee in base units of the native currency; undefined while unknown. */
  fee: bigint | undefined
  accountType: AccountType | undefined
}): SendFormCheck {
  const { send, namespace, fee, accountType } = parameters
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
  if (!isAddressForNamespace(namespace, receiver)) return result({ amount, error: messages.sendInvalidReceiver })
  if (amount === undefined || amount === 0n) return result({ amount, missing: 'amount' })
  if (fee === undefined) return result({ amount, missing: 'fee' })
  const native = send.tokenBalances.find((t) => t.address === undefined && t.chainId === token.chainId)
  const nativeBalance = native ? sendTokenBalance(native) : 0n
  const nativeAmount = token.address === undefined ? amount : 0n
  if (isGasInsufficient({ nativeBalance, fee, nativeAmount, accountType })) {
    return result({ amount, error: messages.sendInsufficientGas, gasInsufficient: true })
  }
  return result({ amount, ready: true })
}
