import { RpcResponseError } from 'portico'
import { ZERO_ADDRESS } from './abi'
import { narrowedRange } from './narrowedRange'
import type { NodeReader } from './nodeReader'
import type { NativeSource } from './scanWindow'

/** What a node offers the history provider: how native transfers are found, and the widest block window to ask for. */
export type NodeCapabilities = { source: NativeSource; range: number }

/** A node error means "not offered"; a network failure is not an answer, so it is rethrown. */
const offered = (probe: Promise<unknown>) =>
  probe.then(
    () => true,
    (error: unknown) => {
      if (error instanceof RpcResponseError) return false
      throw error
    },
  )

/**
 * The widest `trace_filter` window the node takes, up to `range`: a refusal names its cap
 * (anvil: 'block range too large, currently limited to 300'), else the window is halved.
 */
const traceRange = (reader: NodeReader, range: number) =>
  reader.traceFilter({ fromBlock: 0, toBlock: range - 1, fromAddress: [ZERO_ADDRESS] }).then(
    () => range,
    (error: unknown) => {
      if (error instanceof RpcResponseError) return narrowedRange(error.shortMessage, range)
      throw error
    },
  )

/**
 * Asks the node, in one round trip (the calls of one tick go out as one batch, beside the
 * first page's `eth_blockNumber`), how native transfers are found: for `'auto'`,
 * `trace_filter` when offered, else Otterscan (`ots_getApiLevel`), else block scans. With
 * `trace_filter`, the same trip asks for a window of `range` blocks, so a node's cap is known
 * before the first window: a refusal there would cost every first page one more round trip.
 *
 * @example
 * const { source, range } = await probeNode(createNodeReader(transport), 'auto', 1_000) // anvil: { source: 'trace_filter', range: 300 }
 */
export async function probeNode(reader: NodeReader, nativeSource: 'auto' | NativeSource, range: number): Promise<NodeCapabilities> {
  if (nativeSource === 'otterscan' || nativeSource === 'none') return { source: nativeSource, range }
  if (nativeSource === 'trace_filter') return { source: nativeSource, range: await traceRange(reader, range) }
  const [trace, otterscan, widest] = await Promise.all([
    offered(reader.traceFilter({ fromBlock: 0, toBlock: 0, fromAddress: [ZERO_ADDRESS] })),
    offered(reader.otsApiLevel()),
    range > 1 ? traceRange(reader, range) : range,
  ])
  if (trace) return { source: 'trace_filter', range: widest }
  return { source: otterscan ? 'otterscan' : 'none', range }
}
