import { BaseError } from '../errors/base'
import { messages } from '../errors/messages'

/**
 * Texts thrown by `kernel/connectors` and the chain modules' connectors that the spec's catalogue does not
 * quote ("Other user-facing messages: not shown", spec section 8). Candidates for
 * `kernel/errors/messages.ts`.
 *
 * @example
 * import { connectorMessages } from 'portico'
 * connectorMessages.userRejected // 'User rejected the request.'
 */
export const connectorMessages = {
  userRejected: 'User rejected the request.',
  invalidWalletResponse: 'The wallet returned an invalid response',
  connectorNotFound: (id: string) => `Wallet not found: ${id}`,
  networkNotFound: 'Network Not Found',
  methodNotSupported: (method: string) => `The wallet does not support ${method}`,
} as const

/**
 * EIP-1193 code of a user rejection.
 *
 * @example
 * import { USER_REJECTED_CODE } from 'portico'
 * const declined = (e: { code?: number }) => e.code === USER_REJECTED_CODE
 */
export const USER_REJECTED_CODE = 4001

/**
 * The user declined the wallet prompt (EIP-1193 code 4001). Distinct from other failures so the
 * UI can say "declined" and offer a retry.
 *
 * @example
 * import { UserRejectedRequestError } from 'portico'
 * try { await portico.connection.connect('io.metamask') } catch (e) {
 *   if (e instanceof UserRejectedRequestError) showRetry()
 * }
 */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  /** Always 4001. */
  readonly code = USER_REJECTED_CODE
  constructor(options: { cause?: unknown } = {}) {
    super(connectorMessages.userRejected, { cause: options.cause })
  }
}

/**
 * The wallet cannot move to the network: it refused to add it, or switching failed
 * (spec section 8: 'Chain is not supported').
 *
 * @example
 * import { ChainNotSupportedError } from 'portico'
 * try { await portico.connection.switchNetwork('eip155:56') } catch (e) {
 *   if (e instanceof ChainNotSupportedError) toast(e.shortMessage) // 'Chain is not supported'
 * }
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(options: { chain?: string; cause?: unknown } = {}) {
    super(messages.chainNotSupported, { details: options.chain, cause: options.cause })
  }
}

/**
 * A network id that is not in the host's `networks` (spec section 8 alert 'Network Not Found').
 *
 * @example
 * import { NetworkNotFoundError } from 'portico'
 * new NetworkNotFoundError('eip155:999').shortMessage // 'Network Not Found'
 */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(caipNetworkId: string) {
    super(connectorMessages.networkNotFound, { details: caipNetworkId })
  }
}

/**
 * A wallet answered with data that does not have the expected shape (untrusted input).
 *
 * @example
 * import { InvalidWalletResponseError } from 'portico'
 * new InvalidWalletResponseError('eth_chainId').details // 'eth_chainId'
 */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError'
  constructor(method: string) {
    super(connectorMessages.invalidWalletResponse, { details: method })
  }
}

/**
 * No connector with this id is known (not discovered or already removed).
 *
 * @example
 * import { ConnectorNotFoundError } from 'portico'
 * new ConnectorNotFoundError('io.metamask').shortMessage // 'Wallet not found: io.metamask'
 */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(id: string) {
    super(connectorMessages.connectorNotFound(id))
  }
}

/**
 * EIP-1193 code of a provider disconnected from every chain ("Disconnected").
 *
 * @example
 * import { DISCONNECTED_CODE } from 'portico'
 * const disconnected = (e: { code?: number }) => e.code === DISCONNECTED_CODE
 */
export const DISCONNECTED_CODE = 4900

/**
 * A request on a namespace with no connected wallet ('No ActiveCaipAddress found'). Its `code`
 * is EIP-1193's 4900, so provider clients (viem, ethers) read it as "Disconnected".
 *
 * @example
 * import { NotConnectedError } from 'portico'
 * new NotConnectedError('solana').shortMessage // 'No ActiveCaipAddress found'
 */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  /** Always 4900. */
  readonly code = DISCONNECTED_CODE
  constructor(namespace: string) {
    super(messages.noActiveCaipAddress, { details: namespace })
  }
}

/**
 * The connector cannot serve this wallet method.
 *
 * @example
 * import { MethodNotSupportedError } from 'portico'
 * new MethodNotSupportedError('solana_signTransaction').details // 'solana_signTransaction'
 */
export class MethodNotSupportedError extends BaseError {
  override name = 'MethodNotSupportedError'
  constructor(method: string) {
    super(connectorMessages.methodNotSupported(method), { details: method })
  }
}

/**
 * A wallet request with malformed params ('Invalid input', the spec's schema text).
 *
 * @example
 * import { InvalidRequestParamsError } from 'portico'
 * new InvalidRequestParamsError('solana_signMessage').shortMessage // 'Invalid input'
 */
export class InvalidRequestParamsError extends BaseError {
  override name = 'InvalidRequestParamsError'
  constructor(method: string) {
    super('Invalid input', { details: method })
  }
}

/**
 * The numeric code of a wallet error, looking at `code` and then `data.originalError.code`
 * (some wallets nest the real code), or `undefined`.
 *
 * @example
 * import { walletErrorCode } from 'portico'
 * walletErrorCode({ code: -32603, data: { originalError: { code: 4902 } } }, 4902) // 4902
 */
export function walletErrorCode(error: unknown, prefer?: number): number | undefined {
  const codeOf = (value: unknown): number | undefined => {
    const code = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined
    return typeof code === 'number' ? code : undefined
  }
  const top = codeOf(error)
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined
  const original = typeof data === 'object' && data !== null ? (data as { originalError?: unknown }).originalError : undefined
  const nested = codeOf(original)
  if (prefer !== undefined && (top === prefer || nested === prefer)) return prefer
  return top ?? nested
}

/**
 * Maps a wallet's thrown value: code 4001 becomes {@link UserRejectedRequestError}; anything
 * else is returned as is.
 *
 * @example
 * import { normalizeWalletError } from 'portico'
 * normalizeWalletError({ code: 4001, message: 'User denied' }) // UserRejectedRequestError
 */
export function normalizeWalletError(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError) return error
  return walletErrorCode(error, USER_REJECTED_CODE) === USER_REJECTED_CODE ? new UserRejectedRequestError({ cause: error }) : error
}
