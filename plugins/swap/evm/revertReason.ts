import { decodeAbiParameters } from 'viem'

/** Selector of Solidity's `Error(string)`. */
const ERROR_STRING = '0x08c379a0'
const REVERTED = /(?:execution reverted|reverted with reason string)[:\s]*'?([^'\n]*)'?/i

function decodeErrorString(data: unknown): string | undefined {
  if (typeof data !== 'string' || !data.startsWith(ERROR_STRING)) return undefined
  try {
    return decodeAbiParameters([{ type: 'string' }], `0x${data.slice(ERROR_STRING.length)}`)[0]
  } catch {
    return undefined
  }
}

/**
 * The revert reason inside a node or wallet error, if there is one: the `Error(string)` in the
 * error's `data` (at any depth of `data` or `cause`), else the text after 'execution reverted:'.
 *
 * @example
 * revertReason({ code: 3, message: 'execution reverted: UniswapV2Router: EXPIRED', data: '0x08c379a0…' }) // 'UniswapV2Router: EXPIRED'
 */
export function revertReason(error: unknown): string | undefined {
  let fromMessage: string | undefined
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const { data, message, cause } = current as { data?: unknown; message?: unknown; cause?: unknown }
    const decoded = decodeErrorString(data)
    if (decoded) return decoded
    if (!fromMessage && typeof message === 'string') fromMessage = REVERTED.exec(message)?.[1]?.trim() || undefined
    queue.push(data, cause)
  }
  return fromMessage
}
