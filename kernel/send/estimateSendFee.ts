import type { ChainNamespace } from '../caip/types'
import type { RpcService } from '../rpc/createRpcService'
import { estimateEvmFee } from './estimateEvmFee'
import { estimateSolanaFee } from './estimateSolanaFee'
import type { SendDraft, SendFee } from './types'

/** Estimates the fee of a draft send on one namespace. */
export type SendFeeEstimator = (rpc: RpcService, draft: SendDraft) => Promise<SendFee>

/**
 * One fee estimator per namespace; a table, so the views never branch on the namespace. A
 * namespace without one gets no fee (the form stays 'Estimating network fee…').
 */
export const SEND_FEE_ESTIMATORS: Partial<Record<ChainNamespace, SendFeeEstimator>> = {
  eip155: estimateEvmFee,
  solana: estimateSolanaFee,
}

/**
 * The network fee of a draft send, or `undefined` when no estimator serves its namespace.
 *
 * @example
 * import { estimateSendFee } from '../../kernel/send/estimateSendFee'
 * const fee = await estimateSendFee(portico.services.rpc, draft)
 */
export function estimateSendFee(rpc: RpcService, draft: SendDraft): Promise<SendFee> | undefined {
  return SEND_FEE_ESTIMATORS[draft.namespace]?.(rpc, draft)
}
