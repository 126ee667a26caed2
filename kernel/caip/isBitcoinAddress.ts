import { sha256 } from '@noble/hashes/sha2.js'
import { base58Decode } from './base58.js'

/** Base58Check version bytes: P2PKH and P2SH on mainnet, then on testnet / regtest. */
const BASE58_VERSIONS: ReadonlySet<number> = new Set([0x00, 0x05, 0x6f, 0xc4])
/** Human-readable parts of segwit addresses: mainnet, testnet / signet, regtest. */
const SEGWIT_PREFIXES: ReadonlySet<string> = new Set(['bc', 'tb', 'bcrt'])
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32_CONST = 1
const BECH32M_CONST = 0x2bc830a3

function isBase58CheckAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value)) return false
  const bytes = base58Decode(value)
  if (bytes.length !== 25 || !BASE58_VERSIONS.has(bytes[0] ?? -1)) return false
  const checksum = sha256(sha256(bytes.subarray(0, 21)))
  return checksum.subarray(0, 4).every((byte, i) => byte === bytes[21 + i])
}

function polymod(values: readonly number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = (((check & 0x1ffffff) << 5) ^ value) >>> 0
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) check = (check ^ (generator[i] ?? 0)) >>> 0
  }
  return check
}

function isSegwitAddress(value: string): boolean {
  if (value.length > 90 || (value !== value.toLowerCase() && value !== value.toUpperCase())) return false
  const lower = value.toLowerCase()
  const separator = lower.lastIndexOf('1')
  const prefix = lower.slice(0, separator)
  if (separator < 1 || !SEGWIT_PREFIXES.has(prefix)) return false
  const data: number[] = []
  for (const character of lower.slice(separator + 1)) {
    const index = BECH32_CHARSET.indexOf(character)
    if (index < 0) return false
    data.push(index)
  }
  // Witness version, at least one program group, six checksum groups.
  if (data.length < 8) return false
  const expanded = [...prefix].map((c) => c.charCodeAt(0) >> 5)
  expanded.push(0, ...[...prefix].map((c) => c.charCodeAt(0) & 31))
  const version = data[0] ?? -1
  if (version > 16) return false
  // BIP-350: version 0 uses bech32, versions 1 to 16 use bech32m.
  if (polymod([...expanded, ...data]) !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false
  // Regroup the program from 5-bit groups into bytes; leftover bits must be zero padding.
  let accumulator = 0
  let bits = 0
  let length = 0
  for (const group of data.slice(1, -6)) {
    accumulator = ((accumulator << 5) | group) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      length++
    }
  }
  if (bits >= 5 || (accumulator & ((1 << bits) - 1)) !== 0) return false
  if (length < 2 || length > 40) return false
  return version !== 0 || length === 20 || length === 32
}

/**
 * Tells whether a value is a Bitcoin (bip122) address: a Base58Check P2PKH / P2SH address
 * (mainnet `1…`/`3…`, testnet `m…`/`n…`/`2…`) with a valid double-SHA-256 checksum, or a
 * segwit address (`bc1…`, `tb1…`, `bcrt1…`) with a valid bech32 (v0) or bech32m (v1+)
 * checksum and witness program length (BIP-173, BIP-350). Mainnet and test networks are
 * both accepted; the CAIP-2 chain id says which one is meant.
 *
 * @example
 * import { isBitcoinAddress } from 'portico'
 * isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa') // true
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 * isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb') // false (checksum)
 */
export function isBitcoinAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false
  return isBase58CheckAddress(value) || isSegwitAddress(value)
}
