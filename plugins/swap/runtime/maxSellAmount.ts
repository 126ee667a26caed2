import type { Portico } from 'portico'
import { createChainReader, isNative } from '../evm/createChainReader'
import { selectSwap } from '../state/swapSlice'
import { getSwapAccount } from './swapAccount'

/**
 * Gas units kept back when the visitor sells all of the native currency: a Uniswap V2 swap
 * through WETH uses about 150,000 gas and an aggregator's up to about 300,000; this covers the
 * latter at twice today's gas price.
 */
export const NATIVE_GAS_RESERVE_UNITS = 600_000n

/**
 * The most the visitor can sell: the whole balance of a token; for the native currency, the
 * balance less the gas reserve at the current gas price (never below zero). Exact base units.
 *
 * @example
 * const max = await maxSellAmount(portico) // then formatUnits(max, decimals) into the field
 */
export async function maxSellAmount(portico: Portico): Promise<bigint | undefined> {
  const account = getSwapAccount(portico)
  const token = selectSwap(portico.getState()).sellToken
  if (!account || !token) return undefined
  const reader = createChainReader(portico.services.rpc.forNetwork(account.network))
  if (!isNative(token.address)) return reader.balance(token.address, account.address)
  const [balance, gasPrice] = await Promise.all([reader.balance(token.address, account.address), reader.gasPrice()])
  const reserve = gasPrice * NATIVE_GAS_RESERVE_UNITS
  return balance > reserve ? balance - reserve : 0n
}
