import { createHash, randomUUID } from 'node:crypto'
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from 'portico'
import * as z from 'zod/mini'
import type { AuthService, AuthUser } from '../authService'
import type { Database } from '../database'
import { AuthError } from '../errors'
import { generateToken, hashSecret } from '../secrets'
import { createJwksCache, IdTokenError, verifyIdToken } from './idToken'
import { readUserinfo, type SocialIdentity, type SocialProviderConfig, type SocialProviderId } from './providers'

/** A flow (state, nonce, verifier) lives 10 minutes: the visitor picks an account meanwhile. */
export const SOCIAL_FLOW_TTL_MS = 10 * 60_000
/** The popup's one-time result code lives 60 s (issue 19). */
export const SOCIAL_RESULT_TTL_MS = 60_000

/** Texts of the social login's refusals. */
export const socialMessages = {
  unknownProvider: 'This social provider is not configured on the wallet server',
  badState: 'This sign-in link is invalid, expired or already used. Please start again.',
  providerRefused: 'The provider did not complete the sign-in',
  tokenExchange: 'The provider did not accept the sign-in code',
  identity: 'The provider did not confirm who signed in',
  badResult: 'This sign-in result is invalid, expired or already used',
  otherDevice: 'This sign-in was started on another device',
} as const

/**
 * A refusal at the callback once its flow is known: it carries the locale the flow started in,
 * so the page telling it speaks the visitor's language (issue 21).
 */
export class SocialCallbackError extends AuthError {
  override name = 'SocialCallbackError'
  constructor(cause: AuthError, readonly locale: Locale) {
    super(cause.status, cause.code, cause.message, cause.retryAfterSeconds)
  }
}

const tokenAnswer = z.object({ access_token: z.string(), id_token: z.optional(z.string()), token_type: z.optional(z.string()) })

/** Options of {@link createSocialService}. */
export type SocialServiceOptions = {
  db: Database
  auth: AuthService
  providers: readonly SocialProviderConfig[]
  /** The server's public origin (the callback URL is `${publicUrl}/v1/social/callback`). */
  publicUrl: () => string
  now: () => number
  fetcher?: typeof fetch
  /**
   * Account linking, off by default: a provider identity signing in for the first time with an
   * email its provider verified joins the account of that email (an email login gets the same
   * wallet), or makes an account carrying that email. Off, a social account never has an email.
   */
  linkVerifiedEmail?: boolean | undefined
}

/**
 * The social login's server side (issue 19): the OAuth 2 authorization-code flow with state,
 * nonce and PKCE S256 (the verifier never leaves the server), the identity from a verified id
 * token or the provider's userinfo, accounts named by `iss` + `sub` (never the email claim), and
 * a one-time 60 s result code that only the device that started the flow can turn into a session.
 * HTTP-free, so tests drive it directly.
 *
 * @example
 * const social = createSocialService({ db, auth, providers, publicUrl: () => origin, now: Date.now })
 * const { uri } = await social.start({ provider: 'google', deviceId, hostOrigin: 'https://dapp.example' })
 */
export function createSocialService(options: SocialServiceOptions) {
  const { db, auth, now } = options
  const fetcher = options.fetcher ?? fetch
  const jwks = new Map(options.providers.flatMap((provider) => (provider.identity.kind === 'oidc' ? [[provider.id, createJwksCache(provider.identity.jwksUri, fetcher)] as const] : [])))
  const providerOf = (id: string): SocialProviderConfig => {
    const provider = options.providers.find((candidate) => candidate.id === id)
    if (!provider) throw new AuthError(400, 'social_provider', socialMessages.unknownProvider)
    return provider
  }
  const callbackUrl = () => `${options.publicUrl()}/v1/social/callback`

  /** Exchanges the code (with the PKCE verifier) at the provider's token endpoint. */
  const exchange = async (provider: SocialProviderConfig, code: string, verifier: string) => {
    const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callbackUrl(), code_verifier: verifier, client_id: provider.clientId })
    const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }
    if (provider.clientSecret !== undefined) headers.Authorization = `Basic ${Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`).toString('base64')}`
    const response = await fetcher(provider.tokenUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
    const parsed = tokenAnswer.safeParse(response?.ok ? await response.json().catch(() => undefined) : undefined)
    if (!parsed.success) throw new AuthError(400, 'social_token', socialMessages.tokenExchange)
    return parsed.data
  }

  /** Who signed in: the verified id token, or the userinfo of an OAuth-only provider. */
  const identify = async (provider: SocialProviderConfig, tokens: z.infer<typeof tokenAnswer>, nonce: string): Promise<SocialIdentity> => {
    const source = provider.identity
    if (source.kind === 'oidc') {
      if (!tokens.id_token) throw new AuthError(400, 'social_identity', socialMessages.identity)
      const keys = jwks.get(provider.id)
      if (!keys) throw new AuthError(500, 'social_identity', socialMessages.identity)
      const claims = await verifyIdToken(tokens.id_token, { issuer: source.issuer, audience: provider.clientId, nonce, nowSeconds: now() / 1000, keys: (refresh) => keys.get(refresh) }).catch((error: unknown) => {
        throw error instanceof IdTokenError ? new AuthError(400, 'social_id_token', error.message) : error
      })
      const verified = claims.email_verified === true || claims.email_verified === 'true'
      return { issuer: claims.iss, subject: claims.sub, userName: claims.preferred_username ?? claims.name ?? claims.email ?? null, verifiedEmail: verified ? claims.email?.toLowerCase() : undefined }
    }
    const response = await fetcher(source.userinfoUrl, { headers: { Authorization: `Bearer ${tokens.access_token}`, Accept: 'application/json' }, signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
    const read = readUserinfo(provider.id, response?.ok ? await response.json().catch(() => undefined) : undefined)
    if (!read) throw new AuthError(400, 'social_identity', socialMessages.identity)
    return { issuer: source.issuer, ...read }
  }

  /**
   * Uses up the live result whose `column` hashes `secret` (the popup's result code or the flow
   * id); a session for the device that started the flow, undefined when there is none. Another
   * device spends it too: a stolen secret is worth nothing afterwards.
   */
  const takeResult = async (column: 'code_hash' | 'poll_hash', secret: string, deviceId: string) => {
    const [result] = await db.query<{ user_id: string; device_hash: string }>(
      `update social_results set used_at = $2 where ${column} = $1 and used_at is null and expires_at > $2 returning user_id, device_hash`,
      [hashSecret(secret), now()],
    )
    if (!result) return undefined
    const deviceHash = hashSecret(deviceId)
    if (result.device_hash !== deviceHash) throw new AuthError(403, 'social_device', socialMessages.otherDevice)
    return auth.socialSession(result.user_id, deviceHash)
  }

  return {
    /** The configured providers, in the server's order. */
    providers: options.providers.map((provider) => provider.id),
    /**
     * Starts a flow for the frame's device: fresh state, nonce and PKCE verifier stored (state
     * hashed), and the provider's authorization URL to send the popup to.
     */
    async start(input: { provider: string; deviceId: string; hostOrigin: string; returnUrl?: string | undefined; locale?: Locale | undefined }): Promise<{ uri: string; flowId: string }> {
      const provider = providerOf(input.provider)
      const state = generateToken()
      const nonce = generateToken()
      const verifier = generateToken()
      const flowId = generateToken()
      await db.query(
        'insert into social_flows (state_hash, provider, nonce, verifier, device_hash, host_origin, expires_at, poll_hash, return_url, locale) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
        [hashSecret(state), provider.id, nonce, verifier, hashSecret(input.deviceId), input.hostOrigin, now() + SOCIAL_FLOW_TTL_MS, hashSecret(flowId), input.returnUrl ?? null, input.locale ?? DEFAULT_LOCALE],
      )
      const url = new URL(provider.authorizationUrl)
      const challenge = createHash('sha256').update(verifier).digest('base64url')
      const params = {
        response_type: 'code', client_id: provider.clientId, redirect_uri: callbackUrl(), scope: provider.scope, state,
        code_challenge: challenge, code_challenge_method: 'S256',
        ...(provider.identity.kind === 'oidc' ? { nonce } : {}),
        ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      }
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
      return { uri: url.href, flowId }
    },
    /**
     * The provider's answer at the callback (query or form_post): the state is used up at once
     * (one try per flow), the code exchanged, the identity checked, and a one-time result code
     * made for the device that started. Returns it with the host origin to hand it to, the
     * host page to send the visitor back to when the flow is a redirect (Telegram mini-app), and
     * the flow's locale. A refusal after the flow was found is a {@link SocialCallbackError}.
     */
    async complete(input: { state: string | undefined; code: string | undefined; error: string | undefined }): Promise<{ resultCode: string; hostOrigin: string; returnUrl: string | null; locale: Locale }> {
      if (!input.state) throw new AuthError(400, 'social_state', socialMessages.badState)
      const [flow] = await db.query<{ provider: string; nonce: string; verifier: string; device_hash: string; host_origin: string; poll_hash: string | null; return_url: string | null; locale: string | null }>(
        'update social_flows set used_at = $2 where state_hash = $1 and used_at is null and expires_at > $2 returning provider, nonce, verifier, device_hash, host_origin, poll_hash, return_url, locale',
        [hashSecret(input.state), now()],
      )
      if (!flow) throw new AuthError(400, 'social_state', socialMessages.badState)
      const locale = isSupportedLocale(flow.locale) ? flow.locale : DEFAULT_LOCALE
      try {
        if (input.error || !input.code) throw new AuthError(400, 'social_refused', socialMessages.providerRefused)
        const provider = providerOf(flow.provider)
        const identity = await identify(provider, await exchange(provider, input.code, flow.verifier), flow.nonce)
        const userId = await socialAccountOf({ db, now, linkVerifiedEmail: options.linkVerifiedEmail === true }, provider.id, identity)
        const resultCode = generateToken()
        await db.query('insert into social_results (code_hash, user_id, device_hash, expires_at, poll_hash) values ($1, $2, $3, $4, $5)', [hashSecret(resultCode), userId, flow.device_hash, now() + SOCIAL_RESULT_TTL_MS, flow.poll_hash])
        return { resultCode, hostOrigin: flow.host_origin, returnUrl: flow.return_url, locale }
      } catch (error) {
        throw error instanceof AuthError ? new SocialCallbackError(error, locale) : error
      }
    },
    /** Turns a result code into a session, once, within 60 s, only on the device that started. */
    async redeem(input: { resultCode: string; deviceId: string }): Promise<{ token: string; user: AuthUser }> {
      const session = await takeResult('code_hash', input.resultCode, input.deviceId)
      if (!session) throw new AuthError(400, 'social_result', socialMessages.badResult)
      return session
    },
    /**
     * The frame's poll for a flow it started (the popup may be unable to post back: a provider's
     * Cross-Origin-Opener-Policy severs `window.opener`). Pending while the visitor is at the
     * provider; once the callback made the result, the first of this poll and the popup's result
     * code takes it (one time, only the device that started); after that the flow id is spent.
     */
    async poll(input: { flowId: string; deviceId: string }): Promise<{ status: 'pending' } | { status: 'done'; token: string; user: AuthUser }> {
      const session = await takeResult('poll_hash', input.flowId, input.deviceId)
      if (session) return { status: 'done', ...session }
      const pollHash = hashSecret(input.flowId)
      const [taken] = await db.query('select 1 from social_results where poll_hash = $1', [pollHash])
      const [flow] = taken ? [] : await db.query<{ device_hash: string }>('select device_hash from social_flows where poll_hash = $1 and expires_at > $2', [pollHash, now()])
      if (!flow) throw new AuthError(400, 'social_result', socialMessages.badResult)
      if (flow.device_hash !== hashSecret(input.deviceId)) throw new AuthError(403, 'social_device', socialMessages.otherDevice)
      return { status: 'pending' }
    },
  }
}

/** What {@link createSocialService} returns. */
export type SocialService = ReturnType<typeof createSocialService>

/**
 * The account of a social identity (`issuer` + `subject`), made on its first sign-in; its user
 * name follows the provider. Shared by the OAuth providers and Farcaster (issuer 'farcaster',
 * subject the fid). With `linkVerifiedEmail` and a provider-verified email, a first sign-in joins
 * the account of that email or makes one carrying it; identities already known never move.
 *
 * @example
 * const userId = await socialAccountOf({ db, now: Date.now }, 'farcaster', { issuer: 'farcaster', subject: '20001', userName: 'ada' })
 */
export async function socialAccountOf(deps: { db: Database; now: () => number; linkVerifiedEmail?: boolean | undefined }, provider: SocialProviderId | 'farcaster', identity: SocialIdentity): Promise<string> {
  const { db, now } = deps
  const find = async () => (await db.query<{ user_id: string }>('select user_id from social_identities where issuer = $1 and subject = $2', [identity.issuer, identity.subject]))[0]?.user_id
  const email = deps.linkVerifiedEmail ? identity.verifiedEmail : undefined
  /** One try at claiming the identity for the email's account or a new one, in one transaction. */
  const claim = () =>
    db.transaction(async (tx) => {
      const linked = email ? (await tx.query<{ id: string }>('select id from users where email = $1', [email]))[0]?.id : undefined
      const id = linked ?? randomUUID()
      if (!linked) await tx.query('insert into users (id, email, social_provider, user_name, created_at) values ($1, $2, $3, $4, $5)', [id, email ?? null, provider, identity.userName, now()])
      const claimed = await tx.query('insert into social_identities (issuer, subject, provider, user_id) values ($1, $2, $3, $4) on conflict do nothing returning user_id', [identity.issuer, identity.subject, provider, id])
      if (claimed.length === 0) throw new Error('identity claimed concurrently')
      return id
    })
  let userId = await find()
  // Two first sign-ins at once, or an email login making the email's account meanwhile: the
  // loser's rows roll back and it tries again (then it finds the identity, or links the email).
  for (let attempt = 0; !userId && attempt < 2; attempt++) userId = await claim().catch(find)
  if (!userId) throw new AuthError(500, 'user', 'Unable to create the account')
  // The provider's name follows on the accounts it made; a linked email account keeps its own.
  await db.query('update users set user_name = $2 where id = $1 and social_provider = $3 and user_name is distinct from $2', [userId, identity.userName, provider])
  return userId
}
