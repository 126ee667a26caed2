import { BaseError, messages } from 'portico'

/**
 * A sign-in flow step with no SIWX config ('SIWX is not enabled', spec section 8).
 *
 * @example
 * import { SiwxNotEnabledError } from 'portico/plugins/siwx'
 * new SiwxNotEnabledError().shortMessage // 'SIWX is not enabled'
 */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor() {
    super(messages.siwxNotEnabled)
  }
}

/**
 * Sign-in started with no connected account ('No ActiveCaipAddress found').
 *
 * @example
 * import { SiwxNoAccountError } from 'portico/plugins/siwx'
 * new SiwxNoAccountError().shortMessage // 'No ActiveCaipAddress found'
 */
export class SiwxNoAccountError extends BaseError {
  override name = 'SiwxNoAccountError'
  constructor() {
    super(messages.noActiveCaipAddress)
  }
}

/**
 * Sign-in started with no active network for the account ('No ActiveCaipNetwork or client found').
 *
 * @example
 * import { SiwxNoNetworkError } from 'portico/plugins/siwx'
 * new SiwxNoNetworkError().shortMessage // 'No ActiveCaipNetwork or client found'
 */
export class SiwxNoNetworkError extends BaseError {
  override name = 'SiwxNoNetworkError'
  constructor() {
    super(messages.noActiveCaipNetwork)
  }
}

/**
 * The connected wallet's connector is gone ('No ConnectionController client found').
 *
 * @example
 * import { SiwxNoClientError } from 'portico/plugins/siwx'
 * new SiwxNoClientError().shortMessage // 'No ConnectionController client found'
 */
export class SiwxNoClientError extends BaseError {
  override name = 'SiwxNoClientError'
  constructor() {
    super(messages.noConnectionClient)
  }
}

/** Why a session was rejected. */
export type SiwxVerificationReason = 'expired' | 'notYetValid' | 'wrongDomain' | 'wrongChain' | 'nonceUsed' | 'badSignature' | 'malformed' | 'noVerifier'

/**
 * Texts of rejected sessions. The spec quotes none for these rules (section 8, "Other
 * user-facing messages: not shown"), so they live with the plugin, not in the kernel catalogue.
 *
 * @example
 * import { siwxMessages } from 'portico/plugins/siwx'
 * siwxMessages.expired // 'The sign-in message has expired'
 */
export const siwxMessages = {
  expired: 'The sign-in message has expired',
  notYetValid: 'The sign-in message is not valid yet',
  wrongDomain: 'The sign-in message is for another domain',
  wrongChain: 'The sign-in message is for another network',
  nonceUsed: 'The sign-in nonce was already used or never issued',
  badSignature: 'The sign-in signature is invalid',
  malformed: 'The sign-in message does not match its fields',
  noVerifier: (namespace: string) => `No sign-in verifier for ${namespace}`,
} as const

/**
 * A session that does not verify: `reason` says which rule failed. Nothing is stored.
 *
 * @example
 * import { SiwxVerificationError } from 'portico/plugins/siwx'
 * try { await config.addSession(session) } catch (e) {
 *   if (e instanceof SiwxVerificationError && e.reason === 'expired') askAgain()
 * }
 */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  readonly reason: SiwxVerificationReason
  constructor(reason: SiwxVerificationReason, options: { details?: string; namespace?: string; cause?: unknown } = {}) {
    super(reason === 'noVerifier' ? siwxMessages.noVerifier(options.namespace ?? 'unknown') : siwxMessages[reason], {
      details: options.details,
      cause: options.cause,
    })
    this.reason = reason
  }
}

/**
 * An HTTP SIWX endpoint answered an error or a body of the wrong shape.
 *
 * @example
 * import { SiwxHttpError } from 'portico/plugins/siwx'
 * new SiwxHttpError(500, '/verify').shortMessage // 'HTTP status code: 500'
 */
export class SiwxHttpError extends BaseError {
  override name = 'SiwxHttpError'
  readonly status: number
  constructor(status: number, path: string, serverText?: string) {
    super(status === 0 ? messages.somethingWentWrong : messages.httpStatus(status), { details: serverText ? `${path}: ${serverText}` : path })
    this.status = status
  }
}

/**
 * The `siwx` or `siweConfig` option lacks a method or has a flag of the wrong type (the spec's
 * schema text, 'Invalid input', naming the option).
 *
 * @example
 * import { SiwxConfigError } from 'portico/plugins/siwx'
 * new SiwxConfigError('siwx').shortMessage // 'siwx: Invalid input'
 */
export class SiwxConfigError extends BaseError {
  override name = 'SiwxConfigError'
  constructor(option: 'siwx' | 'siweConfig') {
    super(`${option}: Invalid input`, { docsPath: 'configuration' })
  }
}
