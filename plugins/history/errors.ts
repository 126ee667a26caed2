import { BaseError, messages } from 'portico'

/** Texts of history errors the spec's catalogue does not quote (developer errors). */
export const historyMessages = {
  invalidCursor: (cursor: string) => `Invalid history cursor: ${cursor}`,
  invalidOption: (option: string, reason: string) => `Invalid history option ${option}: ${reason}`,
} as const

/**
 * A history fetch without an account (spec section 8: 'Transactions can't be fetched without an
 * accountAddress').
 *
 * @example
 * import { HistoryAccountRequiredError } from 'portico/plugins/history'
 * new HistoryAccountRequiredError().shortMessage // "Transactions can't be fetched without an accountAddress"
 */
export class HistoryAccountRequiredError extends BaseError {
  override name = 'HistoryAccountRequiredError' as const
  constructor() {
    super(messages.historyNeedsAccount)
  }
}
/** {@link HistoryAccountRequiredError} narrowed by name. @example let e: HistoryAccountRequiredErrorType */
export type HistoryAccountRequiredErrorType = HistoryAccountRequiredError & { name: 'HistoryAccountRequiredError' }

/**
 * A history page could not be fetched (spec section 8: 'Failed to fetch transactions'); the
 * service's error ('HTTP status code: 503', a malformed answer, a node error) is the cause.
 *
 * @example
 * import { FetchTransactionsError } from 'portico/plugins/history'
 * new FetchTransactionsError({ cause: new Error('down') }).shortMessage // 'Failed to fetch transactions'
 */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError' as const
  constructor(parameters: { cause: unknown }) {
    const reason = parameters.cause instanceof BaseError ? parameters.cause.shortMessage : parameters.cause instanceof Error ? parameters.cause.message : undefined
    super(messages.fetchTransactionsFailed, { details: reason, cause: parameters.cause })
  }
}
/** {@link FetchTransactionsError} narrowed by name. @example let e: FetchTransactionsErrorType */
export type FetchTransactionsErrorType = FetchTransactionsError & { name: 'FetchTransactionsError' }

/**
 * A cursor the RPC history provider did not write (`{block}:{index}` expected).
 *
 * @example
 * import { InvalidHistoryCursorError } from 'portico/plugins/history'
 * new InvalidHistoryCursorError('abc').shortMessage // 'Invalid history cursor: abc'
 */
export class InvalidHistoryCursorError extends BaseError {
  override name = 'InvalidHistoryCursorError' as const
  constructor(cursor: string) {
    super(historyMessages.invalidCursor(cursor.slice(0, 80)))
  }
}
/** {@link InvalidHistoryCursorError} narrowed by name. @example let e: InvalidHistoryCursorErrorType */
export type InvalidHistoryCursorErrorType = InvalidHistoryCursorError & { name: 'InvalidHistoryCursorError' }

/**
 * A history provider was asked for a network it cannot read: not in its `networks`, not of its
 * namespace (the RPC provider reads eip155, the Solana provider solana), or of a namespace the
 * plugin does not show (spec section 9: activity is for eip155; Solana is opt-in).
 *
 * @example
 * import { HistoryNetworkError } from 'portico/plugins/history'
 * new HistoryNetworkError('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').shortMessage // 'Unsupported chain'
 */
export class HistoryNetworkError extends BaseError {
  override name = 'HistoryNetworkError' as const
  constructor(chainId: string) {
    super(messages.unsupportedChain, { details: `No history provider here reads ${chainId}.` })
  }
}
/** {@link HistoryNetworkError} narrowed by name. @example let e: HistoryNetworkErrorType */
export type HistoryNetworkErrorType = HistoryNetworkError & { name: 'HistoryNetworkError' }

/**
 * A history option out of range (a page size of 0, say).
 *
 * @example
 * import { InvalidHistoryOptionError } from 'portico/plugins/history'
 * new InvalidHistoryOptionError('pageSize', 'expected an integer from 1 to 1000').shortMessage
 * // 'Invalid history option pageSize: expected an integer from 1 to 1000'
 */
export class InvalidHistoryOptionError extends BaseError {
  override name = 'InvalidHistoryOptionError' as const
  constructor(option: string, reason: string) {
    super(historyMessages.invalidOption(option, reason))
  }
}
/** {@link InvalidHistoryOptionError} narrowed by name. @example let e: InvalidHistoryOptionErrorType */
export type InvalidHistoryOptionErrorType = InvalidHistoryOptionError & { name: 'InvalidHistoryOptionError' }

/**
 * Checks that an option is an integer within bounds; throws {@link InvalidHistoryOptionError}.
 *
 * @example
 * checkIntegerOption('pageSize', 20, 1, 1000) // 20
 */
export function checkIntegerOption(option: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new InvalidHistoryOptionError(option, `expected an integer from ${min} to ${max}`)
  return value
}
