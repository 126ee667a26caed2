import { encodeFunctionData } from 'viem'
import type { SwapTransaction } from '../../types'
import { uniswapV2Abi } from '../../evm/abis'

/** Everything a Router02 swap call needs; `path` holds WETH where the native currency goes in or out. */
export type V2SwapCall = {
  chainId: number
  router: string
  from: string
  path: readonly string[]
  amountIn: bigint
  minOut: bigint
  deadline: bigint
  nativeIn: boolean
  nativeOut: boolean
  /** Use the `...SupportingFeeOnTransferTokens` function, which checks the amount actually received. */
  feeOnTransfer: boolean
}

/**
 * The Router02 transaction of an exact-input swap: `swapExactETHForTokens` (native in, sent as
 * value), `swapExactTokensForETH` (native out), or `swapExactTokensForTokens`, each with its
 * fee-on-transfer variant. The taker receives (`to` is `from`).
 *
 * @example
 * encodeV2Swap({ chainId: 1, router, from, path: [weth, usdc], amountIn: 10n ** 18n, minOut, deadline, nativeIn: true, nativeOut: false, feeOnTransfer: false })
 */
export function encodeV2Swap(call: V2SwapCall): SwapTransaction {
  const path = call.path as `0x${string}`[]
  const to = call.from as `0x${string}`
  const suffix = call.feeOnTransfer ? 'SupportingFeeOnTransferTokens' : ''
  const data = call.nativeIn
    ? encodeFunctionData({ abi: uniswapV2Abi, functionName: `swapExactETHForTokens${suffix}`, args: [call.minOut, path, to, call.deadline] })
    : encodeFunctionData({
        abi: uniswapV2Abi,
        functionName: call.nativeOut ? `swapExactTokensForETH${suffix}` : `swapExactTokensForTokens${suffix}`,
        args: [call.amountIn, call.minOut, path, to, call.deadline],
      })
  return { chainId: call.chainId, from: call.from, to: call.router, data, value: call.nativeIn ? call.amountIn : 0n }
}
