import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { OAuth2Issuer } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createAuthService, type AuthService } from '../authService'
import { openDatabase, type Database } from '../database'
import { createMailer } from '../mailer'
import { createProjectStore } from '../projects'
import { createSealer } from '../secrets'
import type { ServerTextKey } from '../serverTexts'
import { createSocialRoutes } from './socialRoutes'
import { startDevSocialProviders } from './devProviders'
import { SOCIAL_PROVIDERS, type SocialProviderId } from './providers'
import { createSocialService, SOCIAL_RESULT_TTL_MS, socialMessages, type SocialService } from './socialService'

let db: Database
let social: SocialService
let auth: AuthService
let providers: Awaited<ReturnType<typeof startDevSocialProviders>>
let offset = 0
const hostOrigin = 'http://127.0.0.1:5173'
const device = () => randomBytes(32).toString('base64url')

beforeAll(async () => {
  ;[db, providers] = await Promise.all([openDatabase({}), startDevSocialProviders()])
  auth = createAuthService({
    db,
    mailer: createMailer({ host: '127.0.0.1', port: 9, from: 'wallet@localhost' }),
    publicUrl: 'http://localhost:1',
    serverSealer: createSealer(randomBytes(32)),
    recoverySealer: createSealer(randomBytes(32)),
    now: () => Date.now() + offset,
  })
  social = createSocialService({ db, auth, providers: providers.configs, publicUrl: () => 'http://localhost:1', now: () => Date.now() + offset })
}, 60_000)
afterAll(async () => {
  await providers?.stop()
  await db?.close()
})

/** What the browser does in the popup: the login page's choice, then the provider's answer. */
async function pickUser(uri: string, userId: string): Promise<{ state: string | undefined; code: string | undefined; method: 'GET' | 'POST' }> {
  const pick = new URL(uri)
  pick.searchParams.set('test_user', userId)
  const redirect = await fetch(pick, { redirect: 'manual' })
  const location = new URL(redirect.headers.get('location') ?? '', pick)
  if (location.pathname !== '/form-post') return { state: location.searchParams.get('state') ?? undefined, code: location.searchParams.get('code') ?? undefined, method: 'GET' }
  // Apple's form_post: the page POSTs code and state as form fields to the callback.
  const form = await (await fetch(location)).text()
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1]
  expect(form).toContain('method="post" action="http://localhost:1/v1/social/callback"')
  return { state: field('state'), code: field('code'), method: 'POST' }
}

async function signIn(provider: SocialProviderId, userId: string, deviceId = device(), service = social) {
  const { uri } = await service.start({ provider, deviceId, hostOrigin })
  const answer = await pickUser(uri, userId)
  const result = await service.complete({ state: answer.state, code: answer.code, error: undefined })
  return { ...(await service.redeem({ resultCode: result.resultCode, deviceId })), result, answer }
}

describe('issue 19 social login: authorization-code flow', () => {
  test('the authorization URL carries state, nonce (OIDC only) and a PKCE S256 challenge, never the verifier', async () => {
    const { uri } = await social.start({ provider: 'google', deviceId: device(), hostOrigin })
    const url = new URL(uri)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'portico-dev-google', code_challenge_method: 'S256', redirect_uri: 'http://localhost:1/v1/social/callback' })
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    const [flow] = await db.query<{ verifier: string }>('select verifier from social_flows order by expires_at desc limit 1')
    expect(uri).not.toContain(flow?.verifier)
    expect(new URL((await social.start({ provider: 'github', deviceId: device(), hostOrigin })).uri).searchParams.has('nonce')).toBe(false)
  })

  test.each(SOCIAL_PROVIDERS)('§5 %s: a test user signs in; the user carries the provider and user name', async (provider) => {
    const { user, token, result, answer } = await signIn(provider, '1001')
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(result.hostOrigin).toBe(hostOrigin)
    expect(answer.method).toBe(provider === 'apple' ? 'POST' : 'GET')
    expect(user).toMatchObject({ email: null, socialProvider: provider, address: null })
    expect(user.userName).toBe(provider === 'google' || provider === 'apple' || provider === 'facebook' ? 'Ada Lovelace' : 'ada')
  })

  test('identity is iss + sub: the same provider user gets the same account on another device, another user or provider another account', async () => {
    const first = await signIn('discord', '1002')
    const again = await signIn('discord', '1002')
    const other = await signIn('discord', '1001')
    const otherProvider = await signIn('x', '1002')
    expect(again.user.id).toBe(first.user.id)
    expect(new Set([first.user.id, other.user.id, otherProvider.user.id]).size).toBe(3)
  })
})

describe('issue 19 social login: refusals', () => {
  test('a wrong or replayed state is refused; the flow is used up by its first answer', async () => {
    const { uri } = await social.start({ provider: 'google', deviceId: device(), hostOrigin })
    const answer = await pickUser(uri, '1001')
    await expect(social.complete({ state: 'forged-state', code: answer.code, error: undefined })).rejects.toThrow(socialMessages.badState)
    await social.complete({ state: answer.state, code: answer.code, error: undefined })
    await expect(social.complete({ state: answer.state, code: answer.code, error: undefined })).rejects.toThrow(socialMessages.badState)
  })

  test('a provider error answer is refused and uses the flow up', async () => {
    const { uri } = await social.start({ provider: 'github', deviceId: device(), hostOrigin })
    const { state } = await pickUser(uri, '1001')
    await expect(social.complete({ state, code: undefined, error: 'access_denied' })).rejects.toThrow(socialMessages.providerRefused)
  })

  test('a PKCE mismatch (the verifier does not match the challenge) fails the token exchange', async () => {
    const { uri } = await social.start({ provider: 'google', deviceId: device(), hostOrigin })
    const answer = await pickUser(uri, '1001')
    await db.query("update social_flows set verifier = 'x' || verifier where used_at is null")
    await expect(social.complete({ state: answer.state, code: answer.code, error: undefined })).rejects.toThrow(socialMessages.tokenExchange)
  })

  test('an id token with another nonce, another audience, another issuer or signed by another key is refused', async () => {
    const google = providers.get('google')
    const other = new OAuth2Issuer()
    other.url = google.url
    const otherKey = await other.keys.generate('RS256')
    const cases: [string, (token: { header: Record<string, unknown>; payload: Record<string, unknown> }) => void][] = [
      ['The id token nonce does not match', (token) => void (token.payload.nonce = 'another-nonce')],
      ['The id token is for another audience', (token) => void (token.payload.aud = 'someone-else')],
      ['The id token is from another issuer', (token) => void (token.payload.iss = 'https://evil.example')],
      ['The id token has expired', (token) => void (token.payload.exp = Math.floor(Date.now() / 1000) - 120)],
    ]
    for (const [message, tamper] of cases) {
      const { uri } = await social.start({ provider: 'google', deviceId: device(), hostOrigin })
      const answer = await pickUser(uri, '1001')
      const listener = (token: { header: Record<string, unknown>; payload: Record<string, unknown> }) => {
        if (token.payload.aud === 'portico-dev-google' || token.payload.nonce !== undefined) tamper(token)
      }
      google.service.on('beforeTokenSigning', listener)
      await expect(social.complete({ state: answer.state, code: answer.code, error: undefined })).rejects.toThrow(message)
      google.service.off('beforeTokenSigning', listener)
    }
    // Another key's signature under the provider's own key id: the signature check fails.
    const forgedFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (!String(input).endsWith('/token')) return response
      const body = (await response.json()) as { id_token: string }
      const [header, payload] = body.id_token.split('.')
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>
      const [, forgedPayload, forgedSignature] = (await other.buildToken({ kid: otherKey.kid, scopesOrTransform: (_header, fresh) => void Object.assign(fresh, claims) })).split('.')
      body.id_token = [header, forgedPayload, forgedSignature].join('.')
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }
    const forgedSocial = createSocialService({ db, auth, providers: providers.configs, publicUrl: () => 'http://localhost:1', now: Date.now, fetcher: forgedFetch })
    const { uri } = await forgedSocial.start({ provider: 'google', deviceId: device(), hostOrigin })
    const answer = await pickUser(uri, '1001')
    await expect(forgedSocial.complete({ state: answer.state, code: answer.code, error: undefined })).rejects.toThrow('The id token signature is invalid')
  })

  test('the result code is one-time, lives 60 s and is redeemed only by the device that started', async () => {
    const deviceId = device()
    const start = async () => {
      const { uri } = await social.start({ provider: 'github', deviceId, hostOrigin })
      const answer = await pickUser(uri, '1001')
      return (await social.complete({ state: answer.state, code: answer.code, error: undefined })).resultCode
    }
    const replayed = await start()
    await social.redeem({ resultCode: replayed, deviceId })
    await expect(social.redeem({ resultCode: replayed, deviceId })).rejects.toThrow(socialMessages.badResult)

    const expired = await start()
    offset += SOCIAL_RESULT_TTL_MS + 1
    try {
      await expect(social.redeem({ resultCode: expired, deviceId })).rejects.toThrow(socialMessages.badResult)
    } finally {
      offset = 0
    }

    const stolen = await start()
    await expect(social.redeem({ resultCode: stolen, deviceId: device() })).rejects.toThrow(socialMessages.otherDevice)
    await expect(social.redeem({ resultCode: stolen, deviceId })).rejects.toThrow(socialMessages.badResult)
  })

  test('the frame polls its flow (opener severed): pending, then the session once; the first of poll and result code wins', async () => {
    const deviceId = device()
    const { uri, flowId } = await social.start({ provider: 'google', deviceId, hostOrigin })
    expect(flowId).toMatch(/^[\w-]{43}$/)
    expect(uri).not.toContain(flowId)
    await expect(social.poll({ flowId, deviceId })).resolves.toEqual({ status: 'pending' })
    await expect(social.poll({ flowId, deviceId: device() })).rejects.toThrow(socialMessages.otherDevice)
    const answer = await pickUser(uri, '1002')
    const { resultCode } = await social.complete({ state: answer.state, code: answer.code, error: undefined })
    const polled = await social.poll({ flowId, deviceId })
    expect(polled).toMatchObject({ status: 'done', user: { socialProvider: 'google', userName: 'Grace Hopper' } })
    // Done once: the popup's result code and the flow id are both spent now.
    await expect(social.redeem({ resultCode, deviceId })).rejects.toThrow(socialMessages.badResult)
    await expect(social.poll({ flowId, deviceId })).rejects.toThrow(socialMessages.badResult)

    // The other order: the popup's result code first, then the poll finds the flow spent.
    const second = await social.start({ provider: 'github', deviceId, hostOrigin })
    const picked = await pickUser(second.uri, '1002')
    const done = await social.complete({ state: picked.state, code: picked.code, error: undefined })
    await social.redeem({ resultCode: done.resultCode, deviceId })
    await expect(social.poll({ flowId: second.flowId, deviceId })).rejects.toThrow(socialMessages.badResult)
  })

  test('a poll from another device spends the result; an unknown or expired flow id is refused', async () => {
    const deviceId = device()
    const { uri, flowId } = await social.start({ provider: 'discord', deviceId, hostOrigin })
    const answer = await pickUser(uri, '1001')
    await social.complete({ state: answer.state, code: answer.code, error: undefined })
    await expect(social.poll({ flowId, deviceId: device() })).rejects.toThrow(socialMessages.otherDevice)
    await expect(social.poll({ flowId, deviceId })).rejects.toThrow(socialMessages.badResult)
    await expect(social.poll({ flowId: device(), deviceId })).rejects.toThrow(socialMessages.badResult)

    const stale = await social.start({ provider: 'discord', deviceId, hostOrigin })
    offset += 10 * 60_000 + 1
    try {
      await expect(social.poll({ flowId: stale.flowId, deviceId })).rejects.toThrow(socialMessages.badResult)
    } finally {
      offset = 0
    }
  })

  test('spec section 2, the redirect flow (Telegram mini-app): only a page of the allowlisted host origin is a return address; the callback goes back there with result_uri', async () => {
    const projects = createProjectStore(db)
    await projects.save({ id: 'social-redirect', origins: [hostOrigin] })
    const routes = createSocialRoutes({ social, projects, publicUrl: () => 'http://localhost:1' })
    const deviceId = device()
    for (const returnUrl of ['https://evil.example/app', 'javascript:alert(1)', 'not a url', `${hostOrigin}.evil.example/app`]) {
      await expect(routes.api.start({ provider: 'github', projectId: 'social-redirect', hostOrigin, returnUrl }, deviceId)).rejects.toThrow('Invalid App Configuration')
    }
    const { uri } = await routes.api.start({ provider: 'github', projectId: 'social-redirect', hostOrigin, returnUrl: `${hostOrigin}/app?tab=2` }, deviceId)
    const answer = await pickUser(uri, '1001')
    const headers = new Map<string, string>()
    const response = { writeHead: (_status: number, set: Record<string, string>) => void Object.entries(set).forEach(([name, value]) => headers.set(name, value)), end: () => undefined }
    const callback = new URL(`http://localhost:1/v1/social/callback?${new URLSearchParams({ state: answer.state ?? '', code: answer.code ?? '' })}`)
    expect(await routes.page({ method: 'GET' } as IncomingMessage, response as unknown as ServerResponse, callback)).toBe(true)
    const back = new URL(headers.get('Location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(`${hostOrigin}/app`)
    expect(back.searchParams.get('tab')).toBe('2')
    const resultUri = new URL(back.searchParams.get('result_uri') ?? '')
    expect(`${resultUri.origin}${resultUri.pathname}`).toBe('http://localhost:1/v1/social/result')
    const { user } = await social.redeem({ resultCode: resultUri.searchParams.get('code') ?? '', deviceId })
    expect(user).toMatchObject({ socialProvider: 'github', userName: 'ada' })
  })

  test("issue 21: the popup's pages speak the flow's locale (a refusal, the done page); before a flow is known, the browser's", async () => {
    const projects = createProjectStore(db)
    await projects.save({ id: 'social-locale', origins: [hostOrigin] })
    const routes = createSocialRoutes({ social, projects, publicUrl: () => 'http://localhost:1' })
    const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8')) as Record<ServerTextKey, string>
    const [ja, ar, ko, de] = ['ja', 'ar', 'ko', 'de'].map(catalogue) as [Record<ServerTextKey, string>, Record<ServerTextKey, string>, Record<ServerTextKey, string>, Record<ServerTextKey, string>]
    /** Serves one popup page as the browser asks for it. */
    const serve = async (url: string, headers: Record<string, string> = {}) => {
      const served = { status: 0, location: '', body: '' }
      const response = {
        writeHead: (status: number, set: Record<string, string> = {}) => ((served.status = status), (served.location = set.Location ?? ''), response),
        end: (body = '') => void (served.body = body),
      }
      expect(await routes.page({ method: 'GET', headers } as IncomingMessage, response as unknown as ServerResponse, new URL(url))).toBe(true)
      return served
    }
    const language = (html: string) => /<html lang="([^"]+)" dir="([^"]+)">/.exec(html)?.slice(1)

    // The visitor declines at the provider: the notice is in the flow's locale, whatever the browser prefers.
    const declined = new URL((await routes.api.start({ provider: 'github', projectId: 'social-locale', hostOrigin }, device(), 'ja')).uri).searchParams.get('state') ?? ''
    const refusal = await serve(`http://localhost:1/v1/social/callback?state=${declined}&error=access_denied`, { 'accept-language': 'fr' })
    expect(refusal.status).toBe(400)
    expect(language(refusal.body)).toEqual(['ja', 'ltr'])
    expect(refusal.body).toContain(`<h1>${ja.socialFailedTitle}</h1>`)
    expect(refusal.body).toContain(ja.socialFailed.replace('{reason}', ja.socialRefused))

    // A sign-in that worked: the done page (and its script's texts) in the flow's locale, right to left in Arabic.
    const deviceId = device()
    const { uri } = await routes.api.start({ provider: 'github', projectId: 'social-locale', hostOrigin }, deviceId, 'ar')
    const answer = await pickUser(uri, '1001')
    const callback = await serve(`http://localhost:1/v1/social/callback?${new URLSearchParams({ state: answer.state ?? '', code: answer.code ?? '' })}`)
    expect(callback.status).toBe(303)
    expect(new URL(callback.location, 'http://localhost:1').searchParams.get('locale')).toBe('ar')
    const done = await serve(new URL(callback.location, 'http://localhost:1').href, { 'accept-language': 'en' })
    expect(language(done.body)).toEqual(['ar', 'rtl'])
    expect(done.body).toContain(`data-signed-in="${ar.socialSignedIn}"`)
    expect(done.body).toContain(`>${ar.socialSigningIn}</p>`)

    // A forged state names no flow: the browser's language.
    const forged = await serve('http://localhost:1/v1/social/callback?state=forged&code=x', { 'accept-language': 'ko-KR,ko;q=0.9' })
    expect(language(forged.body)).toEqual(['ko', 'ltr'])
    expect(forged.body).toContain(ko.socialFailed.replace('{reason}', ko.socialBadState))
    // The popup's first page, opened in the click, before any flow.
    expect((await serve('http://localhost:1/social/popup', { 'accept-language': 'de' })).body).toContain(de.socialConnecting)
  })

  test('an unconfigured provider is refused before anything is stored', async () => {
    const only = createSocialService({ db, auth, providers: [providers.get('google').config], publicUrl: () => 'http://localhost:1', now: Date.now })
    await expect(only.start({ provider: 'github', deviceId: device(), hostOrigin })).rejects.toThrow(socialMessages.unknownProvider)
  })

  test('a flow starts only for a host origin on the project allowlist (the popup hands its result to that origin)', async () => {
    const projects = createProjectStore(db)
    await projects.save({ id: 'social-test', origins: [hostOrigin] })
    const routes = createSocialRoutes({ social, projects, publicUrl: () => 'http://localhost:1' })
    await expect(routes.api.start({ provider: 'google', projectId: 'social-test', hostOrigin: 'https://evil.example' }, device())).rejects.toThrow('Invalid App Configuration')
    await expect(routes.api.start({ provider: 'google', projectId: 'unknown-project', hostOrigin }, device())).rejects.toThrow('Invalid App Configuration')
    expect((await routes.api.start({ provider: 'google', projectId: 'social-test', hostOrigin }, device())).uri).toContain('code_challenge_method=S256')
  })
})

describe('issue 19 account linking (linkVerifiedEmail): the same wallet as the email login only when the host asks', () => {
  // People of their own (fresh identities and emails): the tests above signed the dev users in unlinked.
  const tag = String(randomBytes(4).readUInt32BE()) // digits: GitHub's ids are numbers
  const person = (id: string, name: string) => ({ id: `${tag}${id}`, name, userName: name.toLowerCase(), email: `${name.toLowerCase()}-${tag}@Example.com` })
  const people = [person('1', 'Linus'), person('2', 'Margaret'), person('3', 'Dennis'), person('4', 'Barbara')]
  let linking: SocialService
  let own: Awaited<ReturnType<typeof startDevSocialProviders>>
  beforeAll(async () => {
    own = await startDevSocialProviders({ providers: ['google', 'apple', 'github', 'discord'], users: people })
    linking = createSocialService({ db, auth, providers: own.configs, publicUrl: () => 'http://localhost:1', now: Date.now, linkVerifiedEmail: true })
  }, 60_000)
  afterAll(async () => {
    await own?.stop()
  })
  const emailAccount = async (email: string) => {
    const id = randomBytes(16).toString('hex')
    await db.query('insert into users (id, email, created_at) values ($1, $2, $3)', [id, email.toLowerCase(), Date.now()])
    return id
  }
  const accountOfEmail = async (email: string) => (await db.query<{ id: string }>('select id from users where email = $1', [email.toLowerCase()]))[0]?.id

  test('a provider-verified email (Google id token) joins the account of that email; it keeps its email and name', async () => {
    const [linus] = people
    const existing = await emailAccount(linus!.email)
    const { user } = await signIn('google', linus!.id, device(), linking)
    expect(user.id).toBe(existing)
    expect(user).toMatchObject({ email: linus!.email.toLowerCase(), socialProvider: null })
    // The identity stays linked: another device, the same account.
    expect((await signIn('google', linus!.id, device(), linking)).user.id).toBe(existing)
  })

  test('a first sign-in with a verified email and no such account makes one carrying the email: a later email login finds it', async () => {
    const [, margaret] = people
    const { user } = await signIn('discord', margaret!.id, device(), linking)
    expect(user).toMatchObject({ email: margaret!.email.toLowerCase(), socialProvider: 'discord', userName: 'margaret' })
    // The email login looks the account up by this address (authService: `where email = $1`).
    expect(await accountOfEmail(margaret!.email)).toBe(user.id)
    // Apple's id token names the same person with a verified email: the same account.
    expect((await signIn('apple', margaret!.id, device(), linking)).user.id).toBe(user.id)
  })

  test('no link without a verified email (GitHub vouches for none), nor when the host did not ask', async () => {
    const [, , dennis, barbara] = people
    const existing = await emailAccount(dennis!.email)
    const github = await signIn('github', dennis!.id, device(), linking)
    expect(github.user.id).not.toBe(existing)
    expect(github.user.email).toBeNull()
    const plain = createSocialService({ db, auth, providers: own.configs, publicUrl: () => 'http://localhost:1', now: Date.now })
    const barbaraAccount = await emailAccount(barbara!.email)
    const unlinked = await signIn('google', barbara!.id, device(), plain)
    expect(unlinked.user.id).not.toBe(barbaraAccount)
    expect(unlinked.user.email).toBeNull()
    // Known identities never move: asking for linking later does not merge this one.
    expect((await signIn('google', barbara!.id, device(), linking)).user.id).toBe(unlinked.user.id)
  })

  test('ten first sign-ins of one person at once: one account, the email account they link to', async () => {
    const fresh = { id: `${tag}9`, name: 'Frances', userName: 'frances', email: `frances-${tag}@example.com` }
    const extra = await startDevSocialProviders({ providers: ['google'], users: [fresh] })
    try {
      const service = createSocialService({ db, auth, providers: extra.configs, publicUrl: () => 'http://localhost:1', now: Date.now, linkVerifiedEmail: true })
      const existing = await emailAccount(fresh.email)
      const users = await Promise.all(Array.from({ length: 10 }, () => signIn('google', fresh.id, device(), service)))
      expect(new Set(users.map(({ user }) => user.id))).toEqual(new Set([existing]))
      expect(await db.query('select user_id from social_identities where user_id = $1', [existing])).toHaveLength(1)
    } finally {
      await extra.stop()
    }
  })
})

