import * as z from 'zod/mini'
import { parseUnits, type Portico } from 'portico'
import { InvalidSwapDataError } from '../errors'
import { swapSlice } from '../state/swapSlice'
import type { SwapToken } from '../types'
import { findToken, loadSwapTokens, type TokenOption } from './loadSwapTokens'
import type { SwapRuntime } from './registry'
import type { SwapAccount } from './swapAccount'

/** The host's swap data: untrusted input (a hostile page may call `open`), so bounded and checked. */
const swapData = z.object({
  fromToken: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  toToken: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  amount: z.optional(z.string().check(z.maxLength(80))),
})

/** The token fields the store keeps (no balance, no source). */
export const toSwapToken = ({ chainId, address, symbol, name, decimals, logoURI, feeOnTransfer }: TokenOption | SwapToken): SwapToken => ({
  chainId, address, symbol, name, decimals, ...(logoURI ? { logoURI } : {}), ...(feeOnTransfer ? { feeOnTransfer } : {}),
})

/**
 * Fills the form from `open({ view: 'Swap', data: { fromToken, toToken, amount } })` (spec
 * section 2): tokens by address or symbol among the visitor's tokens and the providers' lists,
 * the amount parsed exactly in the sold token's decimals. Anything that does not check out
 * throws `InvalidSwapDataError` ('Invalid swap data', the reason in `details`) and changes
 * nothing.
 *
 * @example
 * await applySwapData(portico, account, runtime, { fromToken: 'ETH', toToken: 'PUSDC', amount: '0.1' })
 */
export async function applySwapData(portico: Portico, account: SwapAccount, runtime: SwapRuntime, data: unknown): Promise<void> {
  const parsed = swapData.safeParse(data)
  if (!parsed.success) throw new InvalidSwapDataError({ details: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') })
  const { fromToken, toToken, amount } = parsed.data
  const tokens = await loadSwapTokens(portico, account, runtime, [])
  const resolve = (query: string | undefined) => {
    if (query === undefined) return undefined
    const token = findToken(tokens, query)
    if (!token) throw new InvalidSwapDataError({ details: `No token ${JSON.stringify(query)} on ${account.network.name}` })
    return toSwapToken(token)
  }
  const sellToken = resolve(fromToken)
  const buyToken = resolve(toToken)
  if (amount !== undefined) {
    const decimals = sellToken?.decimals
    if (decimals === undefined) throw new InvalidSwapDataError({ details: 'An amount needs fromToken' })
    try {
      parseUnits(amount, decimals)
    } catch (error) {
      throw new InvalidSwapDataError({ details: error instanceof Error ? error.message : String(error), cause: error })
    }
  }
  portico.store.dispatch(swapSlice.actions.prefilled({ sellToken, buyToken, amount }))
}
