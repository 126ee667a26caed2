import { InvalidHistoryCursorError } from '../errors'

/** A transaction's place in the chain: block number, then index in the block. */
export type ChainPosition = { block: number; index: number }

const CURSOR = /^(\d{1,15}):(\d{1,9})$/

/**
 * Writes the RPC provider's cursor, `"{block}:{index}"`: the next page holds only transactions
 * strictly before this position (older blocks, or the same block at a lower transaction index).
 *
 * @example
 * formatRpcCursor({ block: 120, index: 3 }) // '120:3'
 */
export const formatRpcCursor = (position: ChainPosition): string => `${position.block}:${position.index}`

/**
 * Reads a cursor written by {@link formatRpcCursor}; anything else throws
 * {@link InvalidHistoryCursorError}.
 *
 * @example
 * parseRpcCursor('120:3') // { block: 120, index: 3 }
 */
export function parseRpcCursor(cursor: string): ChainPosition {
  const match = CURSOR.exec(cursor)
  if (!match) throw new InvalidHistoryCursorError(cursor)
  return { block: Number(match[1]), index: Number(match[2]) }
}

/** Whether `a` comes strictly before `b` in the chain. */
export const isBefore = (a: ChainPosition, b: ChainPosition): boolean => a.block < b.block || (a.block === b.block && a.index < b.index)

/** Newest first. */
export const newestFirst = (a: ChainPosition, b: ChainPosition): number => b.block - a.block || b.index - a.index
