import { blake2b } from '@noble/hashes/blake2.js'
import { base58Decode, base58Encode, isPolkadotAddress } from 'portico'

const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/** Generic Substrate format: what extensions report addresses in. */
export const GENERIC_SS58_FORMAT = 42

/**
 * SS58 address formats of the networks Portico knows, by CAIP-2 id (the genesis hash's first 32
 * hex characters): Polkadot 0, Kusama 2, Westend and the rest the generic 42.
 */
const SS58_FORMATS: Readonly<Record<string, number>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0,
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
}

/**
 * The SS58 address format of a polkadot network.
 *
 * @example
 * ss58FormatOf('polkadot:91b171bb158e2d3848fa23a9f1c25182') // 0
 */
export const ss58FormatOf = (caipNetworkId: string): number => SS58_FORMATS[caipNetworkId] ?? GENERIC_SS58_FORMAT

/**
 * An SS58 address's public key (32 bytes); `undefined` when it is not a valid single-byte-format address.
 *
 * @example
 * ss58PublicKey('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')?.length // 32
 */
export function ss58PublicKey(address: string): Uint8Array | undefined {
  return isPolkadotAddress(address) ? base58Decode(address).subarray(1, 33) : undefined
}

/**
 * Encodes a 32-byte public key as an SS58 address of `format` (0 to 63): the format byte, the
 * key, and the first two bytes of BLAKE2b-512('SS58PRE' ‖ format ‖ key), in base58.
 *
 * @example
 * encodeSs58(publicKey, 0) // '1…' (Polkadot)
 */
export function encodeSs58(publicKey: Uint8Array, format: number): string {
  if (publicKey.length !== 32 || !Number.isInteger(format) || format < 0 || format > 63) throw new RangeError('SS58: a 32-byte key and a format from 0 to 63')
  const body = new Uint8Array(33)
  body[0] = format
  body.set(publicKey, 1)
  const checksum = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 })
  return base58Encode(new Uint8Array([...body, checksum[0] ?? 0, checksum[1] ?? 0]))
}
