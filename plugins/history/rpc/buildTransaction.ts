import { formatUnits, toChecksumAddress, type CaipNetwork } from 'portico'
import type { OperationType, Transaction, TransactionTransfer, TransferDirection } from '../types'
import {
  APPROVAL_FOR_ALL_TOPIC,
  APPROVAL_TOPIC,
  APPROVE_SELECTORS,
  decodeUintArrayPair,
  topicAddress,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SELECTORS,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
  word,
  ZERO_ADDRESS,
} from './abi'
import type { NodeInternalOperation, NodeLog, NodeReceipt, NodeTrace, NodeTransaction } from './nodeReader'
import type { TokenMetadata } from './tokenMetadata'

/** What one transaction of the page is built from. */
export type TransactionFacts = {
  /** The account, lower case. */
  account: string
  network: CaipNetwork
  transaction: NodeTransaction
  receipt: NodeReceipt
  /** Block timestamp, seconds. */
  timestamp: number
  /** `trace_filter` frames from or to the account. */
  frames: readonly NodeTrace[]
  /** Otterscan internal operations of the transaction. */
  internalOperations: readonly NodeInternalOperation[]
  /** Token metadata by lower-case contract address. */
  tokens: ReadonlyMap<string, TokenMetadata>
}

/** A movement before it is written as a transfer: who, what, how much. */
type Movement = { from: string; to: string; mint: boolean; burn: boolean; transfer: Omit<TransactionTransfer, 'direction'> }

const lower = (address: string | null | undefined) => address?.toLowerCase() ?? ''

/** ERC-20 / ERC-721 / ERC-1155 transfers in the receipt's logs. */
function tokenMovements(logs: readonly NodeLog[], tokens: ReadonlyMap<string, TokenMetadata>): Movement[] {
  return logs.flatMap((log): Movement[] => {
    const [topic0, ...indexed] = log.topics
    const token = tokens.get(lower(log.address))
    if (!token) return []
    const nft = (id: bigint, amount: bigint) => ({
      nft_info: { name: `${token.name} #${id}`, contract_address: lower(log.address), token_id: id.toString(), flags: { is_spam: false } },
      quantity: { numeric: amount.toString() },
    })
    const movement = (from: string, to: string, transfer: Movement['transfer']): Movement => ({ from, to, mint: from === ZERO_ADDRESS, burn: to === ZERO_ADDRESS, transfer })
    if (topic0 === TRANSFER_TOPIC && indexed.length === 2) {
      const value = word(log.data, 0)
      if (value === undefined) return []
      const fungible = { fungible_info: { name: token.name, symbol: token.symbol }, quantity: { numeric: formatUnits(value, token.decimals) } }
      return [movement(topicAddress(indexed[0]!), topicAddress(indexed[1]!), fungible)]
    }
    if (topic0 === TRANSFER_TOPIC && indexed.length === 3) return [movement(topicAddress(indexed[0]!), topicAddress(indexed[1]!), nft(BigInt(indexed[2]!), 1n))]
    if (topic0 === TRANSFER_SINGLE_TOPIC && indexed.length === 3) {
      const [id, amount] = [word(log.data, 0), word(log.data, 1)]
      return id === undefined || amount === undefined ? [] : [movement(topicAddress(indexed[1]!), topicAddress(indexed[2]!), nft(id, amount))]
    }
    if (topic0 === TRANSFER_BATCH_TOPIC && indexed.length === 3) {
      const pair = decodeUintArrayPair(log.data)
      return pair ? pair.first.map((id, i) => movement(topicAddress(indexed[1]!), topicAddress(indexed[2]!), nft(id, pair.second[i]!))) : []
    }
    return []
  })
}

/** Native currency moved by the transaction: from trace frames, or the top-level value plus Otterscan's internal operations. */
function nativeMovements(facts: TransactionFacts): Movement[] {
  const { transaction, frames, internalOperations, network } = facts
  const native = (from: string, to: string, value: bigint): Movement[] =>
    value > 0n
      ? [{ from: lower(from), to: lower(to), mint: false, burn: false, transfer: { fungible_info: { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol }, quantity: { numeric: formatUnits(value, network.nativeCurrency.decimals) } } }]
      : []
  if (frames.length > 0) {
    return frames.flatMap((frame) => {
      if (frame.error !== undefined) return []
      const { action } = frame
      if (frame.type === 'suicide') return native(action.address ?? '', action.refundAddress ?? '', BigInt(action.balance ?? '0x0'))
      return native(action.from ?? '', action.to ?? frame.result?.address ?? '', BigInt(action.value ?? '0x0'))
    })
  }
  const to = transaction.to ?? facts.receipt.contractAddress ?? ''
  // Erigon lists only inner calls; anvil also lists the top-level one: skip it once, it is counted above.
  const topLevel = internalOperations.findIndex((op) => lower(op.from) === lower(transaction.from) && lower(op.to) === lower(to) && BigInt(op.value) === BigInt(transaction.value))
  return [
    ...native(transaction.from, to, BigInt(transaction.value)),
    ...internalOperations.filter((_, i) => i !== topLevel).flatMap((operation) => native(operation.from, operation.to, BigInt(operation.value))),
  ]
}

const DIRECTION_ORDER: Record<TransferDirection, number> = { out: 0, in: 1, self: 2 }

/** The name indexers give what a transaction did, from its transfers, logs and input. */
function operationTypeOf(facts: TransactionFacts, movements: readonly Movement[], transfers: readonly TransactionTransfer[]): OperationType {
  const directions = new Set(transfers.map((t) => t.direction))
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('in')) return movements.every((m) => m.mint) ? 'mint' : 'receive'
  if (directions.has('out')) return movements.every((m) => m.burn) ? 'burn' : 'send'
  if (directions.has('self')) return 'send'
  const { transaction, receipt } = facts
  const selector = transaction.input.slice(0, 10).toLowerCase()
  const approvalLog = receipt.logs.some((log) => (log.topics[0] === APPROVAL_TOPIC || log.topics[0] === APPROVAL_FOR_ALL_TOPIC) && log.topics[1] !== undefined && topicAddress(log.topics[1]) === facts.account)
  if (approvalLog || (APPROVE_SELECTORS as readonly string[]).includes(selector)) return 'approve'
  if (!transaction.to) return 'deploy'
  // A reverted transfer moved nothing; it still reads as the send it tried to be.
  if (receipt.status === '0x0' && (BigInt(transaction.value) > 0n || (TRANSFER_SELECTORS as readonly string[]).includes(selector))) return 'send'
  return 'execute'
}

/**
 * Writes one mined transaction as a history item (spec section 3): the account's token and
 * native transfers with their direction and exact amounts (decimal text from bigint base units),
 * the operation type (`send`, `receive`, `trade`, `mint`, `burn`, `approve`, `deploy`,
 * `execute`), status from the receipt, and the block time.
 *
 * @example
 * const item = buildTransaction({ account, network, transaction, receipt, timestamp, frames: [], internalOperations: [], tokens })
 */
export function buildTransaction(facts: TransactionFacts): Transaction {
  const { account, transaction, receipt, network } = facts
  const succeeded = receipt.status !== '0x0'
  const movements = succeeded
    ? [...tokenMovements(receipt.logs, facts.tokens), ...nativeMovements(facts)].filter((m) => m.from === account || m.to === account)
    : []
  const transfers = movements
    .map((m): TransactionTransfer => ({ ...m.transfer, direction: m.from === account ? (m.to === account ? 'self' : 'out') : 'in' }))
    .sort((a, b) => DIRECTION_ORDER[a.direction] - DIRECTION_ORDER[b.direction])
  const sentTo = transaction.to ?? receipt.contractAddress ?? ''
  return {
    id: transaction.hash,
    metadata: {
      minedAt: new Date(facts.timestamp * 1000).toISOString(),
      chain: network.caipNetworkId,
      operationType: operationTypeOf(facts, movements, transfers),
      hash: transaction.hash,
      status: succeeded ? 'confirmed' : 'failed',
      sentFrom: toChecksumAddress(transaction.from),
      sentTo: sentTo ? toChecksumAddress(sentTo) : '',
      nonce: Number(BigInt(transaction.nonce)),
    },
    transfers,
  }
}
