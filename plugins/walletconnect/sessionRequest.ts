import type UniversalProvider from '@walletconnect/universal-provider'
import {
  type CaipNetworkId, type ChainNamespace, MethodNotSupportedError, normalizeWalletError,
  UserRejectedRequestError, walletErrorCode,
} from 'portico'
import { WalletConnectRequestError } from './errors'
import { WALLET_METHODS } from './namespaces'
import { approvedAccounts } from './sessionAccounts'
import type { PairingClock } from './types'

/** EIP-1193 code of "the wallet does not support the method". */
const UNSUPPORTED_METHOD_CODE = 4200

/**
 * A rejection of a proposal or request: EIP-1193 4001, or the SDK's 5000 'User rejected.'.
 *
 * @example
 * import { isRejection } from './sessionRequest'
 * isRejection({ code: 5000, message: 'User rejected.' }) // true
 */
export const isRejection = (error: unknown): boolean =>
  normalizeWalletError(error) instanceof UserRejectedRequestError ||
  (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 5000 && /reject/i.test(String((error as { message?: unknown }).message)))

/**
 * The methods the session approved on a namespace ([] without a session or namespace).
 *
 * @example
 * approvedMethods(provider, 'solana').includes('solana_signAndSendTransaction')
 */
export function approvedMethods(provider: UniversalProvider, namespace: ChainNamespace): string[] {
  const methods = (provider.session?.namespaces[namespace] as { methods?: unknown } | undefined)?.methods
  return Array.isArray(methods) ? methods.filter((method): method is string => typeof method === 'string') : []
}

/**
 * Sends one wallet request over the session on `chain`. A wallet method of the spec (section 7)
 * that the session did not approve, or a 4200 answer, throws {@link MethodNotSupportedError}
 * without a prompt (callers fall back, as send-solana does to `solana_signTransaction`); a
 * declined prompt throws {@link UserRejectedRequestError}; any other failure
 * {@link WalletConnectRequestError} with the wallet's code.
 *
 * @example
 * await sessionRequest(provider, { method: 'personal_sign', params: ['0x6869', address] }, 'eip155:1')
 */
export async function sessionRequest(provider: UniversalProvider, args: { method: string; params?: unknown }, chain: CaipNetworkId): Promise<unknown> {
  const { method, params } = args
  const namespace = chain.split(':')[0] as ChainNamespace
  if (WALLET_METHODS[namespace]?.includes(method) && !approvedMethods(provider, namespace).includes(method)) throw new MethodNotSupportedError(method)
  try {
    return await provider.request(params === undefined ? { method } : { method, params: params as object }, chain)
  } catch (error) {
    if (isRejection(error)) throw new UserRejectedRequestError({ cause: error })
    if (walletErrorCode(error) === UNSUPPORTED_METHOD_CODE) throw new MethodNotSupportedError(method)
    throw new WalletConnectRequestError(method, error)
  }
}

/**
 * Resolves once the session lists an account on `chain` (at once when it does), checking on
 * every `session_update`; rejects after `timeoutMs`.
 *
 * @example
 * await untilSessionLists(provider, 'eip155:10', clock, SESSION_UPDATE_TIMEOUT_MS)
 */
export function untilSessionLists(provider: UniversalProvider, chain: CaipNetworkId, clock: PairingClock, timeoutMs: number): Promise<void> {
  const namespace = chain.split(':')[0] as ChainNamespace
  const listed = () => (approvedAccounts(provider.session?.namespaces)[namespace] ?? []).some((account) => account.networkId === chain)
  if (listed()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!listed()) return
      done()
      resolve()
    }
    const timer = clock.setTimeout(() => {
      done()
      reject(new Error(`The session did not add ${chain} within ${timeoutMs} ms`))
    }, timeoutMs)
    const done = () => {
      clock.clearTimeout(timer)
      provider.off('session_update', check)
    }
    provider.on('session_update', check)
  })
}
