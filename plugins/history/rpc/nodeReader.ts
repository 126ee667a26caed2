import * as z from 'zod/mini'
import type { RpcRequestOptions, RpcService } from 'portico'

/**
 * The JSON-RPC reads of the history provider, each answer validated with zod (a node is
 * untrusted input: a malformed answer throws instead of drawing a wrong history). Calls made in
 * the same tick go out as one batch POST (the transport batches them).
 */

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

const log = z.object({
  address,
  topics: z.array(hash).check(z.maxLength(4)),
  data: hex,
  blockNumber: quantity,
  transactionHash: hash,
  transactionIndex: quantity,
  logIndex: quantity,
  removed: z.optional(z.boolean()),
})
/** One event log. */
export type NodeLog = z.output<typeof log>

const trace = z.object({
  action: z.object({
    from: z.optional(address),
    to: z.optional(z.nullable(address)),
    value: z.optional(quantity),
    address: z.optional(address),
    refundAddress: z.optional(address),
    balance: z.optional(quantity),
  }),
  result: z.optional(z.nullable(z.object({ address: z.optional(address) }))),
  error: z.optional(z.string()),
  blockNumber: z.number().check(z.int(), z.gte(0)),
  transactionHash: z.optional(z.nullable(hash)),
  transactionPosition: z.optional(z.nullable(z.number().check(z.int(), z.gte(0)))),
  traceAddress: z.array(z.number()),
  type: z.string(),
})
/** One call frame of `trace_filter` (Parity/OpenEthereum format). */
export type NodeTrace = z.output<typeof trace>

const transaction = z.object({
  hash,
  from: address,
  to: z.optional(z.nullable(address)),
  value: quantity,
  nonce: quantity,
  input: hex,
  blockNumber: z.nullable(quantity),
  transactionIndex: z.nullable(quantity),
})
/** One transaction. */
export type NodeTransaction = z.output<typeof transaction>

const receipt = z.object({
  transactionHash: hash,
  status: z.optional(quantity),
  logs: z.array(log),
  contractAddress: z.optional(z.nullable(address)),
})
/** One receipt. */
export type NodeReceipt = z.output<typeof receipt>

const block = z.object({ number: quantity, timestamp: quantity, transactions: z.array(z.union([hash, transaction])) })
/** One block; `transactions` holds objects when read with full transactions. */
export type NodeBlock = z.output<typeof block>

const internalOperation = z.object({ type: z.number(), from: address, to: address, value: quantity })
/** One Otterscan internal operation: 0 transfer, 1 self-destruct, 2 create, 3 create2. */
export type NodeInternalOperation = z.output<typeof internalOperation>

/** An eth_getLogs filter over a block range. */
export type LogFilter = { fromBlock: number; toBlock: number; topics: (string | string[] | null)[] }

const toHex = (n: number) => `0x${n.toString(16)}`

/**
 * Typed, validated reads over one network's transport.
 *
 * @example
 * const reader = createNodeReader(rpc.forNetwork(network), { signal })
 * const head = await reader.blockNumber()
 */
export function createNodeReader(transport: ReturnType<RpcService['forNetwork']>, options: RpcRequestOptions = {}) {
  const read = async <S extends z.core.$ZodType>(schema: S, method: string, params: readonly unknown[]): Promise<z.output<S>> =>
    z.parse(schema, await transport.request({ method, params }, options))
  return {
    blockNumber: async () => Number(BigInt(await read(quantity, 'eth_blockNumber', []))),
    getLogs: (filter: LogFilter) => read(z.array(log), 'eth_getLogs', [{ fromBlock: toHex(filter.fromBlock), toBlock: toHex(filter.toBlock), topics: filter.topics }]),
    traceFilter: (filter: { fromBlock: number; toBlock: number; fromAddress?: string[]; toAddress?: string[] }) =>
      read(z.array(trace), 'trace_filter', [{ ...filter, fromBlock: toHex(filter.fromBlock), toBlock: toHex(filter.toBlock) }]),
    getBlock: (number: number, full: boolean) => read(block, 'eth_getBlockByNumber', [toHex(number), full]),
    getTransaction: (txHash: string) => read(z.nullable(transaction), 'eth_getTransactionByHash', [txHash]),
    getReceipt: (txHash: string) => read(z.nullable(receipt), 'eth_getTransactionReceipt', [txHash]),
    internalOperations: (txHash: string) => read(z.array(internalOperation), 'ots_getInternalOperations', [txHash]),
    otsApiLevel: () => read(z.number(), 'ots_getApiLevel', []),
    call: (to: string, data: string) => read(hex, 'eth_call', [{ to, data }, 'latest']),
  }
}

/** The reads of one network. */
export type NodeReader = ReturnType<typeof createNodeReader>
