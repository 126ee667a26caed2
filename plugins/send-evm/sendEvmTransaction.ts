import { BaseError, isValidEvmAddress, messages, parseCaipAddress, type AccountType, type ConnectionService, type RpcService, type SendRequest } from 'portico'
import { InsufficientGasError, SendFailedError } from 'portico/send'
import * as z from 'zod/mini'
import { detectTransferVariant, type TransferVariant } from './detectTransferVariant'
import { encodeErc20Transfer } from './encodeErc20Transfer'
import { estimateEvmFee } from './estimateEvmFee'

const transactionHash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

const hex = (value: bigint) => `0x${value.toString(16)}`

/** What was sent: the hash, and for a token the ABI variant used. */
export type EvmSendResult = { hash: string; variant: TransferVariant | 'native' }

/**
 * An EVM send in one trip (spec sections 5 and 7): checks the receiver and amount, reads the
 * native balance from the node and applies the gas-funds rule ({@link InsufficientGasError}
 * when the balance is zero or cannot pay the fee plus a native amount; never for a smart
 * account), then sends through the wallet (`eth_sendTransaction`, authorised by
 * `onRpcRequest`): with a token address `transfer(receiver, amount)` on the token after a
 * simulation that picks the ERC-20 or USDT ABI variant, otherwise a native transfer with to,
 * value, data 0x and gas price. The gas price is the request's (the Send form's estimate) or the
 * node's. Any other failure (node, simulation, wallet) is {@link SendFailedError} ('Something
 * went wrong') with the wallet's or node's error as cause. The wallet's answer is validated.
 *
 * @example
 * const { hash } = await sendEvmTransaction({ connection, rpc, request, accountType: 'eoa' })
 */
export async function sendEvmTransaction(parameters: {
  connection: Pick<ConnectionService, 'request'>
  rpc: RpcService
  request: SendRequest
  accountType: AccountType | undefined
}): Promise<EvmSendResult> {
  const { connection, rpc, request, accountType } = parameters
  const { address: from } = parseCaipAddress(request.from)
  if (!isValidEvmAddress(request.to)) throw new BaseError(messages.sendInvalidReceiver, { details: request.to })
  if (request.amount <= 0n) throw new BaseError(messages.sendEnterAmount)
  const token = request.tokenAddress
  if (token !== undefined && !isValidEvmAddress(token)) throw new BaseError(messages.somethingWentWrong, { details: `Invalid token address ${token}` })
  try {
    const nativeBalance = BigInt(hexQuantity.parse(await rpc.forNetwork(request.network).request({ method: 'eth_getBalance', params: [from, 'latest'] })))
    // Nothing to pay gas with: no estimate needed (spec section 5).
    if (nativeBalance === 0n && accountType !== 'smartAccount') throw new InsufficientGasError({ balance: 0n, fee: 0n })
    const fee = await estimateEvmFee(rpc, { ...request, from, nativeBalance, accountType }, request.gasPrice)
    if (fee.gasInsufficient) throw new InsufficientGasError({ balance: nativeBalance, fee: fee.total })
    const gasPrice = hex(fee.gasPrice)
    const variant = token ? await detectTransferVariant(rpc, { network: request.network, from, token, to: request.to, amount: request.amount }) : 'native'
    const transaction = token
      ? { from, to: token, value: '0x0', data: encodeErc20Transfer(request.to, request.amount), gasPrice }
      : { from, to: request.to, value: hex(request.amount), data: '0x', gasPrice }
    const answer = await connection.request('eip155', { method: 'eth_sendTransaction', params: [transaction] })
    return { hash: transactionHash.parse(answer), variant }
  } catch (error) {
    if (error instanceof InsufficientGasError) throw error
    throw new SendFailedError({ cause: error })
  }
}
