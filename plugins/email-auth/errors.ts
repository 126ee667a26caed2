import { BaseError, messages } from 'portico'

/**
 * The wallet frame did not load or did not answer its ready handshake (spec section 8:
 * 'Unable to load email login dependency'): a network failure, or a host page that is not on
 * the project's allowlist.
 *
 * @example
 * import { FrameLoadError } from 'portico/plugins/email-auth'
 * if (error instanceof FrameLoadError) showRetry()
 */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor(details: string) {
    super(messages.emailDependencyFailed, { details })
  }
}

/**
 * The frame answered a request with an error. Its text is the frame's, or 'An error occurred'
 * when it sent none (spec section 8). `code` is the frame's JSON-RPC code when it sent one.
 *
 * @example
 * import { FrameRequestError } from 'portico/plugins/email-auth'
 * if (error instanceof FrameRequestError && error.code === 4001) console.log('declined')
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  readonly code: number | undefined
  constructor(type: string, error: { message?: string | undefined; code?: number | undefined }) {
    super(error.message || messages.frameError, { details: `frame request ${type}` })
    this.code = error.code
  }
}

/**
 * An email sign-in within 30 s of the last one (spec sections 5 and 9).
 *
 * @example
 * import { EmailThrottleError } from 'portico/plugins/email-auth'
 * new EmailThrottleError(12).shortMessage // 'Please try again after 12 seconds'
 */
export class EmailThrottleError extends BaseError {
  override name = 'EmailThrottleError'
  readonly seconds: number
  constructor(seconds: number) {
    super(messages.emailThrottle(seconds))
    this.seconds = seconds
  }
}

/**
 * The options of the email-auth plugin are malformed.
 *
 * @example
 * import emailAuth from 'portico/plugins/email-auth'
 * emailAuth({ frameUrl: 'ftp://x' }) // throws InvalidEmailAuthOptionsError
 */
export class InvalidEmailAuthOptionsError extends BaseError {
  override name = 'InvalidEmailAuthOptionsError'
}
