import { encodeFunctionData } from 'viem'
import type { SwapApproveParameters, SwapTransaction } from '../types'
import { erc20Abi } from './abis'
import type { ChainReader } from './createChainReader'

/**
 * The transactions that set `spender`'s allowance over the owner's token to exactly `amount`:
 * none when it already is; one `approve(spender, amount)`; or, for a token that refuses to
 * change a non-zero allowance to another non-zero value (USDT and tokens modelled on it),
 * `approve(spender, 0)` first. That rule is found by simulating the approval from the owner, not
 * from a list of tokens.
 *
 * @example
 * const txs = await buildExactApprove(reader, { chainId: 1, token, owner, spender, amount: 5_000_000n })
 */
export async function buildExactApprove(reader: ChainReader, parameters: SwapApproveParameters): Promise<SwapTransaction[]> {
  const { chainId, token, owner, spender, amount } = parameters
  const approve = (value: bigint): SwapTransaction => ({
    chainId, from: owner, to: token, value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, value] }),
  })
  const current = await reader.read(token, erc20Abi, 'allowance', [owner as `0x${string}`, spender as `0x${string}`])
  if (current === amount) return []
  if (current === 0n || amount === 0n) return [approve(amount)]
  const direct = approve(amount)
  const accepted = await reader.call({ from: owner, to: token, data: direct.data }).then(() => true, () => false)
  return accepted ? [direct] : [approve(0n), direct]
}
