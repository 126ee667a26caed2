import { base58Decode } from './base58.js'
import { ErrorCode, rpcError } from './errors.js'
import { jsonRpc } from './rpc.js'

/** Options a dapp may pass with `solana:signAndSendTransaction`. */
export interface SolanaSendOptions {
  readonly skipPreflight?: boolean
  readonly preflightCommitment?: string
  readonly maxRetries?: number
}

const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

/**
 * Sends a signed wire transaction to a Solana JSON-RPC node (`sendTransaction`, base64) and
 * returns the signature the node reports, checked against the one the wallet made.
 */
export async function sendWireTransaction(rpcUrl: string, signed: Uint8Array, expected: Uint8Array, options: SolanaSendOptions = {}): Promise<Uint8Array> {
  const config: Record<string, unknown> = { encoding: 'base64' }
  if (options.skipPreflight !== undefined) config.skipPreflight = Boolean(options.skipPreflight)
  if (typeof options.preflightCommitment === 'string') config.preflightCommitment = options.preflightCommitment
  if (typeof options.maxRetries === 'number') config.maxRetries = options.maxRetries
  let binary = ''
  for (const byte of signed) binary += String.fromCharCode(byte)
  const result = await jsonRpc(rpcUrl, 'sendTransaction', [btoa(binary), config])
  if (typeof result !== 'string' || !BASE58_SIGNATURE.test(result)) throw rpcError(ErrorCode.internal, 'The Solana node answered sendTransaction with no signature')
  const signature = base58Decode(result)
  if (signature.length !== 64 || !signature.every((byte, i) => byte === expected[i])) {
    throw rpcError(ErrorCode.internal, 'The Solana node reported a different signature')
  }
  return signature
}
