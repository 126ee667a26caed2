import { isSolanaAddress, type SendRequest } from 'portico'
import { SolanaSendInputError } from './errors'

/**
 * Checks a Solana send before anything is built (spec section 5): an amount above zero and a
 * base58 receiver of 32-44 characters (and a base58 mint for a token send). Returns the request
 * unchanged; throws {@link SolanaSendInputError} otherwise.
 *
 * @example
 * validateSolanaSend({ ...request, amount: 0n }) // throws 'Please enter a valid amount and receiver address'
 */
export function validateSolanaSend(request: SendRequest): SendRequest {
  if (typeof request.amount !== 'bigint' || request.amount <= 0n) throw new SolanaSendInputError('amount')
  if (!isSolanaAddress(request.to)) throw new SolanaSendInputError('receiver')
  if (request.tokenAddress !== undefined && !isSolanaAddress(request.tokenAddress)) throw new SolanaSendInputError('receiver')
  return request
}
