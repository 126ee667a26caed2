import * as z from 'zod/mini'
import { base58Decode, base58Encode } from 'portico'
import { fromBase64, solanaRequestParams, toBase64 } from 'portico/chains/solana'
import { parseWireTransaction } from '../../dev-wallet/src/solanaTransaction'
import { sendWireTransaction } from '../../dev-wallet/src/solanaSend'
import type { WalletKeys } from './accounts'
import { WalletRpcError } from './walletRpcError'

/** Solana chains the wallet can send on: CAIP-2 id -> JSON-RPC URL. */
export type SolanaRpcMap = Record<string, string>

/** The Solana methods this wallet serves (spec section 7: the solana wallet request methods). */
export const SOLANA_WALLET_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/), z.maxLength(4096))
const signMessage = z.looseObject({ message: base58, pubkey: z.string() })
const { signTransaction, signAllTransactions: signAll, signAndSendTransaction: signAndSend } = solanaRequestParams

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** Errors of the shared wire helpers carry an EIP-1193 `code`: keep it for the dapp. */
const asWalletError = (error: unknown): WalletRpcError => {
  if (error instanceof WalletRpcError) return error
  const code = typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603
  return new WalletRpcError(code, error instanceof Error ? error.message : 'Internal error')
}

/**
 * Signs a legacy or v0 wire transaction in the signature slot of the wallet's Solana key.
 * Throws -32602 when the bytes are not a transaction or the key is not a required signer.
 *
 * @example
 * const { signed, signature } = signSolanaTransaction(keys, wireBytes)
 */
export function signSolanaTransaction(keys: WalletKeys, bytes: Uint8Array): { signed: Uint8Array; signature: Uint8Array } {
  let parsed: ReturnType<typeof parseWireTransaction>
  try {
    parsed = parseWireTransaction(bytes)
  } catch (error) {
    throw asWalletError(error)
  }
  const slot = parsed.signers.findIndex((key) => equal(key, keys.solana.publicKey))
  if (slot < 0) throw new WalletRpcError(-32602, 'Invalid params: the wallet account is not a signer of this transaction')
  const signature = keys.solana.sign(parsed.message)
  const signed = bytes.slice()
  // The wire bytes are: the compact-u16 signature count, the 64-byte slots, then the message.
  const slots = bytes.length - parsed.message.length - parsed.signatures.length * 64
  signed.set(signature, slots + slot * 64)
  return { signed, signature }
}

/**
 * Answers a Solana session request with the wallet's ed25519 key (WalletConnect's Solana RPC):
 * `solana_signMessage` (`{ message: base58, pubkey }` -> `{ signature }`),
 * `solana_signTransaction` (`{ transaction: base64 }` -> `{ signature, transaction }`),
 * `solana_signAllTransactions` (`{ transactions }` -> `{ transactions }`),
 * `solana_signAndSendTransaction` (`{ transaction, sendOptions? }` -> `{ signature }`, sent to the
 * chain's RPC URL), `solana_getAccounts` / `solana_requestAccounts`. Every params object is
 * validated; `undefined` for a method of another namespace.
 *
 * @example
 * await handleSolanaRequest(keys, { 'solana:localnet': rpcUrl }, 'solana:localnet', { method: 'solana_signTransaction', params: { transaction } })
 */
export async function handleSolanaRequest(
  keys: WalletKeys,
  rpc: SolanaRpcMap,
  chainId: string,
  request: { method: string; params: unknown },
): Promise<{ result: unknown } | undefined> {
  const { method, params } = request
  const parse = <T>(schema: z.ZodMiniType<T>): T => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) throw new WalletRpcError(-32602, `Invalid params for ${method}`)
    return parsed.data
  }
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return { result: [{ pubkey: keys.solana.address }] }
    case 'solana_signMessage': {
      const { message, pubkey } = parse(signMessage)
      if (pubkey !== keys.solana.address) throw new WalletRpcError(4100, 'Unknown account')
      return { result: { signature: base58Encode(keys.solana.sign(base58Decode(message))) } }
    }
    case 'solana_signTransaction': {
      const { signed, signature } = signSolanaTransaction(keys, fromBase64(parse(signTransaction).transaction))
      return { result: { signature: base58Encode(signature), transaction: toBase64(signed) } }
    }
    case 'solana_signAllTransactions': {
      const signed = parse(signAll).transactions.map((transaction) => toBase64(signSolanaTransaction(keys, fromBase64(transaction)).signed))
      return { result: { transactions: signed } }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parse(signAndSend)
      const url = rpc[chainId]
      if (!url) throw new WalletRpcError(4901, `Chain ${chainId} is not connected`)
      const { signed, signature } = signSolanaTransaction(keys, fromBase64(transaction))
      try {
        await sendWireTransaction(url, signed, signature, sendOptions ?? {})
      } catch (error) {
        throw asWalletError(error)
      }
      return { result: { signature: base58Encode(signature) } }
    }
    default:
      return undefined
  }
}
