/** EIP-1193 / EIP-1474 / EIP-5792 error codes the dev wallet returns. */
export const ErrorCode = {
  /** The user rejected the request (EIP-1193). */
  userRejected: 4001,
  /** The requested account or method has not been authorised (EIP-1193). */
  unauthorized: 4100,
  /** The provider does not support the method (EIP-1193). */
  unsupportedMethod: 4200,
  /** The provider is disconnected from all chains (EIP-1193). */
  disconnected: 4900,
  /** The chain is not known to the wallet (EIP-3326 / MetaMask). */
  unrecognizedChain: 4902,
  /** Invalid method parameters (EIP-1474). */
  invalidParams: -32602,
  /** Internal error (EIP-1474). */
  internal: -32603,
  /** A non-optional capability is not supported (EIP-5792). */
  unsupportedCapability: 5700,
  /** The chain id is not supported (EIP-5792). */
  unsupportedChainId: 5710,
  /** A bundle with this id was already submitted (EIP-5792). */
  duplicateId: 5720,
  /** No bundle with this id (EIP-5792). */
  unknownBundle: 5730,
  /** The wallet cannot execute the calls atomically (EIP-5792). */
  atomicityNotSupported: 5760,
} as const

/** The shape of an EIP-1193 `ProviderRpcError`. */
export interface ProviderRpcError extends Error {
  /** Numeric error code (see {@link ErrorCode}). */
  readonly code: number
  /** Optional extra data. */
  readonly data?: unknown
}

/**
 * Creates an EIP-1193 `ProviderRpcError`-shaped error: an `Error` with a numeric `code`.
 *
 * @param code - the error code, usually one of {@link ErrorCode}
 * @param message - human-readable text
 * @param data - optional extra data
 */
export function rpcError(code: number, message: string, data?: unknown): ProviderRpcError {
  const error = new Error(message) as Error & { code: number; data?: unknown }
  error.name = 'ProviderRpcError'
  error.code = code
  if (data !== undefined) error.data = data
  return error
}

/** `4001 User rejected the request.` */
export const userRejected = (): ProviderRpcError => rpcError(ErrorCode.userRejected, 'User rejected the request.')

/** `4100` - the account or method is not authorised for this origin. */
export const unauthorized = (): ProviderRpcError =>
  rpcError(ErrorCode.unauthorized, 'The requested account and/or method has not been authorized by the user.')

/** `-32602` - invalid parameters, with a reason. */
export const invalidParams = (reason: string): ProviderRpcError =>
  rpcError(ErrorCode.invalidParams, `Invalid parameters: ${reason}`)

/** `4200` - the method is not supported by the dev wallet. */
export const unsupportedMethod = (method: string): ProviderRpcError =>
  rpcError(ErrorCode.unsupportedMethod, `The Provider does not support the requested method: ${method}`)

/** True when `value` looks like a `{ code: number, message: string }` error. */
export function isRpcErrorLike(value: unknown): value is { code: number; message: string; data?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}
