import { InvalidEvmAddressError, isEvmAddress, RpcResponseError, type CaipNetwork, type RpcService } from 'portico'
import { lazyOnce, type LazyOnce } from 'portico/services'
import { checkIntegerOption, HistoryAccountRequiredError, HistoryNetworkError } from '../errors'
import type { HistoryService, Transaction } from '../types'
import { TRANSFER_TOPIC } from './abi'
import { buildTransaction } from './buildTransaction'
import { formatRpcCursor, isBefore, newestFirst, parseRpcCursor, type ChainPosition } from './cursor'
import { createNodeReader, type NodeReader } from './nodeReader'
import { narrowedRange } from './narrowedRange'
import { probeNode } from './probeNode'
import { scanWindow, type NativeSource, type WindowHit } from './scanWindow'
import { createTokenMetadataCache, type TokenMetadataCache } from './tokenMetadata'

/** Transactions per page unless configured. */
export const DEFAULT_RPC_PAGE_SIZE = 20
/** Blocks per eth_getLogs / trace_filter window unless configured (public nodes cap ranges). */
export const DEFAULT_BLOCK_RANGE = 1_000
/** Blocks one fetch reads at most before it answers (with a cursor to continue). */
export const DEFAULT_MAX_BLOCKS_PER_PAGE = 100_000

/**
 * Options of {@link createRpcHistoryService}.
 *
 * @example
 * import type { CreateRpcHistoryServiceParameters } from 'portico/plugins/history'
 * import { createRpcService, mainnet } from 'portico'
 * const options: CreateRpcHistoryServiceParameters = { networks: [mainnet], rpc: createRpcService({}), blockRange: 500 }
 */
export type CreateRpcHistoryServiceParameters = {
  /** The networks it may read (eip155 only); a fetch for another chain id fails with 'Unsupported chain'. */
  networks: readonly CaipNetwork[]
  /** JSON-RPC transports per network: `services.rpc` in a plugin, `createRpcService({})` elsewhere. */
  rpc: Pick<RpcService, 'forNetwork'>
  /** Transactions per page, 1 to 1000. Default {@link DEFAULT_RPC_PAGE_SIZE}. */
  pageSize?: number | undefined
  /** Blocks per query window. Default {@link DEFAULT_BLOCK_RANGE}; narrowed to the `trace_filter` cap the node states when first asked, and while it refuses a range (to the limit its error names, else by half). */
  blockRange?: number | undefined
  /** Blocks one fetch reads at most; a page may then be short, with a cursor to go on. Default {@link DEFAULT_MAX_BLOCKS_PER_PAGE}. */
  maxBlocksPerPage?: number | undefined
  /**
   * How native transfers are found. `'auto'` (default) asks the node once: `trace_filter` when
   * offered (every native transfer, internal payouts included), else Otterscan (`ots_*`: top-level
   * transfers from block scans, internal payouts of those transactions), else block scans only.
   */
  nativeSource?: 'auto' | NativeSource | undefined
}

/**
 * What the last page of an account left over: the hits its windows found beyond the page (older
 * than `cursor`, newest first) and the lowest block those windows read. The page after `cursor`
 * starts from them instead of reading the same windows again.
 */
type Carry = { cursor: string; hits: WindowHit[]; lowestBlock: number }

/** What the provider keeps per network: the native source, the window size, token metadata, and each account's {@link Carry}. */
type NetworkState = { source: LazyOnce<NativeSource>; range: number; tokens: TokenMetadataCache; carries: Map<string, Carry> }

const unique = <T>(values: readonly T[]) => [...new Set(values)]

/**
 * A history service for any EVM JSON-RPC node, no indexer needed. Token transfers (ERC-20, 721,
 * 1155) come from `eth_getLogs` (the account as sender and as receiver), native transfers from
 * `trace_filter` call frames or block scans and receipts, internal native payouts (a swap paying
 * out ETH) from `trace_filter` or Otterscan's `ots_getInternalOperations` when the node offers
 * them, token names through one Multicall3 call. Pages go backwards in block windows
 * (`blockRange`, halved while a node refuses the range) from the head; the cursor is
 * `"{block}:{index}"`, the position of the page's oldest transaction, so the next page starts
 * strictly before it: no repeat, no gap. A first page costs three round trips (head and the
 * node's capabilities, its `trace_filter` range cap included; window; details), each one batched POST; the next page, when the windows read for the last one already
 * found it, one (details).
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import history, { createRpcHistoryService } from 'portico/plugins/history'
 * const portico = createPortico({ networks: [mainnet], plugins: [history()] }) // the default service
 * const service = createRpcHistoryService({ networks: [mainnet], rpc: portico.services.rpc, blockRange: 500 })
 * const { data, next } = await service.fetch({ account: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', chainId: 'eip155:1' })
 */
export function createRpcHistoryService(parameters: CreateRpcHistoryServiceParameters): HistoryService {
  const pageSize = checkIntegerOption('pageSize', parameters.pageSize ?? DEFAULT_RPC_PAGE_SIZE, 1, 1_000)
  const blockRange = checkIntegerOption('blockRange', parameters.blockRange ?? DEFAULT_BLOCK_RANGE, 1, 1_000_000)
  const maxBlocks = checkIntegerOption('maxBlocksPerPage', parameters.maxBlocksPerPage ?? DEFAULT_MAX_BLOCKS_PER_PAGE, 1, Number.MAX_SAFE_INTEGER)
  const nativeSource = parameters.nativeSource ?? 'auto'
  const states = new Map<string, NetworkState>()

  const stateOf = (network: CaipNetwork): NetworkState => {
    let state = states.get(network.caipNetworkId)
    if (!state) {
      const probe = createNodeReader(parameters.rpc.forNetwork(network))
      const created: NetworkState = {
        source: lazyOnce(async () => {
          const capabilities = await probeNode(probe, nativeSource, created.range)
          created.range = Math.min(created.range, capabilities.range)
          return capabilities.source
        }),
        range: blockRange,
        tokens: createTokenMetadataCache(network),
        carries: new Map(),
      }
      states.set(network.caipNetworkId, (state = created))
    }
    return state
  }

  /**
   * Scans windows backwards from `start` (or below what `carry` read, with its hits) until more
   * than a page is found, genesis, or `maxBlocks`; keeps what is beyond the page for the next one.
   */
  async function collect(reader: NodeReader, state: NetworkState, account: string, source: NativeSource, start: ChainPosition, carry: Carry | undefined) {
    const found = new Map((carry?.hits ?? []).map((hit) => [hit.hash, hit]))
    let to = carry ? carry.lowestBlock - 1 : start.block
    let scanned = 0
    while (to >= 0 && found.size <= pageSize && scanned < maxBlocks) {
      const from = Math.max(0, to - state.range + 1, to - (maxBlocks - scanned) + 1)
      let hits: Map<string, WindowHit>
      try {
        hits = await scanWindow(reader, { account, fromBlock: from, toBlock: to, source })
      } catch (error) {
        // Public nodes refuse wide ranges (or too many results): narrow the window and retry.
        if (error instanceof RpcResponseError && state.range > 1 && to > from) {
          state.range = narrowedRange(error.shortMessage, state.range)
          continue
        }
        throw error
      }
      for (const hit of hits.values()) if (isBefore(hit, start)) found.set(hit.hash, hit)
      scanned += to - from + 1
      to = from - 1
    }
    const hits = [...found.values()].sort(newestFirst)
    const page = hits.slice(0, pageSize)
    const last = page[page.length - 1]
    const next = hits.length > pageSize && last ? formatRpcCursor(last) : to >= 0 ? formatRpcCursor({ block: to + 1, index: 0 }) : undefined
    if (next === undefined) state.carries.delete(account)
    else state.carries.set(account, { cursor: next, hits: hits.slice(pageSize), lowestBlock: to + 1 })
    return { page, next }
  }

  /** Receipts, transactions, block times, internal operations and token metadata of a page: one round trip. */
  async function describe(reader: NodeReader, network: CaipNetwork, state: NetworkState, account: string, source: NativeSource, page: WindowHit[]): Promise<Transaction[]> {
    const unscanned = page.filter((hit) => !hit.scanned)
    const tokenQueries = page.flatMap((hit) => hit.logs).map((log) => ({ address: log.address, fungible: log.topics[0] === TRANSFER_TOPIC && log.topics.length === 3 }))
    const [transactions, receipts, blocks, operations, tokens] = await Promise.all([
      Promise.all(unscanned.map((hit) => reader.getTransaction(hit.hash))),
      Promise.all(page.map((hit) => reader.getReceipt(hit.hash))),
      Promise.all(unique(unscanned.map((hit) => hit.block)).map((block) => reader.getBlock(block, false))),
      Promise.all(source === 'otterscan' ? page.map((hit) => reader.internalOperations(hit.hash)) : []),
      state.tokens.load(reader, tokenQueries),
    ])
    const timestamps = new Map(blocks.map((block) => [Number(BigInt(block.number)), Number(BigInt(block.timestamp))]))
    const fetched = new Map(transactions.flatMap((transaction) => (transaction ? [[transaction.hash, transaction] as const] : [])))
    return page.map((hit, i) => {
      const transaction = hit.scanned?.transaction ?? fetched.get(hit.hash)
      const receipt = receipts[i]
      const timestamp = hit.scanned?.timestamp ?? timestamps.get(hit.block)
      if (!transaction || !receipt || timestamp === undefined) throw new Error(`The node does not know transaction ${hit.hash} any more (reorganised?)`)
      return buildTransaction({ account, network, transaction, receipt, timestamp, frames: hit.frames, internalOperations: operations[i] ?? [], tokens })
    })
  }

  return {
    async fetch({ account, chainId, cursor, signal }) {
      if (!account) throw new HistoryAccountRequiredError()
      if (!isEvmAddress(account)) throw new InvalidEvmAddressError(account)
      const network = parameters.networks.find((n) => n.caipNetworkId === chainId)
      if (network?.chainNamespace !== 'eip155') throw new HistoryNetworkError(chainId)
      const position = cursor === undefined ? undefined : parseRpcCursor(cursor)
      const state = stateOf(network)
      const reader = createNodeReader(parameters.rpc.forNetwork(network), { signal })
      const lower = account.toLowerCase()
      const [source, start] = await Promise.all([
        state.source(),
        position ?? reader.blockNumber().then((head) => ({ block: head, index: Number.MAX_SAFE_INTEGER })),
      ])
      const carry = state.carries.get(lower)
      const { page, next } = await collect(reader, state, lower, source, start, cursor !== undefined && carry?.cursor === cursor ? carry : undefined)
      return { data: await describe(reader, network, state, lower, source, page), next }
    },
  }
}
