import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server'
import { SOCIAL_PROVIDERS, type SocialProviderConfig, type SocialProviderId } from './providers'

/** A person on a dev provider's login page. */
export type DevSocialUser = { id: string; name: string; userName: string; email: string }

/** The test users every dev provider offers. */
export const DEV_SOCIAL_USERS: readonly DevSocialUser[] = [
  { id: '1001', name: 'Ada Lovelace', userName: 'ada', email: 'ada@example.com' },
  { id: '1002', name: 'Grace Hopper', userName: 'grace', email: 'grace@example.com' },
]

/** Each provider's flavour: OIDC id token (Google, Apple with form_post) or userinfo only. */
const FLAVOURS: Record<SocialProviderId, { title: string; oidc: boolean; formPost?: boolean; scope?: string; userinfo?: (user: DevSocialUser) => object }> = {
  google: { title: 'Google', oidc: true },
  apple: { title: 'Apple', oidc: true, formPost: true },
  github: { title: 'GitHub', oidc: false, userinfo: (user) => ({ id: Number(user.id), login: user.userName, name: user.name }) },
  x: { title: 'X', oidc: false, userinfo: (user) => ({ data: { id: user.id, username: user.userName, name: user.name } }) },
  discord: { title: 'Discord', oidc: false, scope: 'identify email', userinfo: (user) => ({ id: user.id, username: user.userName, global_name: user.name, email: user.email, verified: true }) },
  facebook: { title: 'Facebook', oidc: false, userinfo: (user) => ({ id: user.id, name: user.name }) },
}

/** One running dev provider: its config for the auth server, and its mock for tests to tamper with. */
export type DevSocialProvider = {
  id: SocialProviderId
  config: SocialProviderConfig
  /** The provider's origin, e.g. `http://127.0.0.1:41234`. */
  url: string
  /** oauth2-mock-server's service and issuer: tests hook its events (wrong audience, other key...). */
  service: OAuth2Service
  issuer: OAuth2Issuer
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`

/**
 * Starts one local OAuth/OIDC provider per social provider on 127.0.0.1 (oauth2-mock-server,
 * with each provider's flavour): `/authorize` shows a small login page to pick a test user, the
 * id token or userinfo then names that user. Apple's answer comes back as an auto-submitted
 * `form_post`. Used by `npm run demo` and the tests.
 *
 * @example
 * const providers = await startDevSocialProviders()
 * await startEmbeddedWallet({ projects, chains, socialProviders: providers.configs })
 */
export async function startDevSocialProviders(options: { providers?: readonly SocialProviderId[]; users?: readonly DevSocialUser[] } = {}) {
  const users = options.users ?? DEV_SOCIAL_USERS
  const started = await Promise.all((options.providers ?? SOCIAL_PROVIDERS).map((id) => startOne(id, users)))
  return {
    providers: started.map(({ provider }) => provider),
    configs: started.map(({ provider }) => provider.config),
    /** The running provider of `id`. */
    get(id: SocialProviderId): DevSocialProvider {
      const found = started.find(({ provider }) => provider.id === id)
      if (!found) throw new Error(`The dev provider ${id} is not running`)
      return found.provider
    },
    stop: () => Promise.all(started.map(({ stop }) => stop())).then(() => undefined),
  }
}

async function startOne(id: SocialProviderId, users: readonly DevSocialUser[]) {
  const flavour = FLAVOURS[id]
  const issuer = new OAuth2Issuer()
  await issuer.keys.generate('RS256')
  const service = new OAuth2Service(issuer)
  /** Who picked which authorization code on the login page. */
  const codes = new Map<string, DevSocialUser>()
  const userOf = (code: unknown) => (typeof code === 'string' ? codes.get(code) : undefined)

  service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage) => {
    const picked = users.find((user) => user.id === new URL(request.url ?? '/', 'http://x').searchParams.get('test_user'))
    const code = redirect.url.searchParams.get('code')
    if (picked && code) codes.set(code, picked)
    // form_post: the code and state go back in a POSTed form, as Apple sends them (the mock
    // redirects to this very URL object, so it is changed in place).
    if (flavour.formPost) redirect.url.href = new URL(`/form-post?${new URLSearchParams({ to: redirect.url.href })}`, issuer.url).href
  })
  service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, request: IncomingMessage & { body?: { code?: unknown } }) => {
    const user = userOf(request.body?.code)
    if (!user) return
    token.payload.sub = user.id
    if (flavour.oidc) Object.assign(token.payload, { email: user.email, email_verified: true, name: user.name })
  })
  service.on('beforeUserinfo', (answer: { body: unknown; statusCode: number }, request: IncomingMessage) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const sub = readSub(bearer)
    const user = users.find((candidate) => candidate.id === sub)
    if (!user || !flavour.userinfo) return void Object.assign(answer, { statusCode: 401, body: { error: 'invalid_token' } })
    answer.body = flavour.userinfo(user)
  })

  const handler = service.requestHandler
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer.url)
    if (request.method === 'GET' && url.pathname === '/authorize' && !url.searchParams.has('test_user')) {
      const choices = users.map((user) => {
        const pick = new URL(url)
        pick.searchParams.set('test_user', user.id)
        return `<li><a href="${escapeHtml(pick.pathname + pick.search)}">Continue as ${escapeHtml(user.name)} (@${escapeHtml(user.userName)})</a></li>`
      })
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      return void response.end(page(`Sign in with ${flavour.title} (dev)`, `<p>Pick a test user.</p><ul>${choices.join('')}</ul>`))
    }
    // The login page is a top-level page: the browser asks for its icon.
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end()
    if (request.method === 'GET' && url.pathname === '/form-post') {
      const to = new URL(url.searchParams.get('to') ?? '')
      const fields = [...to.searchParams].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('')
      to.search = ''
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      return void response.end(page(`Sign in with ${flavour.title} (dev)`, `<form method="post" action="${escapeHtml(to.href)}">${fields}<button type="submit">Continue</button></form><script>document.forms[0].submit()</script>`))
    }
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  issuer.url = url
  const config: SocialProviderConfig = {
    id,
    clientId: `portico-dev-${id}`,
    clientSecret: `dev-secret-${id}`,
    authorizationUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    scope: flavour.scope ?? (flavour.oidc ? 'openid email profile' : 'identify'),
    responseMode: flavour.formPost ? 'form_post' : 'query',
    identity: flavour.oidc ? { kind: 'oidc', issuer: url, jwksUri: `${url}/jwks` } : { kind: 'userinfo', issuer: url, userinfoUrl: `${url}/userinfo` },
  }
  return {
    provider: { id, config, url, service, issuer } satisfies DevSocialProvider,
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

/** The `sub` of the mock's own access token (a JWT it signed; the userinfo endpoint trusts it). */
function readSub(jwt: string): string | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload === 'object' && payload !== null && 'sub' in payload && typeof payload.sub === 'string' ? payload.sub : undefined
  } catch {
    return undefined
  }
}
