import type { Logger } from '../logger'
import { hexAddressKey } from './entryKey'
import type { RawBalance } from './types'
import type { PriceService } from './types'

/**
 * The key of a token in a {@link PriceService} answer: `${chainId}:${address ?? 'native'}`,
 * a 0x hex address lower-cased.
 *
 * @example
 * priceKey({ chainId: 'eip155:1' }) // 'eip155:1:native'
 */
export function priceKey(token: { chainId: string; address?: string | undefined }): string {
  return `${token.chainId}:${token.address === undefined ? 'native' : hexAddressKey(token.address)}`
}

/**
 * Asks the host's price service for the tokens a source gave no price for. A failing or
 * malformed answer leaves those tokens without USD (logged); it never fails the balances.
 *
 * @example
 * const prices = await priceTokens(raws, config.priceService, logger)
 */
export async function priceTokens(raws: readonly RawBalance[], service: PriceService | undefined, logger: Logger): Promise<Map<string, number>> {
  const prices = new Map<string, number>()
  const missing = raws.filter((raw) => raw.price === undefined)
  if (!service || missing.length === 0) return prices
  try {
    const answer = await service.getPrices(missing.map((raw) => ({ chainId: raw.chainId, address: raw.address, symbol: raw.symbol })))
    if (!(answer instanceof Map)) throw new TypeError('getPrices must resolve to a Map')
    for (const raw of missing) {
      const price: unknown = answer.get(priceKey(raw))
      if (typeof price === 'number' && Number.isFinite(price) && price >= 0) prices.set(priceKey(raw), price)
    }
  } catch (error) {
    logger.warn('Price service failed; balances show without USD', error)
  }
  return prices
}
