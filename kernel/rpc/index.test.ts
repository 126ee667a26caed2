import { expect, test } from 'vitest'
import * as exports from './index.js'

test('§7 exports: the public surface of kernel/rpc', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "HttpRequestError",
      "HttpStatusError",
      "InvalidResponseError",
      "InvalidTransportOptionsError",
      "PROJECT_RPC_CHAINS",
      "RequestAbortedError",
      "RpcResponseError",
      "TimeoutError",
      "createHttpClient",
      "createRpcTransport",
      "extractErrorMessage",
      "projectRpcUrl",
      "rpcMessages",
    ]
  `)
})
