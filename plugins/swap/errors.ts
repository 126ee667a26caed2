import { BaseError, messages, type BaseErrorParameters } from 'portico'

/**
 * The swap plugin's user-facing texts, in one place. A failure shows the text of its real
 * cause: 'Insufficient balance' only when the balance is short.
 *
 * @example
 * import { swapMessages } from 'portico/plugins/swap'
 * swapMessages.slippage // 'Price moved beyond your slippage'
 */
export const swapMessages = {
  insufficientLiquidity: 'Insufficient liquidity',
  insufficientBalance: 'Insufficient balance',
  insufficientAllowance: 'Insufficient allowance',
  insufficientGas: messages.sendInsufficientGas,
  expired: 'Quote expired',
  slippage: 'Price moved beyond your slippage',
  noRoute: 'No route for this pair',
  amountTooSmall: 'Amount too small to swap',
  failed: 'Swap failed',
  invalidSwapData: 'Invalid swap data',
  providerFailed: (status: number) => messages.httpStatus(status),
} as const

/**
 * Why a swap could not be quoted or carried out.
 *
 * @example
 * import type { SwapErrorReason } from 'portico/plugins/swap'
 * const retryable = (reason: SwapErrorReason) => reason === 'expired' || reason === 'slippage'
 */
export type SwapErrorReason =
  | 'insufficientLiquidity'
  | 'insufficientBalance'
  | 'insufficientAllowance'
  | 'insufficientGas'
  | 'expired'
  | 'slippage'
  | 'noRoute'
  | 'amountTooSmall'
  | 'failed'
  | 'invalidSwapData'
  | 'provider'

/**
 * Base of the swap errors: `shortMessage` is the text shown to the visitor, `reason` the cause.
 *
 * @example
 * import { SwapError, type SwapProvider, type SwapQuoteParameters } from 'portico/plugins/swap'
 * async function tryQuote(provider: SwapProvider, ask: SwapQuoteParameters) {
 *   try { return await provider.quote(ask) } catch (e) { if (e instanceof SwapError) console.log(e.reason, e.shortMessage) }
 * }
 */
export class SwapError extends BaseError {
  override name = 'SwapError'
  readonly reason: SwapErrorReason
  constructor(reason: SwapErrorReason, shortMessage: string, parameters?: BaseErrorParameters) {
    super(shortMessage, { docsPath: 'swaps', ...parameters })
    this.reason = reason
  }
}

/** The pools cannot fill the trade (no reserves, or a provider says so). @example import { InsufficientLiquidityError } from 'portico/plugins/swap'; new InsufficientLiquidityError() */
export class InsufficientLiquidityError extends SwapError {
  override name = 'InsufficientLiquidityError'
  constructor(parameters?: BaseErrorParameters) {
    super('insufficientLiquidity', swapMessages.insufficientLiquidity, parameters)
  }
}

/** The taker holds less of the sold token than the trade needs. @example import { InsufficientBalanceError } from 'portico/plugins/swap'; new InsufficientBalanceError({ details: 'balance 1, needed 2' }) */
export class InsufficientBalanceError extends SwapError {
  override name = 'InsufficientBalanceError'
  constructor(parameters?: BaseErrorParameters) {
    super('insufficientBalance', swapMessages.insufficientBalance, parameters)
  }
}

/** The spender may not take the sold amount yet (approve first). @example import { InsufficientAllowanceError } from 'portico/plugins/swap'; new InsufficientAllowanceError() */
export class InsufficientAllowanceError extends SwapError {
  override name = 'InsufficientAllowanceError'
  constructor(parameters?: BaseErrorParameters) {
    super('insufficientAllowance', swapMessages.insufficientAllowance, parameters)
  }
}

/** The native balance cannot pay the network fee (spec section 5's gas rule). @example import { InsufficientGasFundsError } from 'portico/plugins/swap'; new InsufficientGasFundsError() */
export class InsufficientGasFundsError extends SwapError {
  override name = 'InsufficientGasFundsError'
  constructor(parameters?: BaseErrorParameters) {
    super('insufficientGas', swapMessages.insufficientGas, parameters)
  }
}

/** The quote is older than its chain-time limit, or the transaction's deadline passed. @example import { QuoteExpiredError } from 'portico/plugins/swap'; new QuoteExpiredError() */
export class QuoteExpiredError extends SwapError {
  override name = 'QuoteExpiredError'
  constructor(parameters?: BaseErrorParameters) {
    super('expired', swapMessages.expired, parameters)
  }
}

/** The trade would give less than the minimum received (the price moved). @example import { SlippageError } from 'portico/plugins/swap'; new SlippageError() */
export class SlippageError extends SwapError {
  override name = 'SlippageError'
  constructor(parameters?: BaseErrorParameters) {
    super('slippage', swapMessages.slippage, parameters)
  }
}

/** No pool or provider route connects the two tokens. @example import { NoRouteError } from 'portico/plugins/swap'; new NoRouteError() */
export class NoRouteError extends SwapError {
  override name = 'NoRouteError'
  constructor(parameters?: BaseErrorParameters) {
    super('noRoute', swapMessages.noRoute, parameters)
  }
}

/** The amount is too small to give anything back. @example import { AmountTooSmallError } from 'portico/plugins/swap'; new AmountTooSmallError() */
export class AmountTooSmallError extends SwapError {
  override name = 'AmountTooSmallError'
  constructor(parameters?: BaseErrorParameters) {
    super('amountTooSmall', swapMessages.amountTooSmall, parameters)
  }
}

/** The swap failed for a cause no rule names (the chain's reason is in `details`). @example import { SwapFailedError } from 'portico/plugins/swap'; new SwapFailedError({ details: 'execution reverted' }) */
export class SwapFailedError extends SwapError {
  override name = 'SwapFailedError'
  constructor(parameters?: BaseErrorParameters) {
    super('failed', swapMessages.failed, parameters)
  }
}

/** Swap data from the host (`open({ view: 'Swap', data })`) or a provider answer that does not parse. @example import { InvalidSwapDataError } from 'portico/plugins/swap'; new InvalidSwapDataError({ details: 'amount: Invalid input' }) */
export class InvalidSwapDataError extends SwapError {
  override name = 'InvalidSwapDataError'
  constructor(parameters?: BaseErrorParameters) {
    super('invalidSwapData', swapMessages.invalidSwapData, parameters)
  }
}

/**
 * An HTTP provider answered with a status it gives no swap reason for ('HTTP status code: {n}'),
 * or could not be reached ('Something went wrong', `status` undefined).
 *
 * @example import { SwapProviderError } from 'portico/plugins/swap'; new SwapProviderError(503)
 */
export class SwapProviderError extends SwapError {
  override name = 'SwapProviderError'
  readonly status: number | undefined
  constructor(status: number | undefined, parameters?: BaseErrorParameters) {
    super('provider', status === undefined ? messages.somethingWentWrong : swapMessages.providerFailed(status), parameters)
    this.status = status
  }
}
