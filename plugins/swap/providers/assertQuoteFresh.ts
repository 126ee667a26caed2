import { QuoteExpiredError } from '../errors'
import type { ChainReader } from '../evm/createChainReader'
import type { SwapQuote } from '../types'

/**
 * Refuses a quote past its `expiresAt` by the chain's clock (the latest block's time, never the
 * page's), and returns that time for the transaction's deadline.
 *
 * @example
 * const now = await assertQuoteFresh(reader, quote) // throws QuoteExpiredError when stale
 */
export async function assertQuoteFresh(reader: ChainReader, quote: SwapQuote): Promise<number> {
  const { timestamp } = await reader.latestBlock()
  if (timestamp > quote.expiresAt) throw new QuoteExpiredError({ details: `Quoted at chain time ${quote.quotedAt}, valid until ${quote.expiresAt}, now ${timestamp}` })
  return timestamp
}
