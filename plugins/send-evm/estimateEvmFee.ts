import type { FeeEstimateRequest, RpcService, SendFee } from 'portico'
import * as z from 'zod/mini'
import { encodeErc20Transfer } from './encodeErc20Transfer'
import { isGasInsufficient } from './isGasInsufficient'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * The network fee of an EVM send and the gas-funds verdict (spec section 5): the gas price
 * (`eth_gasPrice`, or `gasPrice` when the caller already has one) times `eth_estimateGas` of the
 * very call the wallet will get (native: to, value, data 0x; token: `transfer(to, amount)` on the
 * contract), both in the same tick. A node refuses to estimate a native send the account cannot
 * afford; the gas of a value transfer does not depend on the value, so it is estimated again with
 * value 0. Every answer is validated; a malformed one throws.
 *
 * @example
 * const fee = await estimateEvmFee(portico.services.rpc, { ...draft, nativeBalance: 10n ** 18n, accountType: 'eoa' })
 * fee.total // gasPrice * gasLimit, in wei
 */
export async function estimateEvmFee(rpc: RpcService, request: FeeEstimateRequest, gasPrice?: bigint): Promise<SendFee> {
  const transport = rpc.forNetwork(request.network)
  const call = (amount: bigint) =>
    request.tokenAddress
      ? { from: request.from, to: request.tokenAddress, data: encodeErc20Transfer(request.to, amount) }
      : { from: request.from, to: request.to, value: `0x${amount.toString(16)}`, data: '0x' }
  const estimateGas = (amount: bigint) => transport.request({ method: 'eth_estimateGas', params: [call(amount)] })
  const [price, gas] = await Promise.all([
    gasPrice ?? transport.request({ method: 'eth_gasPrice' }).then((answer) => BigInt(hexQuantity.parse(answer))),
    estimateGas(request.amount).catch((error: unknown) => {
      if (request.tokenAddress) throw error
      return estimateGas(0n)
    }),
  ])
  const gasLimit = BigInt(hexQuantity.parse(gas))
  const total = price * gasLimit
  const nativeAmount = request.tokenAddress ? 0n : request.amount
  return {
    gasPrice: price,
    gasLimit,
    total,
    gasInsufficient: isGasInsufficient({ nativeBalance: request.nativeBalance, fee: total, nativeAmount, accountType: request.accountType }),
  }
}
