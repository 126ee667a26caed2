import { Agent, request } from 'node:http'
import { SCOPE_HEADERS } from '../../frame/api'
import { SESSION_COOKIE } from '../startAuthServer'
import type { Figures } from './figures'

/**
 * The wallet servers a load test talks to: each listens on its own port on 127.0.0.1, all answer
 * for one public origin (as behind a load balancer), so every request carries that Host.
 */
export type WalletTarget = {
  /** The public origin, e.g. `http://localhost:41234`: the Host and Origin every request names. */
  origin: string
  /** The port of each server process. */
  ports: readonly number[]
}

/** An answer of the wallet API. */
export type ApiAnswer = { status: number; body: unknown; retryAfter: number | undefined }

/** No answer at all (connection refused or reset: the server is down or was killed). */
export class NoAnswer extends Error {
  override name = 'NoAnswer'
}

/** The project and top-level page a load-test frame runs under. */
export const LOAD_SCOPE = { projectId: 'loadtest', topOrigin: 'https://app.loadtest.example' } as const

const agents = new Map<number, Agent>()
const agentFor = (port: number) => {
  let agent = agents.get(port)
  if (!agent) agents.set(port, (agent = new Agent({ keepAlive: true, maxSockets: 64 })))
  return agent
}

/** Closes the kept-alive connections of every load-test browser (before the servers stop). */
export function closeBrowserConnections(): void {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}

let turn = 0

/**
 * One browser's frame: its own cookies (device, session), its client IP (the trusted proxy's
 * X-Forwarded-For), the frame's scope headers. Requests go to the servers in turn (or to the one
 * named), and each one's latency and status land in `figures`.
 *
 * @example
 * const browser = createBrowser(target, { ip: '10.0.0.1', figures })
 * const answer = await browser.post('/v1/email/connect', { email: 'ada@example.com' })
 */
export function createBrowser(target: WalletTarget, options: { ip: string; figures: Figures }) {
  const cookies = new Map<string, string>()
  const host = new URL(target.origin).host
  return {
    /** The session cookie's value, to replay it once the browser dropped it (a stolen token). */
    sessionToken: () => cookies.get(SESSION_COOKIE),
    /** Sets the session cookie as a client that kept an old token would send it. */
    replaySession: (token: string) => void cookies.set(SESSION_COOKIE, token),
    /** POSTs `body` (JSON; a string goes as is); resolves with any HTTP answer, rejects with {@link NoAnswer} when none came. */
    post: (path: string, body: unknown, through?: number) => send('POST', path, typeof body === 'string' ? body : JSON.stringify(body), through),
    /** GETs `path` (with its query). */
    get: (path: string, through?: number) => send('GET', path, '', through),
  }

  function send(method: 'GET' | 'POST', path: string, payload: string, through: number | undefined): Promise<ApiAnswer> {
    const port = target.ports[through ?? turn++ % target.ports.length] ?? target.ports[0]
    return attempt(method, path, payload, port, true)
  }

  function attempt(method: 'GET' | 'POST', path: string, payload: string, port: number | undefined, mayRetry: boolean): Promise<ApiAnswer> {
    const started = performance.now()
    const label = `${method === 'GET' ? 'GET ' : ''}${path.split('?')[0] ?? path}`
    return new Promise<ApiAnswer>((resolve, reject) => {
      let settled = false
      const call = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent: agentFor(port ?? 0),
          headers: {
            Host: host,
            Origin: target.origin,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
            'X-Forwarded-For': options.ip,
            [SCOPE_HEADERS.project]: LOAD_SCOPE.projectId,
            [SCOPE_HEADERS.topOrigin]: LOAD_SCOPE.topOrigin,
            Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', (error) => fail(error))
          response.on('end', () => {
            if (settled) return
            settled = true
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';')
              const [name, ...value] = (pair ?? '').split('=')
              if (!name) continue
              if (/Max-Age=0(;|$)/.test(line)) cookies.delete(name)
              else cookies.set(name, value.join('='))
            }
            const status = response.statusCode ?? 0
            options.figures.record(label, performance.now() - started, status)
            const text = Buffer.concat(chunks).toString('utf8')
            let parsed: unknown = text
            try {
              parsed = JSON.parse(text)
            } catch {
              // Not JSON: the caller judges the text.
            }
            const retryAfter = Number(response.headers['retry-after'])
            resolve({ status, body: parsed, retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined })
          })
        },
      )
      const fail = (error: Error & { code?: string }) => {
        if (settled) return
        settled = true
        // A kept-alive connection the server closed as it was reused: sent again on a new one,
        // as browsers do (Node documents `reusedSocket` for this retry).
        if (mayRetry && call.reusedSocket && error.code === 'ECONNRESET') return void attempt(method, path, payload, port, false).then(resolve, reject)
        options.figures.record(label, performance.now() - started, 'network')
        reject(new NoAnswer(`${path}: ${error.message}`))
      }
      call.on('error', fail)
      call.end(payload)
    })
  }
}

/** What {@link createBrowser} returns. */
export type Browser = ReturnType<typeof createBrowser>

/** The `{ error: { code, message } }` of a refusal, if the body is one. */
export function errorOf(body: unknown): { code: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined
  const error = (body as { error: unknown }).error
  if (typeof error !== 'object' || error === null) return undefined
  const { code, message } = error as { code?: unknown; message?: unknown }
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined
}
