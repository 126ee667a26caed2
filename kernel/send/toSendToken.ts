import type { TokenBalance } from '../balances/types'
import type { SendToken } from './types'

/**
 * A balance as the (serializable) Send state holds it: `amount` as decimal digits.
 *
 * @example
 * import { toSendToken } from '../../kernel/send/toSendToken'
 * toSendToken(balance).amount // '1500000'
 */
export function toSendToken(balance: TokenBalance): SendToken {
  return { ...balance, amount: balance.amount.toString() }
}

/**
 * The exact balance of a Send-state token, in base units.
 *
 * @example
 * import { sendTokenBalance } from '../../kernel/send/toSendToken'
 * sendTokenBalance(token) // 1500000n
 */
export function sendTokenBalance(token: SendToken): bigint {
  return /^\d+$/.test(token.amount) ? BigInt(token.amount) : 0n
}
