import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type * as z from 'zod/mini'
import { SESSION_TTL_MS, type AuthService, type AuthUser, type SessionScope } from './authService'
import { AuthError, authMessages } from './errors'
import { FRAME_CHUNK_PATH, frameChunk } from './frameBundle'
import { FRAME_CSS, frameCsp, renderFramePage, renderMailboxPage, renderNoticePage } from './framePage'
import type { Bundler } from './bundler'
import type { DevMailbox } from './mailbox'
import type { createProjectStore } from './projects'
import { createDeviceApproval } from './deviceApproval'
import { bodies } from './routes'
import { bundlerReceiptBody, bundlerSendBody } from '../frame/smartAccountBundler'
import { SCOPE_HEADERS } from '../frame/api'
import { generateToken } from './secrets'
import { serverTextsIn, visitorLocale } from './serverTexts'
import { socialBodies, type SocialRoutes } from './social/socialRoutes'
import { farcasterBodies, type FarcasterRoutes } from './farcaster/farcasterRoutes'

/**
 * A chain the frame may use: its RPC endpoint comes from here, never from the host page.
 * `smartAccount` names the ERC-4337 entry point and account factory there; smart accounts are
 * offered on the chain when the server also runs a bundler for it. `maxFeeWei` caps one
 * approval's network fee on the chain (decimal wei; the frame refuses a transaction that may
 * cost more; default 0.05 of the native token, `DEFAULT_MAX_FEE_WEI` of `frame/networkFee.ts`).
 */
export type FrameChain = {
  chainId: number
  name: string
  rpcUrl: string
  smartAccount?: { entryPoint: string; factory: string } | undefined
  maxFeeWei?: string | undefined
}

/** Options of {@link startAuthServer}. */
export type StartAuthServerOptions = {
  auth: AuthService
  projects: ReturnType<typeof createProjectStore>
  chains: readonly FrameChain[]
  frameScript: string
  /** The ERC-4337 bundler that sponsors smart-account operations; without it, accounts are EOAs only. */
  bundler?: Bundler | undefined
  /** Host name in URLs: `localhost` so that the frame is cross-site to a host on 127.0.0.1. */
  hostname?: string
  port?: number
  /**
   * Production: the server's public origin (`https://wallet.example.com`, TLS ended by a proxy in
   * front). It replaces `http://{hostname}:{port}` in links and the Origin check, and a request
   * whose `Host` header names another host is refused (421): no DNS rebinding, no links built
   * from a forged Host.
   */
  publicUrl?: string | undefined
  /** The interface to listen on; default 127.0.0.1. */
  listenHost?: string | undefined
  /**
   * One trusted reverse proxy in front: the client IP (rate limits, the device page) is the last
   * `X-Forwarded-For` entry, the one that proxy appended. Off: the socket's address.
   */
  trustProxy?: boolean | undefined
  /** Social login (issue 19): its API and popup pages; absent, the social routes answer 404. */
  social?: SocialRoutes | undefined
  /** Sign In With Farcaster (issue 19); absent, its routes answer 404. */
  farcaster?: FarcasterRoutes | undefined
  /** Dev tools: the mailbox page, and a clock the tests move forward. */
  dev?: { mailbox?: DevMailbox; advanceClock?: (ms: number) => void }
}

type RequestContext = {
  request: IncomingMessage
  body: unknown
  ip: string
  /** This browser's device id, from its cookie (created on first contact). */
  deviceId: string
  /** The session token from its cookie, when there is one. */
  token: string | undefined
  /** The device, project and top-level origin the frame names (its scope headers); undefined when it names none. */
  scope: SessionScope | undefined
  /** Sets (bound to `scope`) or with `undefined` clears the session cookie. */
  setSession(token: string | undefined): void
}
type Handler = (context: RequestContext) => Promise<unknown>

/** Cookie names: HttpOnly, so no script (not even the frame's) can read them. */
export const DEVICE_COOKIE = '__portico_device'
export const SESSION_COOKIE = '__portico_session'
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/

/**
 * A cookie of the frame's origin. `Partitioned` (CHIPS) keeps it per embedding site and lets
 * browsers that block third-party storage keep it; `SameSite=None; Secure` is what a cookie in
 * a cross-site frame needs (browsers treat http://localhost as secure).
 */
export function frameCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=None; Partitioned`
}

function readCookies(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name) cookies.set(name, rest.join('='))
  }
  return cookies
}

/**
 * The auth server's HTTP face (node:http): the frame page and script, and the JSON API the
 * frame calls from its own origin. No CORS headers: a host page cannot read any answer.
 * POSTs must carry the server's own Origin (no cross-site request forgery). The device id and
 * the session token travel only in HttpOnly partitioned cookies.
 *
 * @example
 * const server = await startAuthServer({ auth, projects, chains, frameScript })
 * server.url // 'http://localhost:41234'
 */
export async function startAuthServer(options: StartAuthServerOptions) {
  const { auth, projects, bundler } = options
  // Chains as the frame sees them: smart-account contracts only where the bundler runs.
  const chains = options.chains.map(({ smartAccount, ...chain }) => (smartAccount && bundler?.chainIds.includes(chain.chainId) ? { ...chain, smartAccount } : chain))
  const hostname = options.hostname ?? 'localhost'
  let origin = options.publicUrl ? new URL(options.publicUrl).origin : ''
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : undefined
  const rpcOrigins = [...new Set(chains.map((chain) => new URL(chain.rpcUrl).origin))]
  const parse = <T>(schema: z.ZodMiniType<T>, body: unknown): T => {
    const result = schema.safeParse(body)
    if (!result.success) throw new AuthError(400, 'bad_request', result.error.issues[0]?.message ?? 'Invalid input')
    return result.data
  }
  const withUser = (run: (user: AuthUser, context: RequestContext) => Promise<unknown>): Handler =>
    async (context) => {
      if (!context.token || !context.scope) throw new AuthError(401, 'session_expired', authMessages.sessionExpired)
      return run(await auth.session(context.token, context.scope), context)
    }

  const deviceApproval = createDeviceApproval(auth, () => origin)
  /** The visitor's locale for the mails a request leads to: the frame's, else the browser's (serverTexts.ts). */
  const localeOf = (named: string | undefined, request: IncomingMessage) => visitorLocale(named, request.headers['accept-language'])

  const api: Record<string, Handler> = {
    '/v1/email/connect': ({ body, deviceId, ip, request }) => {
      const { email, locale } = parse(bodies.connectEmail, body)
      return auth.connectEmail({ email, deviceId, ip, userAgent: request.headers['user-agent'], locale: localeOf(locale, request) })
    },
    '/v1/device/status': ({ body, deviceId, ip, request }) => {
      const { email, locale } = parse(bodies.deviceStatus, body)
      return auth.deviceStatus({ email, deviceId, ip, locale: localeOf(locale, request) })
    },
    '/v1/otp/verify': async ({ body, deviceId, ip, setSession }) => {
      const { token, user } = await auth.verifyOtp({ ...parse(bodies.verifyOtp, body), deviceId, ip })
      setSession(token)
      return { user }
    },
    '/v1/session': withUser(async (user) => ({ user })),
    // "Is anyone signed in here?" is a normal question with a normal answer: no session (or an
    // expired one) is `{ user: null }`, not a 401 that every visitor's console would show.
    '/v1/session/current': async ({ token, scope }) => {
      if (!token || !scope) return { user: null }
      const user = await auth.session(token, scope).catch((error: unknown) => {
        if (error instanceof AuthError && error.status === 401) return null
        throw error
      })
      return { user }
    },
    '/v1/session/sign-out': async ({ token, setSession }) => {
      if (token) await auth.signOut(token)
      setSession(undefined)
      return { ok: true }
    },
    '/v1/wallet/shares': withUser(async (user, { body }) => ({ user: await auth.storeShares(user, parse(bodies.storeShares, body)) })),
    '/v1/wallet/shares/read': withUser((user, { body, deviceId }) => auth.readShares(user, { ...parse(bodies.readShares, body), deviceId })),
    '/v1/email/update': withUser((user, { body, deviceId, ip, request }) => {
      const { newEmail, locale } = parse(bodies.updateEmail, body)
      return auth.startEmailUpdate(user, { newEmail, deviceId, ip, locale: localeOf(locale, request) })
    }),
    '/v1/email/update/primary': withUser((user, { body, deviceId, ip, request }) => {
      const { otp, locale } = parse(bodies.otpOnly, body)
      return auth.verifyPrimaryOtp(user, { otp, deviceId, ip, locale: localeOf(locale, request) })
    }),
    '/v1/email/update/secondary': withUser(async (user, { body, deviceId, ip, request }) => {
      const { otp, locale } = parse(bodies.otpOnly, body)
      return { user: await auth.verifySecondaryOtp(user, { otp, deviceId, ip, locale: localeOf(locale, request) }) }
    }),
    '/v1/account/preferred': withUser(async (user, { body }) => {
      const { type } = parse(bodies.preferredAccount, body)
      if (type === 'smartAccount' && !bundler?.chainIds.length) throw new AuthError(400, 'smart_account', authMessages.smartAccountUnavailable)
      return { user: await auth.setPreferredAccount(user, type) }
    }),
    '/v1/social/start': async ({ body, deviceId, request }) => {
      if (!options.social) throw new AuthError(404, 'social_provider', authMessages.socialUnavailable)
      const started = parse(socialBodies.start, body)
      return options.social.api.start(started, deviceId, localeOf(started.locale, request))
    },
    '/v1/social/redeem': async ({ body, deviceId, setSession }) => {
      if (!options.social) throw new AuthError(404, 'social_provider', authMessages.socialUnavailable)
      const { token, user } = await options.social.api.redeem(parse(socialBodies.redeem, body), deviceId)
      setSession(token)
      return { user }
    },
    '/v1/farcaster/start': async ({ body, deviceId }) => {
      if (!options.farcaster) throw new AuthError(404, 'social_provider', authMessages.socialUnavailable)
      return options.farcaster.start(parse(farcasterBodies.start, body), deviceId)
    },
    '/v1/farcaster/poll': async ({ body, deviceId, setSession }) => {
      if (!options.farcaster) throw new AuthError(404, 'social_provider', authMessages.socialUnavailable)
      const polled = await options.farcaster.poll(parse(farcasterBodies.poll, body), deviceId)
      if (polled.status === 'pending') return { status: 'pending' }
      setSession(polled.token)
      return { status: 'done', user: polled.user }
    },
    '/v1/social/poll': async ({ body, deviceId, setSession }) => {
      if (!options.social) throw new AuthError(404, 'social_provider', authMessages.socialUnavailable)
      const polled = await options.social.api.poll(parse(socialBodies.poll, body), deviceId)
      if (polled.status === 'pending') return { status: 'pending' }
      setSession(polled.token)
      return { status: 'done', user: polled.user }
    },
    '/v1/bundler/send': withUser(async (user, { body }) => {
      if (!bundler) throw new AuthError(400, 'smart_account', authMessages.smartAccountUnavailable)
      if (!user.address) throw new AuthError(404, 'no_wallet', authMessages.noWallet)
      return bundler.send(user.address as `0x${string}`, parse(bundlerSendBody, body))
    }),
    '/v1/bundler/receipt': withUser(async (_user, { body }) => {
      if (!bundler) throw new AuthError(400, 'smart_account', authMessages.smartAccountUnavailable)
      return bundler.receipt(parse(bundlerReceiptBody, body))
    }),
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const known = error instanceof AuthError
      if (!known) console.error('[auth-server]', error)
      const status = known ? error.status : 500
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }
      if (known && error.retryAfterSeconds) headers['Retry-After'] = String(error.retryAfterSeconds)
      if (!response.headersSent) response.writeHead(status, headers)
      response.end(JSON.stringify({ error: { code: known ? error.code : 'internal', message: known ? error.message : 'An error occurred', retryAfter: known ? error.retryAfterSeconds : undefined } }))
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('X-Content-Type-Options', 'nosniff')
    response.setHeader('Referrer-Policy', 'no-referrer')
    if (publicHost !== undefined && request.headers.host !== publicHost) throw new AuthError(421, 'misdirected', authMessages.wrongHost)
    const url = new URL(request.url ?? '/', origin)
    if (request.method === 'GET' && url.pathname === '/v1/project/check') return projectCheck(url, request, response)
    if (options.social && (await options.social.page(request, response, url))) return
    if (url.pathname === '/v1/device/approve' && request.method === 'GET') return deviceApproval.show(request, url, response)
    if (url.pathname === '/v1/device/approve' && request.method === 'POST') return deviceApproval.confirm(request, response)
    if (request.method === 'GET') return get(url, request, response)
    if (request.method !== 'POST') return void response.writeHead(405).end()
    const handler = api[url.pathname]
    if (!handler) return void response.writeHead(404).end()
    const devRoute = url.pathname.startsWith('/dev/')
    if (!devRoute && request.headers.origin !== origin) throw new AuthError(403, 'origin', 'Cross-origin requests are not allowed')
    const cookies = readCookies(request)
    const setCookies: string[] = []
    let deviceId = cookies.get(DEVICE_COOKIE) ?? ''
    if (!DEVICE_ID.test(deviceId)) {
      deviceId = generateToken()
      setCookies.push(frameCookie(DEVICE_COOKIE, deviceId, 400 * 24 * 3600))
    }
    // Cookies go out with errors too: a first request that fails still names its device.
    response.setHeader('Set-Cookie', setCookies)
    const scope = readScope(request, deviceId)
    let session: { token: string | undefined } | undefined
    const result = await handler({
      request,
      body: await readJson(request),
      ip: clientIp(request, options.trustProxy ?? false),
      deviceId,
      token: cookies.get(SESSION_COOKIE) || undefined,
      scope,
      setSession: (token) => void (session = { token }),
    })
    if (session) {
      // Every session handed out is bound to the frame's project and top-level origin (issue 14).
      if (session.token && !scope) throw new AuthError(400, 'bad_request', authMessages.noScope)
      if (session.token && scope) await auth.bindSession(session.token, scope)
      setCookies.push(session.token ? frameCookie(SESSION_COOKIE, session.token, SESSION_TTL_MS / 1000) : frameCookie(SESSION_COOKIE, '', 0))
      response.setHeader('Set-Cookie', setCookies)
    }
    json(response, 200, result)
  }

  /** The project and top-level origin the frame's scope headers name, with this device; undefined unless both are well formed. */
  function readScope(request: IncomingMessage, deviceId: string): SessionScope | undefined {
    const projectId = request.headers[SCOPE_HEADERS.project.toLowerCase()]
    const topOrigin = request.headers[SCOPE_HEADERS.topOrigin.toLowerCase()]
    if (typeof projectId !== 'string' || projectId.length === 0 || projectId.length > 100) return undefined
    if (typeof topOrigin !== 'string' || topOrigin.length > 300 || !URL.canParse(topOrigin) || new URL(topOrigin).origin !== topOrigin) return undefined
    return { deviceId, projectId, topOrigin }
  }

  /**
   * Lets a host page learn why the frame would not load for it (spec section 8 alerts): 404
   * 'Invalid Project ID', or whether the asking origin is on the allowlist. CORS-readable by the
   * asking origin only; it reveals nothing but that origin's own standing.
   */
  async function projectCheck(url: URL, request: IncomingMessage, response: ServerResponse) {
    const asking = request.headers.origin ?? ''
    const origins = await projects.origins(url.searchParams.get('projectId') ?? '')
    if (asking) response.setHeader('Access-Control-Allow-Origin', asking)
    response.setHeader('Vary', 'Origin')
    if (!origins) return json(response, 404, { error: { code: 'unknown_project', message: authMessages.unknownProject } })
    return json(response, 200, { allowed: origins.includes(asking) })
  }

  async function get(url: URL, request: IncomingMessage, response: ServerResponse) {
    const text = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers })
      response.end(body)
    }
    // The frame script's lazy chunks (a locale's texts, viem's lazily loaded code).
    const chunk = url.pathname.startsWith(FRAME_CHUNK_PATH) ? frameChunk(url.pathname.slice(FRAME_CHUNK_PATH.length)) : undefined
    if (chunk !== undefined) return text(200, 'text/javascript; charset=utf-8', chunk)
    switch (url.pathname) {
      case '/frame': {
        const projectId = url.searchParams.get('projectId') ?? ''
        const origins = await projects.origins(projectId)
        const csp = frameCsp(origins ?? [], rpcOrigins)
        if (!origins) {
          // The frame URL names the modal's locale (issue 21).
          const texts = await serverTextsIn(localeOf(url.searchParams.get('locale') ?? undefined, request))
          return text(400, 'text/html; charset=utf-8', renderNoticePage(texts, texts.t('invalidProjectId'), projectId), { 'Content-Security-Policy': csp })
        }
        return text(200, 'text/html; charset=utf-8', renderFramePage(url.searchParams.get('version') ?? '0'), { 'Content-Security-Policy': csp })
      }
      case '/frame.js':
        return text(200, 'text/javascript; charset=utf-8', options.frameScript)
      case '/frame.css':
        return text(200, 'text/css; charset=utf-8', FRAME_CSS)
      case '/v1/project': {
        const origins = await projects.origins(url.searchParams.get('projectId') ?? '')
        if (!origins) throw new AuthError(404, 'unknown_project', authMessages.unknownProject)
        return json(response, 200, { origins, chains })
      }
      case '/dev/mailbox':
        if (!options.dev?.mailbox) break
        return text(200, 'text/html; charset=utf-8', renderMailboxPage(options.dev.mailbox.messages()))
      case '/dev/mailbox.json':
        if (!options.dev?.mailbox) break
        return json(response, 200, { messages: options.dev.mailbox.messages() })
    }
    response.writeHead(404).end()
  }

  if (options.dev?.advanceClock) {
    const advance = options.dev.advanceClock
    api['/dev/clock'] = async ({ body }) => {
      advance(parse(bodies.advanceClock, body).ms)
      return {}
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.listenHost ?? '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  origin ||= `http://${hostname}:${port}`
  return {
    /** The server's origin, e.g. `http://localhost:41234` (the frame's origin too). */
    url: origin,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

/** The client's IP: the socket's, or behind one trusted proxy the address it appended to X-Forwarded-For. */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim()
  return last || (request.socket.remoteAddress ?? 'unknown')
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify(body))
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > 64_000) throw new AuthError(413, 'too_large', 'Request body too large')
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  } catch {
    throw new AuthError(400, 'bad_request', 'Invalid JSON')
  }
}
