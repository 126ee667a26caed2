import type { Analytics } from '../analytics/createAnalytics'
import type { AnalyticsEvent } from '../analytics/events'
import { BaseError } from '../errors/base'
import { UnsupportedChainError } from '../errors/kernelErrors'
import type { KernelHooks, SendRequest, SendResult } from '../hooks'
import { extractErrorMessage } from '../rpc/extractErrorMessage'
import type { PorticoStore } from '../store/createStore'
import { ACCOUNT_VIEW, routerSlice } from '../store/routerSlice'

/** What the send flow of one instance needs. */
export type SendFlowDeps = { hooks: KernelHooks; store: PorticoStore; analytics: Analytics }

/**
 * The analytics properties of a send: the same on every namespace.
 *
 * @example
 * sendEventProperties(request, 'eoa') // { namespace: 'eip155', network: 'eip155:1', token: 'native', isSmartAccount: false }
 */
export function sendEventProperties(request: SendRequest, accountType: string | undefined): NonNullable<AnalyticsEvent['properties']> {
  return {
    namespace: request.namespace,
    network: request.network.caipNetworkId,
    token: request.tokenAddress ?? 'native',
    isSmartAccount: accountType === 'smartAccount',
  }
}

/**
 * The kernel's send flow (spec section 4), loaded with the first send; one trip through the layers: moves the view to
 * Account, runs `beforeSend` (waterfall), then the namespace's `send` tap, which checks, builds
 * and submits, then tells `afterSend` observers. Reports SEND_INITIATED, then SEND_SUCCESS or
 * SEND_ERROR (with the deepest cause's text), with the same properties on every namespace. No tap
 * for the namespace, or none that answers: 'Unsupported chain'.
 *
 * @example
 * const { hash } = await dispatchSend({ hooks, store, analytics }, request)
 */
export async function dispatchSend(deps: SendFlowDeps, request: SendRequest): Promise<SendResult> {
  const { hooks, store, analytics } = deps
  store.dispatch(routerSlice.actions.reset({ view: ACCOUNT_VIEW }))
  const properties = sendEventProperties(request, store.getState().connections[request.namespace]?.accountType)
  analytics.track('SEND_INITIATED', properties)
  try {
    const hook = hooks.send.get(request.namespace)
    if (!hook?.isUsed()) throw new UnsupportedChainError(request.namespace)
    const submitted = await hooks.beforeSend.promise(request)
    const result = await hook.promise(submitted)
    if (!result) throw new UnsupportedChainError(request.namespace)
    analytics.track('SEND_SUCCESS', properties)
    // Observers only (history's pending item): the send has succeeded whatever they do.
    void hooks.afterSend.promise(submitted, result).catch(() => undefined)
    return result
  } catch (error) {
    analytics.track('SEND_ERROR', { ...properties, message: extractErrorMessage(error instanceof BaseError ? error.walk() : error) })
    throw error
  }
}
