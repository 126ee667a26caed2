/**
 * `kernel/rpc`: JSON-RPC transport (batching, timeout, failover, ranking), the HTTP helper,
 * the project RPC URL and error-text extraction. Every export is listed by name.
 *
 * @example
 * import { createRpcTransport, createHttpClient, extractErrorMessage } from 'portico/kernel/rpc'
 */
export {
  createRpcTransport,
  type RpcRankingOptions,
  type RpcRequestArguments,
  type RpcRequestOptions,
  type RpcTransport,
  type RpcTransportErrorType,
  type RpcTransportParameters,
} from './createRpcTransport.js'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientErrorType,
  type HttpClientParameters,
  type HttpMethod,
  type HttpQueryParams,
  type HttpRequestOptions,
  type HttpResponseSchema,
} from './createHttpClient.js'
export { PROJECT_RPC_CHAINS, projectRpcUrl, type ProjectRpcUrlParameters } from './projectRpcUrl.js'
export { extractErrorMessage } from './extractErrorMessage.js'
export type { RankingWeights, RpcEndpointScore } from './ranking.js'
export type { FetchFn } from './fetchJson.js'
export {
  HttpRequestError,
  HttpStatusError,
  InvalidResponseError,
  InvalidTransportOptionsError,
  RequestAbortedError,
  RpcResponseError,
  TimeoutError,
  rpcMessages,
  type HttpRequestErrorType,
  type HttpStatusErrorType,
  type InvalidResponseErrorType,
  type InvalidTransportOptionsErrorType,
  type RequestAbortedErrorType,
  type RpcResponseErrorType,
  type TimeoutErrorType,
} from './errors.js'
