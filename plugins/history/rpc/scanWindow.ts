import { addressTopic, TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_TOPIC } from './abi'
import type { ChainPosition } from './cursor'
import type { NodeLog, NodeReader, NodeTrace, NodeTransaction } from './nodeReader'

/**
 * How native transfers are found: `trace_filter` call frames (top-level and internal), or a
 * block-by-block scan of top-level transactions, with Otterscan's `ots_getInternalOperations`
 * for internal payouts (`otterscan`) or without them (`none`).
 */
export type NativeSource = 'trace_filter' | 'otterscan' | 'none'

/** A transaction of a window that touches the account, with what the scan saw of it. */
export type WindowHit = ChainPosition & {
  hash: string
  /** The account's token transfer logs (eth_getLogs). */
  logs: NodeLog[]
  /** Call frames from or to the account (`trace_filter` only). */
  frames: NodeTrace[]
  /** The transaction and its block's timestamp (block scans only). */
  scanned?: { transaction: NodeTransaction; timestamp: number } | undefined
}

const number = (hex: string) => Number(BigInt(hex))

/**
 * Finds every transaction of blocks `fromBlock..toBlock` that touches `account`, in one round
 * trip: four eth_getLogs queries (the account as sender and as receiver of ERC-20/721
 * `Transfer` and ERC-1155 `TransferSingle`/`TransferBatch`) plus either two `trace_filter`
 * queries (from and to the account) or one `eth_getBlockByNumber` per block.
 *
 * @example
 * const hits = await scanWindow(reader, { account, fromBlock: 0, toBlock: 999, source: 'trace_filter' })
 */
export async function scanWindow(
  reader: NodeReader,
  parameters: { account: string; fromBlock: number; toBlock: number; source: NativeSource },
): Promise<Map<string, WindowHit>> {
  const { fromBlock, toBlock, source } = parameters
  const account = parameters.account.toLowerCase()
  const topic = addressTopic(account)
  const erc1155 = [TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC]
  const range = { fromBlock, toBlock }
  const logQueries = [[TRANSFER_TOPIC, topic], [TRANSFER_TOPIC, null, topic], [erc1155, null, topic], [erc1155, null, null, topic]].map((topics) =>
    reader.getLogs({ ...range, topics }),
  )
  const frameQueries = source === 'trace_filter' ? [reader.traceFilter({ ...range, fromAddress: [account] }), reader.traceFilter({ ...range, toAddress: [account] })] : []
  const blockQueries = source === 'trace_filter' ? [] : Array.from({ length: toBlock - fromBlock + 1 }, (_, i) => reader.getBlock(fromBlock + i, true))
  const [logs, frames, blocks] = await Promise.all([Promise.all(logQueries), Promise.all(frameQueries), Promise.all(blockQueries)])

  const hits = new Map<string, WindowHit>()
  const hit = (hash: string, position: ChainPosition) => {
    let entry = hits.get(hash)
    if (!entry) hits.set(hash, (entry = { hash, ...position, logs: [], frames: [] }))
    return entry
  }
  const seenLogs = new Set<string>()
  for (const log of logs.flat()) {
    const key = `${log.transactionHash}:${log.logIndex}`
    if (log.removed || seenLogs.has(key)) continue
    seenLogs.add(key)
    hit(log.transactionHash, { block: number(log.blockNumber), index: number(log.transactionIndex) }).logs.push(log)
  }
  const seenFrames = new Set<string>()
  for (const frame of frames.flat()) {
    const key = `${frame.transactionHash}:${frame.traceAddress.join('.')}`
    if (!frame.transactionHash || frame.transactionPosition == null || seenFrames.has(key)) continue
    seenFrames.add(key)
    // Top-level frames are the account's own transactions; internal ones matter when they move value.
    if (frame.traceAddress.length > 0 && BigInt(frame.action.value ?? '0x0') === 0n) continue
    hit(frame.transactionHash, { block: frame.blockNumber, index: frame.transactionPosition }).frames.push(frame)
  }
  for (const block of blocks) {
    const timestamp = number(block.timestamp)
    for (const transaction of block.transactions) {
      if (typeof transaction === 'string' || transaction.transactionIndex === null) continue
      if (transaction.from.toLowerCase() !== account && transaction.to?.toLowerCase() !== account) continue
      hit(transaction.hash, { block: number(block.number), index: number(transaction.transactionIndex) }).scanned = { transaction, timestamp }
    }
  }
  return hits
}
