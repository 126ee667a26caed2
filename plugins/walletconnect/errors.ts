import { BaseError, messages } from 'portico'

/**
 * WalletConnect needs a project id and none is configured (spec section 8 configuration
 * alert 'Project ID Not Configured').
 *
 * @example
 * import { ProjectIdNotConfiguredError } from 'portico/plugins/walletconnect'
 * throw new ProjectIdNotConfiguredError()
 */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  constructor() {
    super(messages.projectIdNotConfigured, { details: 'Set `projectId` in the Portico config to pair with WalletConnect wallets.' })
  }
}

/**
 * The wallet answered a request with an error other than a rejection; `code` is the wallet's.
 * The wallet's own text is in `details` (untrusted: show it as text only).
 *
 * @example
 * import { WalletConnectRequestError } from 'portico/plugins/walletconnect'
 * new WalletConnectRequestError('personal_sign', { code: -32000, message: 'nonce too low' }).code // -32000
 */
export class WalletConnectRequestError extends BaseError {
  override name = 'WalletConnectRequestError'
  readonly code: number | undefined
  constructor(method: string, cause: unknown) {
    const code = typeof cause === 'object' && cause !== null && typeof (cause as { code?: unknown }).code === 'number' ? (cause as { code: number }).code : undefined
    const text = cause instanceof Error ? cause.message : typeof cause === 'object' && cause !== null ? String((cause as { message?: unknown }).message ?? '') : String(cause)
    super(messages.somethingWentWrong, { details: `${method}: ${text.slice(0, 300)}`, cause })
    this.code = code
  }
}
