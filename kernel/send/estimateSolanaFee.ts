import type { RpcService } from '../rpc/createRpcService'
import type { SendDraft, SendFee } from './types'

/** Solana's base fee: lamports per signature (no priority fee is added). */
export const SOLANA_LAMPORTS_PER_SIGNATURE = 5000n

/**
 * The network fee of a Solana send: one signature (the sender's) at the base fee of 5000
 * lamports. The rent of a receiver token account the send creates is not part of the fee.
 *
 * @example
 * import { estimateSolanaFee } from 'portico'
 * await estimateSolanaFee(portico.services.rpc, draft) // { gasPrice: 5000n, gasLimit: 1n, total: 5000n }
 */
export async function estimateSolanaFee(_rpc: RpcService, _draft: SendDraft): Promise<SendFee> {
  return { gasPrice: SOLANA_LAMPORTS_PER_SIGNATURE, gasLimit: 1n, total: SOLANA_LAMPORTS_PER_SIGNATURE }
}
