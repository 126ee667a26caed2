import { UserRejectedRequestError, normalizeWalletError } from 'portico'
import {
  AmountTooSmallError,
  InsufficientAllowanceError,
  InsufficientBalanceError,
  InsufficientGasFundsError,
  InsufficientLiquidityError,
  QuoteExpiredError,
  SlippageError,
  SwapError,
  SwapFailedError,
} from '../errors'
import { revertReason } from './revertReason'

/** Revert reasons (Uniswap V2 router, pair and library; OpenZeppelin and USDT-style tokens) and node texts, to their causes. */
const RULES: readonly [RegExp, new (parameters: { details: string; cause: unknown }) => SwapError][] = [
  [/UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/, SlippageError],
  [/: EXPIRED\b/, QuoteExpiredError],
  [/INSUFFICIENT_LIQUIDITY/, InsufficientLiquidityError],
  [/INSUFFICIENT_(?:INPUT|OUTPUT)_AMOUNT/, AmountTooSmallError],
  [/insufficient allowance|exceeds allowance/i, InsufficientAllowanceError],
  [/exceeds balance|insufficient balance/i, InsufficientBalanceError],
  [/insufficient funds for gas/i, InsufficientGasFundsError],
]

/**
 * Names the cause of a failed simulation or transaction: a {@link SwapError} for a cause it
 * knows, `UserRejectedRequestError` for a declined wallet request, and otherwise
 * {@link SwapFailedError} with the chain's reason as details. Never 'Insufficient balance' for a
 * cause that is not a short balance. A `TransferHelper: TRANSFER_FROM_FAILED` (the router does
 * not say whether the balance or the allowance was short) is left as a `SwapFailedError` whose
 * `details` start with that text; the caller checks both on chain.
 *
 * @example
 * toSwapError({ code: 3, message: 'execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' }) // SlippageError
 */
export function toSwapError(error: unknown): SwapError | UserRejectedRequestError {
  if (error instanceof SwapError) return error
  const wallet = normalizeWalletError(error)
  if (wallet instanceof UserRejectedRequestError) return wallet
  const reason = revertReason(error)
  const text = reason ?? (error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error))
  for (const [pattern, ErrorClass] of RULES) if (pattern.test(text)) return new ErrorClass({ details: text, cause: error })
  return new SwapFailedError({ details: text, cause: error })
}

/** The router's opaque transfer failure: the balance or the allowance was short. */
export const TRANSFER_FROM_FAILED = /TRANSFER_FROM_FAILED/
