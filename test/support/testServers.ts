/**
 * Test-only helpers: real HTTP servers on 127.0.0.1 (free port) for the transport and HTTP
 * helper tests. Never imported by runtime code.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a handler gets for one HTTP request. @example const h: TestHandler = ({ res }) => res.end('{}') */
export type TestHandler = (context: {
  req: IncomingMessage
  res: ServerResponse
  /** The request body parsed as JSON, or the raw text when it is not JSON. */
  body: unknown
  /** Runs `fn` after `ms`, unless the server closed first. */
  later: (ms: number, fn: () => void) => void
}) => void

/** A running test server. @example const server: TestServer = await startTestServer(handler) */
export type TestServer = {
  /** `http://127.0.0.1:{port}` plus the path given to {@link startTestServer}. */
  url: string
  /** Every request received: method, URL and parsed body. */
  requests: Array<{ method: string; url: string; body: unknown; headers: IncomingMessage['headers'] }>
  /** Stops timers, drops connections and closes the port. */
  close(): Promise<void>
}

/**
 * Starts a real HTTP server on 127.0.0.1 with a free port.
 *
 * @example
 * const server = await startTestServer(({ res }) => res.end('{"ok":true}'))
 * await server.close()
 */
export async function startTestServer(handler: TestHandler, path = '/'): Promise<TestServer> {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const requests: TestServer['requests'] = []
  const server = createServer((req, res) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (text += chunk))
    req.on('end', () => {
      let body: unknown = text
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined
      } catch {
        // keep the raw text
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers })
      const later = (ms: number, fn: () => void) => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          fn()
        }, ms)
        timers.add(timer)
      }
      handler({ req, res, body, later })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * An endpoint that is down: every connection is dropped without an answer, so the client's
 * request fails as a network error. It keeps its port while the test runs: a port closed
 * instead could be taken by another test's server meanwhile and answer.
 *
 * @example
 * const down = await startTestServer(dropConnection)
 */
export const dropConnection: TestHandler = ({ req }) => void req.socket.destroy()

type RpcBody = { id?: unknown; method?: unknown; params?: unknown }

/**
 * A JSON-RPC 2.0 handler: `eth_blockNumber` -> '0x10', `net_listening` -> true, `echo` ->
 * its params, `revert` -> error -32000 'execution reverted', anything else -> -32601.
 * With `reverse`, batch answers come back in reverse order.
 *
 * @example
 * const healthy = await startTestServer(jsonRpcHandler())
 */
export function jsonRpcHandler(options: { reverse?: boolean; delay?: number } = {}): TestHandler {
  const answer = (call: RpcBody) => {
    const base = { jsonrpc: '2.0', id: call.id ?? null }
    switch (call.method) {
      case 'eth_blockNumber':
        return { ...base, result: '0x10' }
      case 'net_listening':
        return { ...base, result: true }
      case 'echo':
        return { ...base, result: call.params }
      case 'revert':
        return { ...base, error: { code: -32000, message: 'execution reverted', data: '0xdead' } }
      default:
        return { ...base, error: { code: -32601, message: 'Method not found' } }
    }
  }
  return ({ res, body, later }) => {
    const payload = Array.isArray(body) ? (body as RpcBody[]).map(answer) : answer(body as RpcBody)
    if (Array.isArray(payload) && options.reverse) payload.reverse()
    const send = () => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(payload))
    }
    if (options.delay) later(options.delay, send)
    else send()
  }
}

/**
 * Counts the JSON-RPC calls (not pings) a server received: batch members count one each.
 *
 * @example
 * callsTo(server, 'eth_blockNumber') // 3
 */
export function callsTo(server: TestServer, method: string): number {
  const calls = server.requests.flatMap(({ body }) => (Array.isArray(body) ? body : [body])) as RpcBody[]
  return calls.filter((call) => call?.method === method).length
}
