import type { ChainNamespace } from '../caip/types'
import type { KernelHooks } from '../hooks'
import type { FeeEstimateRequest, SendFee } from './types'

/**
 * Whether `address` is a valid receiver on the namespace, as the namespace's `validateAddress`
 * tap says (the plugin that owns the chain taps it). False when no plugin serves the namespace.
 *
 * @example
 * isValidReceiver(hooks, 'eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true with send-evm installed
 */
export function isValidReceiver(hooks: KernelHooks, namespace: ChainNamespace, address: string): boolean {
  return hooks.validateAddress.get(namespace)?.call(address) === true
}

/**
 * The fee of a draft send and the chain's gas verdict, from the namespace's `estimateFee` tap;
 * `undefined` when no plugin serves the namespace (the form then shows no fee).
 *
 * @example
 * const fee = await estimateFee(hooks, { ...draft, nativeBalance: 10n ** 18n, accountType: 'eoa' })
 */
export async function estimateFee(hooks: KernelHooks, request: FeeEstimateRequest): Promise<SendFee | undefined> {
  const hook = hooks.estimateFee.get(request.namespace)
  return hook?.isUsed() ? hook.promise(request) : undefined
}
