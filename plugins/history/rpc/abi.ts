/**
 * The few ABI pieces the RPC history provider reads: event topics, selectors and decoders for
 * words, address topics, uint arrays and token names. Hand-written (no viem in the page).
 */

/** `Transfer(address indexed from, address indexed to, uint256 value)`: ERC-20 (3 topics) and ERC-721 (tokenId indexed, 4 topics). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** ERC-1155 `TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)`. */
export const TRANSFER_SINGLE_TOPIC = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
/** ERC-1155 `TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)`. */
export const TRANSFER_BATCH_TOPIC = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'
/** ERC-20/721 `Approval(address indexed owner, address indexed spender, uint256)`. */
export const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'
/** ERC-721/1155 `ApprovalForAll(address indexed owner, address indexed operator, bool)`. */
export const APPROVAL_FOR_ALL_TOPIC = '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31'

/** Selectors of calls that grant an allowance: approve, setApprovalForAll, increaseAllowance, permit. */
export const APPROVE_SELECTORS = ['0x095ea7b3', '0xa22cb465', '0x39509351', '0xd505accf'] as const
/** Selectors of token transfers: transfer, transferFrom, safeTransferFrom (ERC-721). */
export const TRANSFER_SELECTORS = ['0xa9059cbb', '0x23b872dd', '0x42842e0e'] as const
/** `name()`, `symbol()`, `decimals()`. */
export const NAME_SELECTOR = '0x06fdde03'
export const SYMBOL_SELECTOR = '0x95d89b41'
export const DECIMALS_SELECTOR = '0x313ce567'

/** The zero address: a transfer from it is a mint, to it a burn. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

const strip = (hex: string) => (hex.startsWith('0x') ? hex.slice(2) : hex).toLowerCase()

/** An address as a 32-byte indexed topic. @example addressTopic('0xAb…') // '0x000…ab…' */
export const addressTopic = (address: string) => `0x${strip(address).padStart(64, '0')}`

/** The address in an indexed topic (lower case). @example topicAddress('0x000…ab…') // '0xab…' */
export const topicAddress = (topic: string) => `0x${strip(topic).slice(-40)}`

/** The `index`-th 32-byte word of ABI data as a bigint; `undefined` when the data is too short. */
export function word(data: string, index: number): bigint | undefined {
  const hex = strip(data).slice(index * 64, index * 64 + 64)
  return hex.length === 64 ? BigInt(`0x${hex}`) : undefined
}

/**
 * Decodes `(uint256[] a, uint256[] b)` (ERC-1155 TransferBatch data); `undefined` when malformed
 * or the lengths differ.
 *
 * @example
 * decodeUintArrayPair(log.data) // { first: [1n, 2n], second: [10n, 20n] }
 */
export function decodeUintArrayPair(data: string): { first: bigint[]; second: bigint[] } | undefined {
  const words = strip(data).length / 64
  const array = (offsetWord: bigint | undefined) => {
    if (offsetWord === undefined || offsetWord % 32n !== 0n) return undefined
    const at = Number(offsetWord / 32n)
    const length = word(data, at)
    if (length === undefined || BigInt(at) + 1n + length > BigInt(words)) return undefined
    return Array.from({ length: Number(length) }, (_, i) => word(data, at + 1 + i) as bigint)
  }
  const first = array(word(data, 0))
  const second = array(word(data, 1))
  return first && second && first.length === second.length ? { first, second } : undefined
}

/**
 * Decodes a token's `name()` / `symbol()` answer: an ABI `string`, or a `bytes32` (old tokens
 * such as MKR). `undefined` when empty or malformed. The text is untrusted (clean it before use).
 *
 * @example
 * decodeAbiText('0x' + '50555344'.padEnd(64, '0')) // 'PUSD'
 */
export function decodeAbiText(returnData: string): string | undefined {
  const data = strip(returnData)
  if (!/^[0-9a-f]*$/.test(data)) return undefined
  let bytes: string
  if (data.length === 64) {
    bytes = data.replace(/(?:00)+$/, '')
  } else {
    const offset = word(returnData, 0)
    if (offset === undefined || offset % 32n !== 0n || offset * 2n + 64n > BigInt(data.length)) return undefined
    const at = Number(offset / 32n)
    const length = word(returnData, at)
    if (length === undefined || BigInt((at + 1) * 64) + length * 2n > BigInt(data.length)) return undefined
    bytes = data.slice((at + 1) * 64, (at + 1) * 64 + Number(length) * 2)
  }
  if (bytes.length === 0 || bytes.length % 2 !== 0) return undefined
  const text = new TextDecoder().decode(Uint8Array.from(bytes.match(/../g) ?? [], (byte) => parseInt(byte, 16)))
  return text === '' ? undefined : text
}
