import { afterEach, describe, expect, test } from 'vitest'
import { createRpcTransport, type RpcTransport, type RpcTransportParameters } from './createRpcTransport.js'
import { InvalidTransportOptionsError, RequestAbortedError, RpcResponseError, TimeoutError } from './errors.js'
import { jsonRpcHandler, startTestServer, type TestServer } from '../../test/support/testServers'

const servers: TestServer[] = []
const transports: RpcTransport[] = []

async function server(...args: Parameters<typeof startTestServer>) {
  const started = await startTestServer(...args)
  servers.push(started)
  return started
}

function transport(parameters: RpcTransportParameters) {
  const created = createRpcTransport({ ranking: false, ...parameters })
  transports.push(created)
  return created
}

afterEach(async () => {
  for (const created of transports.splice(0)) created.destroy()
  await Promise.all(servers.splice(0).map((started) => started.close()))
})

describe('batching', () => {
  test('§7 behavior: batches 3 calls made in the same tick into one POST', async () => {
    const node = await server(jsonRpcHandler())
    const rpc = transport({ urls: [node.url] })
    const results = await Promise.all([
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'echo', params: ['a'] }),
      rpc.request({ method: 'echo', params: { named: true } }),
    ])
    expect(results).toEqual(['0x10', ['a'], { named: true }])
    expect(node.requests).toHaveLength(1)
    expect(node.requests[0]?.method).toBe('POST')
    expect(node.requests[0]?.headers['content-type']).toBe('application/json')
    expect(node.requests[0]?.body).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'echo', params: ['a'] },
      { jsonrpc: '2.0', id: 3, method: 'echo', params: { named: true } },
    ])
  })

  test('§7 behavior: a lone call is sent as a single JSON-RPC 2.0 object', async () => {
    const node = await server(jsonRpcHandler())
    const rpc = transport({ urls: [node.url] })
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(node.requests.map((request) => request.body)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
    ])
  })

  test('§7 args: batchSize splits 5 calls into POSTs of 2, 2 and 1', async () => {
    const node = await server(jsonRpcHandler())
    const rpc = transport({ urls: [node.url], batchSize: 2 })
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => rpc.request({ method: 'echo', params: [n] })))
    expect(results).toEqual([[1], [2], [3], [4], [5]])
    expect(node.requests.map(({ body }) => (Array.isArray(body) ? body.length : 1))).toEqual([2, 2, 1])
  })

  test('§7 default: batch size 1000, so 1001 calls take two POSTs', async () => {
    const node = await server(jsonRpcHandler())
    const rpc = transport({ urls: [node.url] })
    const calls = Array.from({ length: 1001 }, (_, n) => rpc.request({ method: 'echo', params: [n] }))
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 1001 }, (_, n) => [n]))
    expect(node.requests.map(({ body }) => (Array.isArray(body) ? body.length : 1))).toEqual([1000, 1])
  })

  test('§7 behavior: answers are matched by id when the server answers a batch out of order', async () => {
    const node = await server(jsonRpcHandler({ reverse: true }))
    const rpc = transport({ urls: [node.url] })
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((x) => rpc.request({ method: 'echo', params: [x] })))
    expect(results).toEqual([['a'], ['b'], ['c'], ['d']])
    expect(node.requests).toHaveLength(1)
  })

  test('§7 behavior: two transports share nothing (each numbers its own ids)', async () => {
    const node = await server(jsonRpcHandler())
    const first = transport({ urls: [node.url] })
    const second = transport({ urls: [node.url] })
    await first.request({ method: 'eth_blockNumber' })
    await second.request({ method: 'eth_blockNumber' })
    expect(node.requests.map(({ body }) => (body as { id: number }).id)).toEqual([1, 1])
  })
})

describe('errors', () => {
  test('§8 error: a JSON-RPC error answer rejects with RpcResponseError and does not fail over', async () => {
    const first = await server(jsonRpcHandler())
    const second = await server(jsonRpcHandler())
    const rpc = transport({ urls: [first.url, second.url] })
    const error = await rpc.request({ method: 'revert' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcResponseError)
    expect(error).toMatchObject({ name: 'RpcResponseError', code: -32000, data: '0xdead', shortMessage: 'execution reverted' })
    expect(first.requests).toHaveLength(1)
    expect(second.requests).toHaveLength(0)
  })

  test('§8 error: one failing call in a batch rejects alone; its siblings resolve', async () => {
    const node = await server(jsonRpcHandler())
    const rpc = transport({ urls: [node.url] })
    const [ok, failed] = await Promise.allSettled([rpc.request({ method: 'eth_blockNumber' }), rpc.request({ method: 'nope' })])
    expect(ok).toEqual({ status: 'fulfilled', value: '0x10' })
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: -32601, shortMessage: 'Method not found' } })
  })

  test("§8 error: a call the caller aborts rejects with 'Request was aborted'", async () => {
    const slow = await server(jsonRpcHandler({ delay: 5_000 }))
    const rpc = transport({ urls: [slow.url] })
    const controller = new AbortController()
    const pending = rpc.request({ method: 'eth_blockNumber' }, { signal: controller.signal })
    await expect.poll(() => slow.requests.length).toBe(1)
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).shortMessage).toBe('Request was aborted')
  })

  test("§8 error: an already aborted signal rejects at once with 'Request was aborted'", async () => {
    const node = await server(jsonRpcHandler())
    const rpc = transport({ urls: [node.url] })
    await expect(rpc.request({ method: 'eth_blockNumber' }, { signal: AbortSignal.abort() })).rejects.toThrow(
      'Request was aborted',
    )
    expect(node.requests).toHaveLength(0)
  })

  test('§8 behavior: aborting one call of a batch leaves the others running', async () => {
    const slow = await server(jsonRpcHandler({ delay: 300 }))
    const rpc = transport({ urls: [slow.url] })
    const controller = new AbortController()
    const aborted = rpc.request({ method: 'echo', params: [1] }, { signal: controller.signal })
    const kept = rpc.request({ method: 'echo', params: [2] })
    await expect.poll(() => slow.requests.length).toBe(1)
    controller.abort()
    await expect(aborted).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(kept).resolves.toEqual([2])
  })

  test("§8 error: a timeout rejects with TimeoutError, 'Something went wrong', details in `details`", async () => {
    const slow = await server(jsonRpcHandler({ delay: 2_000 }))
    const rpc = transport({ urls: [slow.url], timeout: 200 })
    const error = await rpc.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toMatchObject({ shortMessage: 'Something went wrong', details: 'The request took longer than 200 ms' })
  })

  test("§8 behavior: destroy() rejects pending and later calls with 'Request was aborted'", async () => {
    const slow = await server(jsonRpcHandler({ delay: 5_000 }))
    const rpc = transport({ urls: [slow.url] })
    const pending = rpc.request({ method: 'eth_blockNumber' })
    await expect.poll(() => slow.requests.length).toBe(1)
    rpc.destroy()
    rpc.destroy()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(rpc.request({ method: 'eth_blockNumber' })).rejects.toThrow('Request was aborted')
  })

  test('§7 error: options it cannot work with throw InvalidTransportOptionsError', () => {
    expect(() => createRpcTransport({ urls: [] })).toThrow(InvalidTransportOptionsError)
    expect(() => createRpcTransport({ urls: ['http://127.0.0.1:1'], batchSize: 0 })).toThrow(
      'Invalid RPC transport option: batchSize',
    )
  })
})
