import type { StoredQuote } from '../state/swapSlice'
import type { SwapQuote } from '../types'

/**
 * A quote as the store keeps it (bigints as decimal digits), with the provider's name and the
 * network fee.
 *
 * @example
 * const stored = toStoredQuote(quote, { providerName: 'Uniswap V2', networkFee: 21_000n * gasPrice })
 */
export function toStoredQuote(quote: SwapQuote, extra: { providerName: string; networkFee: bigint | undefined }): StoredQuote {
  const { sellAmount, buyAmount, minBuyAmount, gas, allowance, route, ...rest } = quote
  return {
    ...rest,
    route: route && [...route],
    sellAmount: sellAmount.toString(),
    buyAmount: buyAmount.toString(),
    minBuyAmount: minBuyAmount.toString(),
    gas: gas?.toString(),
    allowance: allowance && { spender: allowance.spender, current: allowance.current.toString() },
    providerName: extra.providerName,
    networkFee: extra.networkFee?.toString(),
  }
}

/** The provider's quote back from the store, exactly. */
export function fromStoredQuote(stored: StoredQuote): SwapQuote {
  const { sellAmount, buyAmount, minBuyAmount, gas, allowance, providerName: _name, networkFee: _fee, ...rest } = stored
  return {
    ...rest,
    sellAmount: BigInt(sellAmount),
    buyAmount: BigInt(buyAmount),
    minBuyAmount: BigInt(minBuyAmount),
    gas: gas === undefined ? undefined : BigInt(gas),
    allowance: allowance && { spender: allowance.spender, current: BigInt(allowance.current) },
  }
}
