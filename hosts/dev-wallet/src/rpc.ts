import { ErrorCode, isRpcErrorLike, rpcError } from './errors.js'

let nextId = 1

/**
 * Sends one JSON-RPC 2.0 request over HTTP and returns its `result`. A JSON-RPC error is
 * thrown as a `{ code, message, data }` error with the node's own code.
 *
 * @param url - the node's HTTP endpoint
 * @param method - the JSON-RPC method
 * @param params - the parameters (an array for Ethereum nodes)
 */
export async function jsonRpc(url: string, method: string, params: unknown = []): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (error) {
    throw rpcError(ErrorCode.internal, `RPC request to ${url} failed: ${String(error)}`)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw rpcError(ErrorCode.internal, `RPC ${url} answered ${response.status} without JSON`)
  }
  if (typeof body !== 'object' || body === null) throw rpcError(ErrorCode.internal, 'RPC answered a non-object')
  const { error, result } = body as { error?: unknown; result?: unknown }
  if (error !== undefined && error !== null) {
    if (isRpcErrorLike(error)) throw rpcError(error.code, error.message, error.data)
    throw rpcError(ErrorCode.internal, `RPC error: ${JSON.stringify(error)}`)
  }
  return result
}
