import type { CaipNetworkId } from 'portico'

/**
 * Where a transaction stands (spec section 3): mined and succeeded, mined and reverted, or sent
 * but not mined yet.
 *
 * @example
 * import type { TransactionStatus } from 'portico/plugins/history'
 * const status: TransactionStatus = 'pending'
 */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/**
 * Which way a transfer moved, seen from the account: received, sent, or to itself.
 *
 * @example
 * import type { TransferDirection } from 'portico/plugins/history'
 * const direction: TransferDirection = 'in'
 */
export type TransferDirection = 'in' | 'out' | 'self'

/**
 * What a transaction did, as indexers name it (`send`, `receive`, `trade`, `approve`, `mint`,
 * `burn`, `deploy`, `execute`, ...). Open: an indexer may send others; the view shows them as
 * they come.
 *
 * @example
 * import type { OperationType } from 'portico/plugins/history'
 * const type: OperationType = 'trade'
 */
export type OperationType = string

/**
 * A transaction's facts (spec section 3).
 *
 * @example
 * import type { TransactionMetadata } from 'portico/plugins/history'
 * const metadata: TransactionMetadata = { minedAt: '2025-01-01T00:00:12.000Z', chain: 'eip155:1', operationType: 'send',
 *   hash: '0xabc…', status: 'confirmed', sentFrom: '0xf39F…', sentTo: '0x7099…', nonce: 0 }
 */
export type TransactionMetadata = {
  /** When the block was mined (ISO 8601); for a pending transaction, when it was sent. */
  minedAt: string
  /** CAIP-2 id of the network, e.g. `eip155:1` (any namespace an indexer knows). */
  chain: string
  operationType: OperationType
  /** Transaction hash. */
  hash: string
  status: TransactionStatus
  /** The transaction's sender. */
  sentFrom: string
  /** The transaction's recipient (a contract for token transfers), or the created contract. */
  sentTo: string
  /** The sender's nonce; absent while a node has not reported it (pending). */
  nonce?: number | undefined
}

/**
 * A fungible asset moved by a transfer.
 *
 * @example
 * import type { FungibleInfo } from 'portico/plugins/history'
 * const info: FungibleInfo = { name: 'Ether', symbol: 'ETH' }
 */
export type FungibleInfo = {
  name: string
  symbol: string
  /** Token icon; shown only when it is an `https:` or `data:image` URL. */
  icon?: { url: string } | undefined
}

/**
 * An NFT moved by a transfer.
 *
 * @example
 * import type { NftInfo } from 'portico/plugins/history'
 * const info: NftInfo = { name: 'Punk #7', contract_address: '0xb47e…', token_id: '7', content: { preview: { url: 'https://…/7.png' } }, flags: { is_spam: false } }
 */
export type NftInfo = {
  name: string
  /** The collection contract, as indexers of this shape name it; with `token_id`, what tells the account's NFTs apart (the NFTs tab). */
  contract_address?: string | undefined
  /** The token id as decimal text. */
  token_id?: string | undefined
  content?: { preview?: { url: string } | undefined } | undefined
  /** `is_spam: true` marks an airdrop nobody asked for; a transaction of only spam is dropped (spec section 5). */
  flags: { is_spam: boolean }
}

/**
 * One asset movement of a transaction: exactly one of `fungible_info` or `nft_info`.
 *
 * @example
 * import type { TransactionTransfer } from 'portico/plugins/history'
 * const transfer: TransactionTransfer = { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'out', quantity: { numeric: '0.5' } }
 */
export type TransactionTransfer = {
  fungible_info?: FungibleInfo | undefined
  nft_info?: NftInfo | undefined
  direction: TransferDirection
  /** The amount as an exact decimal text in whole tokens (`'1.5'`), never a float. */
  quantity: { numeric: string }
}

/**
 * One item of the history (spec section 3), the shape every {@link HistoryService} emits.
 *
 * @example
 * import type { Transaction } from 'portico/plugins/history'
 * const sent = (t: Transaction) => t.transfers.filter((transfer) => transfer.direction === 'out')
 */
export type Transaction = {
  /** Unique within a network; the RPC provider uses the hash. */
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}

/**
 * What a history fetch asks for (spec section 7).
 *
 * @example
 * import type { HistoryFetchParameters } from 'portico/plugins/history'
 * const first: HistoryFetchParameters = { account: '0xf39F…', chainId: 'eip155:1' }
 */
export type HistoryFetchParameters = {
  /** The account address, without a CAIP prefix. */
  account: string
  /** CAIP-2 id of the network whose history to list. */
  chainId: CaipNetworkId
  /** The previous page's `next`; absent for the first page. */
  cursor?: string | undefined
  /** An onramp provider whose purchases to list (`'coinbase'`, `'meld'`: spec section 9); an indexer gets it as a param. */
  onramp?: string | undefined
  /** Aborting it rejects the fetch with 'Request was aborted'. */
  signal?: AbortSignal | undefined
}

/**
 * One page of history: newest first, and the cursor of the next (older) page, absent on the last.
 *
 * @example
 * import type { HistoryPage } from 'portico/plugins/history'
 * const last = (page: HistoryPage) => page.next === undefined
 */
export type HistoryPage = { data: Transaction[]; next: string | undefined }

/**
 * A source of transaction history. Implementations MUST return transactions of `chainId` only,
 * newest first, each at most once across the pages of one cursor chain; MUST treat `cursor` as
 * the position after the previous page (never page one again); SHOULD answer with a `next`
 * cursor while older transactions exist. Portico ships two: {@link createHttpHistoryService} for
 * an indexer speaking the documented shape, {@link createRpcHistoryService} for any EVM JSON-RPC
 * node.
 *
 * @example
 * import type { HistoryService } from 'portico/plugins/history'
 * const none: HistoryService = { fetch: async () => ({ data: [], next: undefined }) }
 */
export type HistoryService = {
  fetch(parameters: HistoryFetchParameters): Promise<HistoryPage>
}
