import type { ChainNamespace } from '../caip/types'
import type { KernelHooks } from '../hooks'
import type { FeeEstimateRequest, SendFee } from './types'

/**
 * Whether `address` is a valid receiver on the namespace, as the namespace's `validateAddress`
 * tap says (the chain module that owns the namespace taps it). False when no plugin serves the
 * namespace.
 *
 * @example
 * await isValidReceiver(hooks, 'eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true with the eip155 chain module
 */
export async function isValidReceiver(hooks: KernelHooks, namespace: ChainNamespace, address: string): Promise<boolean> {
  const hook = hooks.validateAddress.get(namespace)
  return hook?.isUsed() === true && (await hook.promise(address)) === true
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
