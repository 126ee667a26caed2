/** Selector of Multicall3 `aggregate3((address,bool,bytes)[])`. */
export const AGGREGATE3 = '0x82ad56cb'
/**
 * Selector of Multicall3 `getEthBalance(address)`: the native balance inside an `aggregate3`.
 *
 * @example
 * import { encodeAddressCall, GET_ETH_BALANCE } from 'portico/chains/eip155'
 * encodeAddressCall(GET_ETH_BALANCE, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export const GET_ETH_BALANCE = '0x4d2301cc'
/**
 * Selector of ERC-20 `balanceOf(address)`.
 *
 * @example
 * import { BALANCE_OF, encodeAddressCall } from 'portico/chains/eip155'
 * encodeAddressCall(BALANCE_OF, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export const BALANCE_OF = '0x70a08231'

const word = (value: bigint | number) => BigInt(value).toString(16).padStart(64, '0')
const strip = (hex: string) => (hex.startsWith('0x') ? hex.slice(2) : hex).toLowerCase()

/**
 * ABI-encodes a call with one address argument, e.g. `balanceOf(owner)`.
 *
 * @example
 * import { BALANCE_OF, encodeAddressCall } from 'portico/chains/eip155'
 * encodeAddressCall(BALANCE_OF, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0x70a08231' + 24 zeros + 'f39f…2266'
 */
export function encodeAddressCall(selector: string, address: string): string {
  return `${selector}${strip(address).padStart(64, '0')}`
}

/**
 * ABI-encodes Multicall3 `aggregate3(calls)` with `allowFailure = true` for every call, so one
 * failing call (a wrong token address) does not fail the batch. Send it as the `data` of one
 * `eth_call` to Multicall3 and read the answer with {@link decodeAggregate3}.
 *
 * @example
 * import { encodeAggregate3 } from 'portico/chains/eip155'
 * const symbolOf = { target: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', callData: '0x95d89b41' } // symbol()
 * const data = encodeAggregate3([symbolOf])
 */
export function encodeAggregate3(calls: readonly { target: string; callData: string }[]): string {
  const tuples = calls.map(({ target, callData }) => {
    const data = strip(callData)
    const padded = data.padEnd(Math.ceil(data.length / 64) * 64, '0')
    return word(BigInt(`0x${strip(target)}`)) + word(1) + word(96) + word(data.length / 2) + padded
  })
  let offset = calls.length * 32
  const heads = tuples.map((tuple) => {
    const head = word(offset)
    offset += tuple.length / 2
    return head
  })
  return `${AGGREGATE3}${word(32)}${word(calls.length)}${heads.join('')}${tuples.join('')}`
}

/**
 * A value in an ABI answer was out of bounds: the node's answer is not an aggregate3 result.
 *
 * @example
 * import { AbiDecodeError, decodeAggregate3 } from 'portico/chains/eip155'
 * try { decodeAggregate3('0x1234') } catch (error) { console.log(error instanceof AbiDecodeError) } // true
 */
export class AbiDecodeError extends Error {
  override name = 'AbiDecodeError'
}

/**
 * Decodes the `(bool success, bytes returnData)[]` answer of Multicall3 `aggregate3`, checking
 * every offset and length against the data (a malformed answer throws {@link AbiDecodeError}).
 *
 * @example
 * import { decodeAggregate3 } from 'portico/chains/eip155'
 * const answer = '0x' + [32, 1, 32, 1, 64, 1].map((n) => n.toString(16).padStart(64, '0')).join('') + 'ff'.padEnd(64, '0')
 * decodeAggregate3(answer) // [{ success: true, returnData: '0xff' }]
 */
export function decodeAggregate3(answer: string): { success: boolean; returnData: string }[] {
  const data = strip(answer)
  if (!/^[0-9a-f]*$/.test(data) || data.length % 64 !== 0) throw new AbiDecodeError('Not ABI-encoded data')
  const read = (byte: number): number => {
    if (byte < 0 || byte % 32 !== 0 || (byte + 32) * 2 > data.length) throw new AbiDecodeError(`Offset ${byte} out of bounds`)
    const value = BigInt(`0x${data.slice(byte * 2, byte * 2 + 64)}`)
    if (value > BigInt(data.length)) throw new AbiDecodeError(`Value ${value} out of bounds`)
    return Number(value)
  }
  const array = read(0)
  const length = read(array)
  const start = array + 32
  return Array.from({ length }, (_, index) => {
    const tuple = start + read(start + index * 32)
    const flag = read(tuple)
    if (flag > 1) throw new AbiDecodeError('Bad bool')
    const bytesAt = tuple + read(tuple + 32)
    const size = read(bytesAt)
    const from = (bytesAt + 32) * 2
    if (from + size * 2 > data.length) throw new AbiDecodeError('Bytes out of bounds')
    return { success: flag === 1, returnData: `0x${data.slice(from, from + size * 2)}` }
  })
}

/**
 * Reads a `uint256` answer (exactly 32 bytes) as a bigint; anything else gives `undefined`.
 *
 * @example
 * import { decodeUint256 } from 'portico/chains/eip155'
 * decodeUint256('0x' + '0'.repeat(63) + '1') // 1n
 */
export function decodeUint256(returnData: string): bigint | undefined {
  const data = strip(returnData)
  return /^[0-9a-f]{64}$/.test(data) ? BigInt(`0x${data}`) : undefined
}
