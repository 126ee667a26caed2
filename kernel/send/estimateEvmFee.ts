import * as z from 'zod/mini'
import type { RpcService } from '../rpc/createRpcService'
import { encodeErc20Transfer } from './encodeErc20Transfer'
import type { SendDraft, SendFee } from './types'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * The network fee of an EVM send: `eth_gasPrice` times `eth_estimateGas` of the very call the
 * wallet will get (native: to, value, data 0x; token: `transfer(to, amount)` on the contract).
 * Both answers are validated; a malformed one throws.
 *
 * @example
 * import { estimateEvmFee } from '../../kernel/send/estimateEvmFee'
 * const fee = await estimateEvmFee(portico.services.rpc, draft) // { gasPrice, gasLimit, total }
 */
export async function estimateEvmFee(rpc: RpcService, draft: SendDraft): Promise<SendFee> {
  const transport = rpc.forNetwork(draft.network)
  const call = draft.tokenAddress
    ? { from: draft.from, to: draft.tokenAddress, data: encodeErc20Transfer(draft.to, draft.amount) }
    : { from: draft.from, to: draft.to, value: `0x${draft.amount.toString(16)}`, data: '0x' }
  const [gasPriceHex, gasHex] = await Promise.all([
    transport.request({ method: 'eth_gasPrice' }),
    transport.request({ method: 'eth_estimateGas', params: [call] }),
  ])
  const gasPrice = BigInt(hexQuantity.parse(gasPriceHex))
  const gasLimit = BigInt(hexQuantity.parse(gasHex))
  return { gasPrice, gasLimit, total: gasPrice * gasLimit }
}
