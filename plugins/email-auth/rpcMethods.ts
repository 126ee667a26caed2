import { messages, RpcNotAllowedError, type PluginContext, type RpcDecision } from 'portico'
import { NOT_ALLOWED_TOAST_DELAY_MS } from './timeouts'

/**
 * Methods the embedded wallet answers without asking (spec section 7: the standard eth read
 * methods and the status/capability queries). `eth_sendRawTransaction` is already signed.
 */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts', 'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice',
  'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getLogs', 'eth_getStorageAt', 'eth_getTransactionByHash',
  'eth_getTransactionCount', 'eth_getTransactionReceipt', 'eth_maxPriorityFeePerGas', 'eth_requestAccounts',
  'eth_sendRawTransaction', 'net_version', 'web3_clientVersion', 'wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_getAssets',
]

/** Methods that spend or sign: each needs the visitor's click inside the frame (ApproveTransaction). */
export const UNSAFE_RPC_METHODS: readonly string[] = [
  'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions',
  'solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction',
]

/**
 * ERC-7715 permission methods: on the spec's allowed list, but the embedded wallet refuses them
 * before any approval (`hosts/embedded-wallet/frame/permissions.ts` says why), so asking the
 * visitor first would only flash an approval view that can never succeed.
 */
export const PERMISSION_RPC_METHODS: readonly string[] = ['wallet_grantPermissions', 'wallet_revokePermissions']

/**
 * Whether a request opens ApproveTransaction before it reaches the frame: the unsafe methods,
 * but for the permission methods the wallet refuses without asking.
 *
 * @example
 * import { needsApproval } from 'portico/plugins/email-auth'
 * needsApproval('eth_sendTransaction') // true
 * needsApproval('wallet_grantPermissions') // false: refused with 4200, no view
 */
export function needsApproval(method: string): boolean {
  return classifyRpcMethod(method) === 'unsafe' && !PERMISSION_RPC_METHODS.includes(method)
}

/**
 * How the embedded wallet treats a method: 'safe', 'unsafe' (needs approval) or 'unknown'
 * (rejected with 'Requested RPC call is not allowed').
 *
 * @example
 * import { classifyRpcMethod } from 'portico/plugins/email-auth'
 * classifyRpcMethod('personal_sign') // 'unsafe'
 */
export function classifyRpcMethod(method: string): 'safe' | 'unsafe' | 'unknown' {
  if (SAFE_RPC_METHODS.includes(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.includes(method)) return 'unsafe'
  return 'unknown'
}

/**
 * The embedded wallet's answer to a request outside both lists (spec section 8): open the modal,
 * log 'RPC method not allowed', show the UI error ~300 ms later, reject the requests waiting in
 * the frame (`rejectOpenRequests`), and refuse the request. A listed method: `undefined` (allowed).
 * Loaded with the controller (the connector that sends these requests is the controller's).
 *
 * @example
 * const decision = refuseUnlistedMethod(context, 'eth_sign', (error) => controller.rejectOpenRequests(error))
 */
export function refuseUnlistedMethod(
  { store, services, open }: Pick<PluginContext, 'store' | 'services' | 'open'>,
  method: string,
  rejectOpenRequests: (error: RpcNotAllowedError) => void,
): RpcDecision | undefined {
  if (classifyRpcMethod(method) !== 'unknown') return undefined
  if (!store.getState().modal.open) open()
  services.logger.error(`${messages.rpcNotAllowed}: ${method}`)
  setTimeout(() => services.toast.show({ message: messages.actionNotAllowed, variant: 'error' }), NOT_ALLOWED_TOAST_DELAY_MS)
  rejectOpenRequests(new RpcNotAllowedError(method))
  return { action: 'reject', message: `${method} is not on the embedded wallet's allowed list` }
}
