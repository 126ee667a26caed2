import { base58Decode } from '../../../kernel/caip/base58'
import { isBitcoinAddress } from '../../../kernel/caip/isBitcoinAddress'

/**
 * What a Bitcoin address pays to, as far as message signatures go: a key hash (P2PKH), a
 * script hash (P2SH, e.g. a wrapped P2WPKH), a v0 witness key hash (P2WPKH), or something a
 * single key's message signature cannot prove (taproot, P2WSH).
 */
export type BitcoinAddressPayload =
  | { type: 'p2pkh' | 'p2sh' | 'p2wpkh'; hash: Uint8Array }
  | { type: 'other' }

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const P2PKH_VERSIONS = new Set([0x00, 0x6f])

/**
 * Decodes a Bitcoin address (checksums checked by `isBitcoinAddress`) into its payload; throws
 * a `TypeError` for anything that is not a Bitcoin address.
 *
 * @example
 * import { bitcoinAddressPayload } from './bitcoinAddress'
 * bitcoinAddressPayload('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // { type: 'p2wpkh', hash: Uint8Array(20) }
 */
export function bitcoinAddressPayload(address: string): BitcoinAddressPayload {
  if (!isBitcoinAddress(address)) throw new TypeError('Not a Bitcoin address')
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (/^(bc|tb|bcrt)1/.test(lower) && separator > 0) {
    const groups = [...lower.slice(separator + 1, -6)].map((c) => BECH32_CHARSET.indexOf(c))
    const [version, ...program5] = groups
    const bytes: number[] = []
    let accumulator = 0
    let bits = 0
    for (const group of program5) {
      accumulator = (accumulator << 5) | group
      bits += 5
      if (bits >= 8) {
        bits -= 8
        bytes.push((accumulator >> bits) & 0xff)
      }
    }
    return version === 0 && bytes.length === 20 ? { type: 'p2wpkh', hash: Uint8Array.from(bytes) } : { type: 'other' }
  }
  const decoded = base58Decode(address)
  return { type: P2PKH_VERSIONS.has(decoded[0] ?? -1) ? 'p2pkh' : 'p2sh', hash: decoded.subarray(1, 21) }
}
