/** A small GET-only JSON server with CORS, for the local aggregator APIs. */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the server saw (for tests: which paths, which credentials). */
export type SeenRequest = { path: string; query: Record<string, string>; headers: IncomingHttpHeaders }
/** A handler's answer. */
export type JsonReply = { status: number; body: unknown }
/** Answers a path (without the query), or undefined for 404. */
export type JsonRoute = (query: URLSearchParams, headers: IncomingHttpHeaders) => Promise<JsonReply>

/** A running local API. */
export type JsonServer = { origin: string; requests: SeenRequest[]; stop(): Promise<void> }

export async function startJsonServer(routes: (path: string) => JsonRoute | undefined, allowHeaders: string): Promise<JsonServer> {
  const requests: SeenRequest[] = []
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, OPTIONS', 'access-control-allow-headers': allowHeaders, 'access-control-max-age': '600' }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    const route = req.method === 'GET' ? routes(url.pathname) : undefined
    if (!route) return void res.writeHead(404, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 404, message: 'Not Found' }))
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers })
    route(url.searchParams, req.headers).then(
      ({ status, body }) => res.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))),
      (error: unknown) => res.writeHead(500, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ statusCode: 500, message: error instanceof Error ? error.message : 'Internal error' })),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}
