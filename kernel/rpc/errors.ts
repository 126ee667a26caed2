import { BaseError } from '../errors/base.js'
import { messages } from '../errors/messages.js'

/** Where in README.md the transport's failures are explained. */
const DOCS_PATH = 'rpc-transport'

/**
 * Texts thrown by `kernel/rpc` that the spec's catalogue does not quote (developer errors).
 *
 * @example
 * import { rpcMessages } from 'portico'
 * rpcMessages.invalidTransportOption('urls') // 'Invalid RPC transport option: urls'
 */
export const rpcMessages = {
  invalidTransportOption: (option: string) => `Invalid RPC transport option: ${option}`,
} as const

/** Cuts a server's text so an error message stays readable. */
function clip(text: string, max = 500): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/**
 * The node answered with a JSON-RPC `error` object: it was reached and said no. The transport
 * does not fail over on this error. `shortMessage` is the node's own message.
 *
 * @example
 * import { RpcResponseError } from 'portico'
 * try { await transport.request({ method: 'eth_call', params }) } catch (e) {
 *   if (e instanceof RpcResponseError && e.code === 3) showRevert(e.data)
 * }
 */
export class RpcResponseError extends BaseError {
  override name = 'RpcResponseError' as const
  /** The JSON-RPC error code, e.g. -32601 (method not found) or 4902. */
  readonly code: number
  /** The error's `data` member, if the node sent one (e.g. revert data). */
  readonly data: unknown

  constructor(parameters: { code: number; message: string; data?: unknown; url?: string; method?: string }) {
    super(parameters.message || messages.somethingWentWrong, {
      details: `JSON-RPC error ${parameters.code}`,
      metaMessages: [
        ...(parameters.method ? [`Method: ${parameters.method}`] : []),
        ...(parameters.url ? [`URL: ${parameters.url}`] : []),
      ],
      docsPath: DOCS_PATH,
    })
    this.code = parameters.code
    this.data = parameters.data
  }
}
/** {@link RpcResponseError} narrowed by name, for error unions. @example let e: RpcResponseErrorType */
export type RpcResponseErrorType = RpcResponseError & { name: 'RpcResponseError' }

/**
 * A request (one endpoint attempt) took longer than the configured timeout. Spec section 8:
 * requests aborted by a timeout show 'Something went wrong'.
 *
 * @example
 * import { TimeoutError } from 'portico'
 * if (error instanceof TimeoutError) console.warn(error.details)
 */
export class TimeoutError extends BaseError {
  override name = 'TimeoutError' as const
  /** The timeout that elapsed, in milliseconds. */
  readonly timeout: number

  constructor(parameters: { timeout: number; url?: string }) {
    super(messages.somethingWentWrong, {
      details: `The request took longer than ${parameters.timeout} ms`,
      metaMessages: parameters.url ? [`URL: ${parameters.url}`] : undefined,
      docsPath: DOCS_PATH,
    })
    this.timeout = parameters.timeout
  }
}
/** {@link TimeoutError} narrowed by name. @example let e: TimeoutErrorType */
export type TimeoutErrorType = TimeoutError & { name: 'TimeoutError' }

/**
 * The caller aborted the request through its `AbortSignal`, or the transport was destroyed.
 *
 * @example
 * import { RequestAbortedError } from 'portico'
 * const controller = new AbortController()
 * const pending = transport.request({ method: 'eth_chainId' }, { signal: controller.signal })
 * controller.abort() // pending rejects with RequestAbortedError: 'Request was aborted'
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const

  constructor(parameters: { reason?: unknown; details?: string } = {}) {
    super(messages.requestAborted, {
      details: parameters.details,
      cause: parameters.reason,
      docsPath: DOCS_PATH,
    })
  }
}
/** {@link RequestAbortedError} narrowed by name. @example let e: RequestAbortedErrorType */
export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }

/**
 * The server answered with a non-OK HTTP status. Text: 'HTTP status code: {n}'.
 *
 * @example
 * import { HttpStatusError } from 'portico'
 * if (error instanceof HttpStatusError && error.status === 429) backOff()
 */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError' as const
  /** The HTTP status code, e.g. 404 or 503. */
  readonly status: number

  constructor(parameters: { status: number; body?: string; url?: string }) {
    super(messages.httpStatus(parameters.status), {
      details: parameters.body ? clip(parameters.body) : undefined,
      metaMessages: parameters.url ? [`URL: ${parameters.url}`] : undefined,
      docsPath: DOCS_PATH,
    })
    this.status = parameters.status
  }
}
/** {@link HttpStatusError} narrowed by name. @example let e: HttpStatusErrorType */
export type HttpStatusErrorType = HttpStatusError & { name: 'HttpStatusError' }

/**
 * The request never got an HTTP answer: connection refused, DNS failure, CORS, offline.
 *
 * @example
 * import { HttpRequestError } from 'portico'
 * if (error instanceof HttpRequestError) console.warn('endpoint unreachable', error.details)
 */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError' as const

  constructor(parameters: { cause: unknown; url?: string }) {
    const reason = parameters.cause instanceof Error ? parameters.cause.message : String(parameters.cause)
    super(messages.somethingWentWrong, {
      details: reason,
      metaMessages: parameters.url ? [`URL: ${parameters.url}`] : undefined,
      cause: parameters.cause,
      docsPath: DOCS_PATH,
    })
  }
}
/** {@link HttpRequestError} narrowed by name. @example let e: HttpRequestErrorType */
export type HttpRequestErrorType = HttpRequestError & { name: 'HttpRequestError' }

/**
 * The server's answer is not what was expected: not JSON, not a JSON-RPC 2.0 response, a
 * missing id, or it failed the caller's schema. Servers are untrusted input; the transport
 * treats this as the endpoint failing and fails over.
 *
 * @example
 * import { InvalidResponseError } from 'portico'
 * if (error instanceof InvalidResponseError) console.warn(error.details)
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError' as const

  constructor(parameters: { reason: string; body?: string; url?: string; cause?: unknown }) {
    super(messages.somethingWentWrong, {
      details: parameters.reason,
      metaMessages: [
        ...(parameters.url ? [`URL: ${parameters.url}`] : []),
        ...(parameters.body !== undefined ? [`Response: ${clip(parameters.body, 200)}`] : []),
      ],
      cause: parameters.cause,
      docsPath: DOCS_PATH,
    })
  }
}
/** {@link InvalidResponseError} narrowed by name. @example let e: InvalidResponseErrorType */
export type InvalidResponseErrorType = InvalidResponseError & { name: 'InvalidResponseError' }

/**
 * `createRpcTransport` was given options it cannot work with (no URL, a batch size below 1…).
 * Thrown synchronously by the factory; a developer error, not a network one.
 *
 * @example
 * import { InvalidTransportOptionsError } from 'portico'
 * import { createRpcTransport } from 'portico/services'
 * try { createRpcTransport({ urls: [] }) } catch (e) { e instanceof InvalidTransportOptionsError } // true
 */
export class InvalidTransportOptionsError extends BaseError {
  override name = 'InvalidTransportOptionsError' as const
  /** The option at fault. */
  readonly option: string

  constructor(parameters: { option: string; reason: string }) {
    super(rpcMessages.invalidTransportOption(parameters.option), { details: parameters.reason, docsPath: DOCS_PATH })
    this.option = parameters.option
  }
}
/** {@link InvalidTransportOptionsError} narrowed by name. @example let e: InvalidTransportOptionsErrorType */
export type InvalidTransportOptionsErrorType = InvalidTransportOptionsError & { name: 'InvalidTransportOptionsError' }
