import { isSolanaAddress, PluginError, type CaipNetwork, type RpcService } from 'portico'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from 'portico/chains/solana'
import { checkIntegerOption, HistoryAccountRequiredError, HistoryNetworkError } from '../errors'
import type { HistoryService } from '../types'
import { buildSolanaTransaction } from './buildSolanaTransaction'
import { createSolanaReader, type SignatureInfo } from './solanaReader'

/** Transactions per page unless configured. */
export const DEFAULT_SOLANA_PAGE_SIZE = 20
/** The most signatures `getSignaturesForAddress` gives per call. */
const MAX_SIGNATURES = 1_000

/**
 * Options of {@link createSolanaHistoryService}.
 *
 * @example
 * import type { CreateSolanaHistoryServiceParameters } from 'portico/plugins/history'
 * import { createRpcService, solana } from 'portico'
 * const options: CreateSolanaHistoryServiceParameters = { networks: [solana], rpc: createRpcService({}), pageSize: 10 }
 */
export type CreateSolanaHistoryServiceParameters = {
  /** The networks it may read (solana only); a fetch for another chain id fails with 'Unsupported chain'. */
  networks: readonly CaipNetwork[]
  /** JSON-RPC transports per network: `services.rpc` in a plugin, `createRpcService({})` elsewhere. */
  rpc: Pick<RpcService, 'forNetwork'>
  /** Transactions per page, 1 to 1000. Default {@link DEFAULT_SOLANA_PAGE_SIZE}. */
  pageSize?: number | undefined
}

/** One address's signatures as read: the entries to show, whether the node had more (the list was full), and the lowest slot read. */
type SignatureList = { entries: SignatureInfo[]; full: boolean; lowestSlot: number }

/**
 * The newest transactions of several signature lists (each newest first) that are surely
 * complete: a full list may go on below its lowest slot, so only slots above the highest such
 * slot count. Whole slots only (the order inside a slot is the node's, not known here): at least
 * `pageSize` transactions unless fewer are sure, more when a slot runs over.
 */
function newestWholeSlots(lists: readonly SignatureList[], pageSize: number) {
  const cut = Math.max(-1, ...lists.filter((list) => list.full).map((list) => list.lowestSlot))
  const sure = new Map<string, SignatureInfo>()
  for (const entry of lists.flatMap((list) => list.entries)) if (entry.slot > cut) sure.set(entry.signature, entry)
  const sorted = [...sure.values()].sort((a, b) => b.slot - a.slot)
  const last = sorted[pageSize - 1]
  const page = last ? sorted.filter((entry) => entry.slot >= last.slot) : sorted
  return { page, more: page.length < sorted.length || cut >= 0 }
}

/**
 * A history service for Solana over any JSON-RPC node (spec section 3's item shape, like the EVM
 * provider's): the account's signatures (`getSignaturesForAddress`), and those of the token
 * accounts it holds (an incoming token transfer names the token account, not its owner), merged
 * newest first; each transaction (`getTransaction`) read as what the account's SOL and token
 * balances gained or lost (SOL and SPL Token / Token-2022 transfers, in / out / self, exact
 * amounts as decimal text; the fee left out). The cursor is the page's oldest signature, the
 * `before` of the next page, which skips the rest of that slot (a page holds whole slots): no
 * repeat, no gap. A page costs three round trips (signatures and token accounts; the token
 * accounts' signatures; transactions), each one batched POST. Token accounts the owner closed are
 * no longer listed by the node: their past incoming transfers are not found.
 *
 * @example
 * import { createPortico, solana } from 'portico'
 * import history, { createSolanaHistoryService } from 'portico/plugins/history'
 * const portico = createPortico({ networks: [solana], plugins: [history({ namespaces: ['eip155', 'solana'] })] }) // the default services
 * const service = createSolanaHistoryService({ networks: [solana], rpc: portico.services.rpc })
 * const { data, next } = await service.fetch({ account: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', chainId: solana.caipNetworkId })
 */
export function createSolanaHistoryService(parameters: CreateSolanaHistoryServiceParameters): HistoryService {
  const pageSize = checkIntegerOption('pageSize', parameters.pageSize ?? DEFAULT_SOLANA_PAGE_SIZE, 1, MAX_SIGNATURES)
  return {
    async fetch({ account, chainId, cursor, signal }) {
      if (!account) throw new HistoryAccountRequiredError()
      if (!isSolanaAddress(account)) throw new PluginError(`Invalid Solana address: ${String(account).slice(0, 64)}`)
      const network = parameters.networks.find((n) => n.caipNetworkId === chainId)
      if (network?.chainNamespace !== 'solana') throw new HistoryNetworkError(chainId)
      const reader = createSolanaReader(parameters.rpc.forNetwork(network), { signal })
      const read = async (limit: number) => {
        const [own, plain, extended, cursorSlot] = await Promise.all([
          reader.signatures(account, { before: cursor, limit }),
          reader.tokenAccounts(account, TOKEN_PROGRAM_ID),
          reader.tokenAccounts(account, TOKEN_2022_PROGRAM_ID),
          cursor === undefined ? undefined : reader.slotOf(cursor),
        ])
        if (cursor !== undefined && cursorSlot === undefined) throw new PluginError(`The node does not know the history cursor ${cursor.slice(0, 88)}`)
        const tokens = await Promise.all([...plain, ...extended].map((tokenAccount) => reader.signatures(tokenAccount, { before: cursor, limit })))
        const lists = [own, ...tokens].map((list) => ({
          // The previous page held the cursor's whole slot: what is left of it is not shown again.
          entries: cursorSlot === undefined ? list : list.filter((entry) => entry.slot < cursorSlot),
          full: list.length >= limit,
          lowestSlot: list[list.length - 1]?.slot ?? -1,
        }))
        return newestWholeSlots(lists, pageSize)
      }
      let found = await read(pageSize + 1)
      // One slot held more than a page of the account's transactions: read as far as a node gives.
      if (found.page.length === 0 && found.more) found = await read(MAX_SIGNATURES)
      if (found.page.length === 0 && found.more) throw new PluginError('More than 1,000 transactions of this account in one slot: its history cannot be paged')
      const transactions = await Promise.all(found.page.map((entry) => reader.transaction(entry.signature)))
      const data = found.page.map((entry, i) => {
        const transaction = transactions[i]
        if (!transaction) throw new PluginError(`The node does not know transaction ${entry.signature} any more`)
        return buildSolanaTransaction({ account, network, signature: entry.signature, transaction, blockTime: entry.blockTime })
      })
      return { data, next: found.more ? found.page[found.page.length - 1]?.signature : undefined }
    },
  }
}
