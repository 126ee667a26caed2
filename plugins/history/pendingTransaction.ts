import * as z from 'zod/mini'
import { formatUnits, parseCaipAddress, type CaipNetwork, type RpcService, type SendRequest } from 'portico'
import type { Transaction, TransactionStatus } from './types'

/**
 * The history item of a send Portico just submitted (spec section 3), status `pending`: one
 * outgoing transfer of the request's exact amount; `minedAt` is the time it was sent until mined.
 *
 * @example
 * import { pendingTransaction } from 'portico/plugins/history'
 * const item = pendingTransaction(request, { hash: '0xabc…' }, new Date())
 */
export function pendingTransaction(request: SendRequest, result: { hash: string }, sentAt: Date): Transaction {
  const { network } = request
  const token = request.tokenAddress ? network.tokens?.find((t) => t.address.toLowerCase() === request.tokenAddress?.toLowerCase()) : undefined
  const symbol = typeof request.meta?.symbol === 'string' ? request.meta.symbol : (token?.symbol ?? network.nativeCurrency.symbol)
  const name = request.tokenAddress ? (token?.name ?? symbol) : network.nativeCurrency.name
  return {
    id: result.hash,
    metadata: {
      minedAt: sentAt.toISOString(),
      chain: network.caipNetworkId,
      operationType: 'send',
      hash: result.hash,
      status: 'pending',
      sentFrom: parseCaipAddress(request.from).address,
      sentTo: request.tokenAddress ?? request.to,
    },
    transfers: [{ fungible_info: { name, symbol }, direction: 'out', quantity: { numeric: formatUnits(request.amount, request.decimals) } }],
  }
}

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const receiptSchema = z.nullable(z.object({ status: z.optional(quantity), blockNumber: quantity }))
const blockSchema = z.object({ timestamp: quantity })

/**
 * How a mined transaction ended, or `undefined` while the node has no receipt: its status and
 * its block's time (ISO 8601).
 *
 * @example
 * const outcome = await readOutcome(services.rpc, network, hash)
 * if (outcome) console.log(outcome.status, outcome.minedAt)
 */
export async function readOutcome(
  rpc: Pick<RpcService, 'forNetwork'>,
  network: CaipNetwork,
  hash: string,
): Promise<{ status: Exclude<TransactionStatus, 'pending'>; minedAt: string } | undefined> {
  const transport = rpc.forNetwork(network)
  const receipt = z.parse(receiptSchema, await transport.request({ method: 'eth_getTransactionReceipt', params: [hash] }))
  if (!receipt) return undefined
  const block = z.parse(blockSchema, await transport.request({ method: 'eth_getBlockByNumber', params: [receipt.blockNumber, false] }))
  return { status: receipt.status === '0x0' ? 'failed' : 'confirmed', minedAt: new Date(Number(BigInt(block.timestamp)) * 1000).toISOString() }
}
