import { base58Encode, formatUnits } from 'portico'
import { parseWireTransaction } from '../../dev-wallet/src/solanaTransaction'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The System program's `Transfer` instruction index (u32 little-endian). */
const SYSTEM_TRANSFER = 2

/** Reads a compact-u16 at `offset`: [value, next offset]; `undefined` when truncated. */
function shortVec(bytes: Uint8Array, offset: number): [number, number] | undefined {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) return undefined
    value |= (byte & 0x7f) << (7 * i)
    if ((byte & 0x80) === 0) return [value, offset + i + 1]
  }
  return undefined
}

const u64 = (bytes: Uint8Array) => bytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n)

/**
 * What a Solana wire transaction does, in one line for the wallet's owner: the fee payer, each
 * System transfer (exact SOL from lamports) and how many other instructions there are, by
 * program. Untrusted bytes: a transaction it cannot read is described as such, never thrown.
 *
 * @example
 * describeSolanaTransaction(wire) // 'Fee payer 7x..; transfer 0.5 SOL to 9y..'
 */
export function describeSolanaTransaction(bytes: Uint8Array): string {
  let message: Uint8Array
  try {
    message = parseWireTransaction(bytes).message
  } catch {
    return 'An unreadable Solana transaction'
  }
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const keyCount = shortVec(message, header + 3)
  if (!keyCount) return 'An unreadable Solana transaction'
  const keys = Array.from({ length: keyCount[0] }, (_, i) => base58Encode(message.slice(keyCount[1] + i * 32, keyCount[1] + (i + 1) * 32)))
  const parts = [`Fee payer ${keys[0] ?? '?'}`]
  let cursor = shortVec(message, keyCount[1] + keys.length * 32 + 32)
  const others = new Map<string, number>()
  for (let i = 0; cursor && i < cursor[0]; i++) {
    const program = keys[message[cursor[1]] ?? -1] ?? 'a looked-up program'
    const accounts = shortVec(message, cursor[1] + 1)
    if (!accounts) break
    const indexes = [...message.slice(accounts[1], accounts[1] + accounts[0])]
    const length = shortVec(message, accounts[1] + accounts[0])
    if (!length) break
    const data = message.slice(length[1], length[1] + length[0])
    const next = length[1] + length[0]
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (program === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === SYSTEM_TRANSFER)
      parts.push(`transfer ${formatUnits(u64(data.slice(4)), 9)} SOL to ${keys[indexes[1] ?? -1] ?? '?'}`)
    else others.set(program, (others.get(program) ?? 0) + 1)
    cursor = [cursor[0], next]
  }
  for (const [program, count] of others) parts.push(`${count} instruction${count > 1 ? 's' : ''} of program ${program}`)
  return parts.join('; ')
}
