import { BaseError, messages } from 'portico'

/**
 * The text a failure shows: a Portico error's `shortMessage` (the swap errors name their cause),
 * otherwise 'Something went wrong'.
 *
 * @example
 * errorText(new SlippageError()) // 'Price moved beyond your slippage'
 */
export const errorText = (error: unknown): string => (error instanceof BaseError ? error.shortMessage : messages.somethingWentWrong)
