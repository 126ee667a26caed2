/** The HTTP side of the local Solana JSON-RPC server: single and batch requests, with CORS. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { SolanaLedger } from './ledger'
import { rpcRequestSchema } from './params'
import { callSolanaMethod, RpcMethodError } from './rpcMethods'

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
}
const MAX_BODY_BYTES = 5 * 1024 * 1024

/** Answers one parsed JSON value (a request object) with a JSON-RPC response object. */
export function answer(ledger: SolanaLedger, body: unknown): Record<string, unknown> {
  const request = rpcRequestSchema.safeParse(body)
  const id = typeof body === 'object' && body !== null && 'id' in body ? (body as { id: unknown }).id : null
  if (!request.success) return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } }
  try {
    return { jsonrpc: '2.0', id: request.data.id ?? null, result: callSolanaMethod(ledger, request.data.method, request.data.params) }
  } catch (error) {
    const rpc = error instanceof RpcMethodError ? error : new RpcMethodError(-32603, error instanceof Error ? error.message : 'Internal error')
    return { jsonrpc: '2.0', id: request.data.id ?? null, error: { code: rpc.code, message: rpc.message, ...(rpc.data ? { data: rpc.data } : {}) } }
  }
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function handle(ledger: SolanaLedger, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS).end()
    return
  }
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('ok')
    return
  }
  if (req.method !== 'POST') {
    res.writeHead(405, CORS_HEADERS).end()
    return
  }
  const text = await readBody(req)
  let parsed: unknown
  try {
    parsed = text === undefined ? undefined : JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const reply =
    parsed === undefined
      ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      : Array.isArray(parsed)
        ? parsed.map((item) => answer(ledger, item))
        : answer(ledger, parsed)
  res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' }).end(JSON.stringify(reply))
}

/** Starts the HTTP JSON-RPC server on 127.0.0.1:`port`. */
export function listenHttp(ledger: SolanaLedger, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    handle(ledger, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, CORS_HEADERS)
      res.end()
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}
