import { afterEach, describe, expect, test, vi } from 'vitest'
import { createRpcTransport, type RpcTransport, type RpcTransportParameters } from './createRpcTransport.js'
import { HttpRequestError, HttpStatusError, InvalidResponseError } from './errors.js'
import {
  callsTo,
  dropConnection,
  jsonRpcHandler,
  startTestServer,
  type TestHandler,
  type TestServer,
} from '../../test/support/testServers'

const servers: TestServer[] = []
const transports: RpcTransport[] = []

async function server(handler: TestHandler) {
  const started = await startTestServer(handler)
  servers.push(started)
  return started
}

function transport(parameters: RpcTransportParameters) {
  const created = createRpcTransport(parameters)
  transports.push(created)
  return created
}

afterEach(async () => {
  vi.restoreAllMocks()
  for (const created of transports.splice(0)) created.destroy()
  await Promise.all(servers.splice(0).map((started) => started.close()))
})

const status500: TestHandler = ({ res }) => {
  res.statusCode = 500
  res.end('upstream exploded')
}
const malformed: TestHandler = ({ res }) => res.end('{"jsonrpc":"2.0","id":')

/** Down (drops every connection), slow (answers after 2 s), 500, malformed JSON, healthy: in that order. */
async function fleet() {
  const down = await server(dropConnection)
  const slow = await server(jsonRpcHandler({ delay: 2_000 }))
  const failing = await server(status500)
  const broken = await server(malformed)
  const healthy = await server(jsonRpcHandler())
  return { down, slow, failing, broken, healthy, urls: [down.url, slow.url, failing.url, broken.url, healthy.url] }
}

describe('failover', () => {
  test('§7 behavior: down, slow, 500 and malformed endpoints fail over to the healthy one', async () => {
    const { urls, slow, failing, broken, healthy } = await fleet()
    const rpc = transport({ urls, timeout: 200, ranking: false })
    await expect(rpc.request({ method: 'echo', params: ['hi'] })).resolves.toEqual(['hi'])
    expect([slow, failing, broken, healthy].map((s) => callsTo(s, 'echo'))).toEqual([1, 1, 1, 1])
  })

  test.each([
    ['HTTP 500', status500, HttpStatusError, 'HTTP status code: 500'],
    ['malformed JSON', malformed, InvalidResponseError, 'Something went wrong'],
    ['JSON that is not JSON-RPC', (({ res }) => res.end('{"hello":"world"}')) as TestHandler, InvalidResponseError, 'Something went wrong'],
    ['an answer with another id', (({ res }) => res.end('{"jsonrpc":"2.0","id":99,"result":1}')) as TestHandler, InvalidResponseError, 'Something went wrong'],
  ])('§7 error: %s on every endpoint rejects with the last failure', async (_, handler, ErrorClass, text) => {
    const first = await server(handler)
    const second = await server(handler)
    const rpc = transport({ urls: [first.url, second.url], ranking: false })
    const error = await rpc.request({ method: 'echo' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect((error as Error & { shortMessage: string }).shortMessage).toBe(text)
    expect([first.requests.length, second.requests.length]).toEqual([1, 1])
  })

  test('§7 error: every endpoint down rejects with HttpRequestError', async () => {
    const rpc = transport({ urls: [(await server(dropConnection)).url, (await server(dropConnection)).url], ranking: false })
    await expect(rpc.request({ method: 'echo' })).rejects.toBeInstanceOf(HttpRequestError)
  })

  test('§7 behavior: calls a batch answer left out move on to the next endpoint', async () => {
    const partial = await server(({ res, body }) => {
      const [first] = body as Array<{ id: number }>
      res.end(JSON.stringify([{ jsonrpc: '2.0', id: first?.id, result: 'partial' }]))
    })
    const healthy = await server(jsonRpcHandler())
    const rpc = transport({ urls: [partial.url, healthy.url], ranking: false })
    const results = await Promise.all([rpc.request({ method: 'echo', params: [1] }), rpc.request({ method: 'echo', params: [2] })])
    expect(results).toEqual(['partial', [2]])
    expect(healthy.requests.map((r) => r.body)).toEqual([{ jsonrpc: '2.0', id: 2, method: 'echo', params: [2] }])
  })

  test('§7 args: retryCount makes another pass after every endpoint failed', async () => {
    let hits = 0
    const flaky: TestHandler = (context) => (++hits === 1 ? status500(context) : jsonRpcHandler()(context))
    const node = await server(flaky)
    const rpc = transport({ urls: [node.url], ranking: false, retryCount: 1, retryDelay: 1 })
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(node.requests).toHaveLength(2)
  })

  test('§7 default: no retry pass, so one failure on the only endpoint rejects', async () => {
    const node = await server(status500)
    const rpc = transport({ urls: [node.url], ranking: false })
    await expect(rpc.request({ method: 'eth_blockNumber' })).rejects.toThrow('HTTP status code: 500')
    expect(node.requests).toHaveLength(1)
  })
})

describe('ranking', () => {
  test('§9 behavior: ranking moves traffic to the healthy endpoint', async () => {
    const { urls, slow, failing, broken, healthy } = await fleet()
    const rpc = transport({ urls, timeout: 200, ranking: { interval: 50 } })
    await expect(rpc.request({ method: 'echo', params: [0] })).resolves.toEqual([0])
    await vi.waitFor(() => expect(rpc.getRanking()[0]?.url).toBe(healthy.url), { timeout: 5_000 })
    const before = [slow, failing, broken].map((s) => callsTo(s, 'echo'))
    for (let n = 1; n <= 10; n++) await expect(rpc.request({ method: 'echo', params: [n] })).resolves.toEqual([n])
    expect([slow, failing, broken].map((s) => callsTo(s, 'echo'))).toEqual(before)
    expect(callsTo(healthy, 'echo')).toBe(11)
    const [best, ...rest] = rpc.getRanking()
    expect(best).toMatchObject({ url: healthy.url, successRate: 1 })
    expect(rest.every((entry) => entry.score === 0 && entry.successRate === 0)).toBe(true)
  })

  test('§9 behavior: outcomes of real calls are recorded, so a failing endpoint drops', async () => {
    const flaky = await server(status500)
    const healthy = await server(jsonRpcHandler())
    // Pings fail everywhere (unknown method), so only real calls can tell the two apart.
    const rpc = transport({ urls: [flaky.url, healthy.url], ranking: { interval: 60_000, ping: { method: 'nope' } } })
    for (let n = 0; n < 6; n++) await expect(rpc.request({ method: 'echo', params: [n] })).resolves.toEqual([n])
    expect(callsTo(flaky, 'echo')).toBeLessThanOrEqual(1)
    expect(rpc.getRanking().map((entry) => entry.url)).toEqual([healthy.url, flaky.url])
  })

  test('§9 behavior: without ranking the configured order is kept', async () => {
    const flaky = await server(status500)
    const healthy = await server(jsonRpcHandler())
    const rpc = transport({ urls: [flaky.url, healthy.url], ranking: false })
    for (let n = 0; n < 3; n++) await rpc.request({ method: 'echo', params: [n] })
    expect(callsTo(flaky, 'echo')).toBe(3)
    expect(rpc.getRanking().map((entry) => entry.url)).toEqual([flaky.url, healthy.url])
  })

  test('§9 behavior: pinging starts on the first call, uses the ping method, and stops on destroy()', async () => {
    const node = await server(jsonRpcHandler())
    const rpc = transport({ urls: [node.url], ranking: { interval: 20, ping: { method: 'eth_blockNumber' } } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(node.requests).toHaveLength(0)
    await rpc.request({ method: 'echo' })
    await vi.waitFor(() => expect(callsTo(node, 'eth_blockNumber')).toBeGreaterThanOrEqual(3))
    rpc.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const after = node.requests.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(node.requests.length).toBe(after)
    expect(rpc.getRanking()[0]).toMatchObject({ successRate: 1 })
  })

  test('§9 default: the ping timer is unref-ed so it never keeps Node alive', async () => {
    const node = await server(jsonRpcHandler())
    const spy = vi.spyOn(globalThis, 'setTimeout')
    const rpc = transport({ urls: [node.url], ranking: { interval: 4_321 } })
    await rpc.request({ method: 'echo' })
    await vi.waitFor(() => expect(spy.mock.calls.some(([, ms]) => ms === 4_321)).toBe(true))
    const index = spy.mock.calls.findIndex(([, ms]) => ms === 4_321)
    const timer = spy.mock.results[index]?.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
  })
})
