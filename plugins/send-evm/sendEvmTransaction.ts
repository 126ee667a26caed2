import * as z from 'zod/mini'
import { isValidEvmAddress } from '../../kernel/caip/isValidEvmAddress'
import { parseCaipAddress } from '../../kernel/caip/parseCaipAddress'
import type { ConnectionService } from '../../kernel/connectors/createConnectionService'
import { BaseError } from '../../kernel/errors/base'
import { messages } from '../../kernel/errors/messages'
import type { SendRequest } from '../../kernel/hooks'
import type { RpcService } from '../../kernel/rpc/createRpcService'
import { encodeErc20Transfer } from '../../kernel/send/encodeErc20Transfer'
import { detectTransferVariant, type TransferVariant } from './detectTransferVariant'

const transactionHash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

const hex = (value: bigint) => `0x${value.toString(16)}`

/** What was sent: the hash, and for a token the ABI variant used. */
export type EvmSendResult = { hash: string; variant: TransferVariant | 'native' }

/**
 * Sends an EVM transfer through the wallet (`eth_sendTransaction`, authorised by
 * `onRpcRequest`). With a token address: `transfer(receiver, amount)` on the token, after a
 * simulation that picks the ERC-20 or USDT ABI variant; otherwise a native transfer with to,
 * value, data 0x and gas price (spec section 7). The wallet's answer is validated.
 *
 * @example
 * const { hash } = await sendEvmTransaction({ connection, rpc, request })
 */
export async function sendEvmTransaction(parameters: { connection: ConnectionService; rpc: RpcService; request: SendRequest }): Promise<EvmSendResult> {
  const { connection, rpc, request } = parameters
  const { address: from } = parseCaipAddress(request.from)
  if (!isValidEvmAddress(request.to)) throw new BaseError(messages.sendInvalidReceiver, { details: request.to })
  if (request.amount <= 0n) throw new BaseError(messages.sendEnterAmount)
  if (request.gasPrice === undefined) throw new BaseError(messages.somethingWentWrong, { details: 'A native transfer needs a gas price.' })
  const gasPrice = hex(request.gasPrice)
  let variant: EvmSendResult['variant'] = 'native'
  let transaction: Record<string, string>
  if (request.tokenAddress) {
    if (!isValidEvmAddress(request.tokenAddress)) throw new BaseError(messages.somethingWentWrong, { details: `Invalid token address ${request.tokenAddress}` })
    variant = await detectTransferVariant(rpc, { network: request.network, from, token: request.tokenAddress, to: request.to, amount: request.amount })
    transaction = { from, to: request.tokenAddress, value: '0x0', data: encodeErc20Transfer(request.to, request.amount), gasPrice }
  } else {
    transaction = { from, to: request.to, value: hex(request.amount), data: '0x', gasPrice }
  }
  const answer = await connection.request('eip155', { method: 'eth_sendTransaction', params: [transaction] })
  return { hash: transactionHash.parse(answer), variant }
}
