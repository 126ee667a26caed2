import { base58Decode, isBitcoinAddress } from 'portico'

/**
 * What a Bitcoin address pays to, as far as message signatures go: a key hash (P2PKH), a
 * script hash (P2SH, e.g. a wrapped P2WPKH), a v0 witness key hash (P2WPKH), a v1 witness
 * output key (P2TR, BIP-341), or something a single key's message signature cannot prove
 * (P2WSH, future witness versions).
 */
export type BitcoinAddressPayload =
  | { type: 'p2pkh' | 'p2sh' | 'p2wpkh'; hash: Uint8Array }
  | { type: 'p2tr'; outputKey: Uint8Array }
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
 * bitcoinAddressPayload('bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3') // { type: 'p2tr', outputKey: Uint8Array(32) }
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
      accumulator = ((accumulator << 5) | group) & 0xfff
      bits += 5
      if (bits >= 8) {
        bits -= 8
        bytes.push((accumulator >> bits) & 0xff)
      }
    }
    if (version === 0 && bytes.length === 20) return { type: 'p2wpkh', hash: Uint8Array.from(bytes) }
    if (version === 1 && bytes.length === 32) return { type: 'p2tr', outputKey: Uint8Array.from(bytes) }
    return { type: 'other' }
  }
  const decoded = base58Decode(address)
  return { type: P2PKH_VERSIONS.has(decoded[0] ?? -1) ? 'p2pkh' : 'p2sh', hash: decoded.subarray(1, 21) }
}

/**
 * The output script (scriptPubKey) an address payload pays to; `undefined` for `other`.
 *
 * @example
 * import { bitcoinAddressPayload, bitcoinScriptPubKey } from './bitcoinAddress'
 * bitcoinScriptPubKey(bitcoinAddressPayload('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')) // 0014…, 22 bytes
 */
export function bitcoinScriptPubKey(payload: BitcoinAddressPayload): Uint8Array | undefined {
  switch (payload.type) {
    case 'p2pkh':
      // OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG
      return Uint8Array.from([0x76, 0xa9, 0x14, ...payload.hash, 0x88, 0xac])
    case 'p2sh':
      // OP_HASH160 <20> OP_EQUAL
      return Uint8Array.from([0xa9, 0x14, ...payload.hash, 0x87])
    case 'p2wpkh':
      // OP_0 <20>
      return Uint8Array.from([0x00, 0x14, ...payload.hash])
    case 'p2tr':
      // OP_1 <32>
      return Uint8Array.from([0x51, 0x20, ...payload.outputKey])
    default:
      return undefined
  }
}
