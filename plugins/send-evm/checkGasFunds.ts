import * as z from 'zod/mini'
import { parseCaipAddress } from '../../kernel/caip/parseCaipAddress'
import type { SendRequest } from '../../kernel/hooks'
import type { RpcService } from '../../kernel/rpc/createRpcService'
import { InsufficientGasError } from '../../kernel/send/errors'
import { estimateEvmFee } from '../../kernel/send/estimateEvmFee'
import { isGasInsufficient } from '../../kernel/send/isGasInsufficient'
import type { AccountType } from '../../kernel/store/connectionsSlice'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * The gas-funds check of an EVM send (spec sections 5 and 6), against the node's current
 * balance and fee estimate: throws {@link InsufficientGasError} when the native balance is zero
 * or cannot pay the fee (plus the amount of a native send). Smart accounts skip it. Returns the
 * request with `gasPrice` filled in when it had none.
 *
 * @example
 * const checked = await checkGasFunds({ rpc, request, accountType: 'eoa' })
 */
export async function checkGasFunds(parameters: { rpc: RpcService; request: SendRequest; accountType: AccountType | undefined }): Promise<SendRequest> {
  const { rpc, request, accountType } = parameters
  const { address: from } = parseCaipAddress(request.from)
  const draft = { ...request, from }
  const nativeBalance = BigInt(hexQuantity.parse(await rpc.forNetwork(request.network).request({ method: 'eth_getBalance', params: [from, 'latest'] })))
  const smart = accountType === 'smartAccount'
  if (!smart && nativeBalance === 0n) throw new InsufficientGasError({ balance: nativeBalance, fee: 0n })
  // A node refuses to estimate a native send it cannot afford; the gas of a value transfer does not depend on the value.
  const fee = await estimateEvmFee(rpc, draft).catch((error: unknown) => {
    if (request.tokenAddress) throw error
    return estimateEvmFee(rpc, { ...draft, amount: 0n })
  })
  const gasPrice = request.gasPrice ?? fee.gasPrice
  if (smart) return { ...request, gasPrice }
  const total = gasPrice * fee.gasLimit
  const nativeAmount = request.tokenAddress ? 0n : request.amount
  if (isGasInsufficient({ nativeBalance, fee: total, nativeAmount, accountType })) throw new InsufficientGasError({ balance: nativeBalance, fee: total })
  return { ...request, gasPrice }
}
