import type { Connection } from '@solana/web3.js'
import { MethodNotSupportedError, type CaipNetwork, type ConnectionService, type SendRequest } from 'portico'
import { fromBase64, toBase64 } from 'portico/chains/solana'
import * as z from 'zod/mini'
import { buildSolanaTransfer } from './buildSolanaTransfer'

const signatureAnswer = z.object({ signature: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)) })
const signedAnswer = z.object({ transaction: z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/)) })

/**
 * Opens a `Connection` to the network's first HTTP RPC URL (its WebSocket URL when listed,
 * else web3.js's default: the same host on port + 1).
 */
export async function connectionFor(network: CaipNetwork): Promise<Connection> {
  const { Connection } = await import('@solana/web3.js')
  const { http, webSocket } = network.rpcUrls.default
  const url = http[0]
  if (!url) throw new Error(`${network.caipNetworkId} has no RPC URL`)
  return new Connection(url, { commitment: 'confirmed', ...(webSocket?.[0] ? { wsEndpoint: webSocket[0] } : {}) })
}

/**
 * Sends a Solana transfer through the connected wallet and waits until it is confirmed:
 * `solana_signAndSendTransaction` when the wallet offers it, else `solana_signTransaction` and
 * `sendRawTransaction` on the network's RPC. Every answer is validated; a transaction that
 * lands with an error throws. Returns the signature.
 *
 * @example
 * const { hash } = await sendSolanaTransaction({ connection, request })
 */
export async function sendSolanaTransaction(parameters: { connection: Pick<ConnectionService, 'request'>; request: SendRequest; rpc?: Connection }): Promise<{ hash: string }> {
  const { connection, request } = parameters
  const rpc = parameters.rpc ?? (await connectionFor(request.network))
  const { transaction, blockhash, lastValidBlockHeight } = await buildSolanaTransfer(rpc, request)
  const wire = toBase64(new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false })))
  let signature: string
  try {
    const answer = await connection.request('solana', { method: 'solana_signAndSendTransaction', params: { transaction: wire } })
    signature = signatureAnswer.parse(answer).signature
  } catch (error) {
    if (!(error instanceof MethodNotSupportedError)) throw error
    const answer = await connection.request('solana', { method: 'solana_signTransaction', params: { transaction: wire } })
    signature = await rpc.sendRawTransaction(fromBase64(signedAnswer.parse(answer).transaction))
  }
  const { value } = await rpc.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
  if (value.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(value.err)}`)
  return { hash: signature }
}
