import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import {
  HttpRequestError,
  HttpStatusError,
  InvalidResponseError,
  InvalidTransportOptionsError,
  RequestAbortedError,
  RpcResponseError,
  TimeoutError,
} from './errors.js'

test('§8 error: texts and names are pinned', () => {
  const errors = [
    new RpcResponseError({ code: -32000, message: 'execution reverted', url: 'http://node', method: 'eth_call' }),
    new TimeoutError({ timeout: 10_000, url: 'http://node' }),
    new RequestAbortedError(),
    new HttpStatusError({ status: 503, body: 'busy', url: 'http://node' }),
    new HttpRequestError({ cause: new TypeError('fetch failed'), url: 'http://node' }),
    new InvalidResponseError({ reason: 'The response is not valid JSON', body: '{', url: 'http://node' }),
    new InvalidTransportOptionsError({ option: 'urls', reason: 'at least one URL is needed' }),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.message}`)).toMatchInlineSnapshot(`
    [
      "RpcResponseError: execution reverted
    Method: eth_call
    URL: http://node
    Details: JSON-RPC error -32000
    Docs: README.md#rpc-transport",
      "TimeoutError: Something went wrong
    URL: http://node
    Details: The request took longer than 10000 ms
    Docs: README.md#rpc-transport",
      "RequestAbortedError: Request was aborted
    Docs: README.md#rpc-transport",
      "HttpStatusError: HTTP status code: 503
    URL: http://node
    Details: busy
    Docs: README.md#rpc-transport",
      "HttpRequestError: Something went wrong
    URL: http://node
    Details: fetch failed
    Docs: README.md#rpc-transport",
      "InvalidResponseError: Something went wrong
    URL: http://node
    Response: {
    Details: The response is not valid JSON
    Docs: README.md#rpc-transport",
      "InvalidTransportOptionsError: Invalid RPC transport option: urls
    Details: at least one URL is needed
    Docs: README.md#rpc-transport",
    ]
  `)
})

test('§8 error: a node error without a message falls back to the spec text', () => {
  expect(new RpcResponseError({ code: 1, message: '' }).shortMessage).toBe('Something went wrong')
})
