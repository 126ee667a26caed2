import * as z from 'zod/mini'

/** The providers of spec section 5 (farcaster signs in another way). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]

/**
 * How the server learns who signed in: an OpenID Connect id token checked against the issuer's
 * keys (Google, Apple), or the userinfo endpoint of an OAuth-only provider (GitHub, X, Discord,
 * Facebook), whose answer is read by that provider's shape. `issuer` names the identity space
 * of `sub` for both.
 */
export type SocialIdentitySource =
  | { kind: 'oidc'; issuer: string; jwksUri: string }
  | { kind: 'userinfo'; issuer: string; userinfoUrl: string }

/**
 * One provider as the auth server uses it (its OAuth client registration and endpoints).
 *
 * @example
 * const google: SocialProviderConfig = {
 *   id: 'google', clientId: '123.apps.googleusercontent.com', clientSecret: process.env.GOOGLE_SECRET,
 *   authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokenUrl: 'https://oauth2.googleapis.com/token',
 *   scope: 'openid email profile',
 *   identity: { kind: 'oidc', issuer: 'https://accounts.google.com', jwksUri: 'https://www.googleapis.com/oauth2/v3/certs' },
 * }
 */
export type SocialProviderConfig = {
  id: SocialProviderId
  clientId: string
  /** Sent to the token endpoint with HTTP Basic when given (a confidential client). */
  clientSecret?: string | undefined
  authorizationUrl: string
  tokenUrl: string
  scope: string
  /** Apple returns the code with a POSTed form (`form_post`); the others in the query. */
  responseMode?: 'query' | 'form_post' | undefined
  identity: SocialIdentitySource
}

/**
 * Who signed in: `issuer` + `subject` is the identity; `userName` is for display only;
 * `verifiedEmail` (lowercased) only when the provider says it verified the address, used only for
 * account linking (`linkVerifiedEmail`).
 */
export type SocialIdentity = { issuer: string; subject: string; userName: string | null; verifiedEmail?: string | undefined }
type UserinfoIdentity = Omit<SocialIdentity, 'issuer'>

const id = z.union([z.string().check(z.minLength(1), z.maxLength(255)), z.number().check(z.int())])

/** Each OAuth-only provider's userinfo answer, read into an identity's subject and user name. */
const userinfoReaders: Record<Exclude<SocialProviderId, 'google' | 'apple'>, (body: unknown) => UserinfoIdentity | undefined> = {
  // GET https://api.github.com/user
  github: (body) => {
    const parsed = z.object({ id, login: z.string() }).safeParse(body)
    return parsed.success ? { subject: String(parsed.data.id), userName: parsed.data.login } : undefined
  },
  // GET https://api.x.com/2/users/me
  x: (body) => {
    const parsed = z.object({ data: z.object({ id, username: z.string() }) }).safeParse(body)
    return parsed.success ? { subject: String(parsed.data.data.id), userName: parsed.data.data.username } : undefined
  },
  // GET https://discord.com/api/users/@me (`email` and `verified` with the email scope)
  discord: (body) => {
    const parsed = z.object({ id, username: z.string(), email: z.optional(z.nullable(z.string())), verified: z.optional(z.boolean()) }).safeParse(body)
    if (!parsed.success) return undefined
    const { email, verified } = parsed.data
    return { subject: String(parsed.data.id), userName: parsed.data.username, verifiedEmail: verified === true && email ? email.toLowerCase() : undefined }
  },
  // GET https://graph.facebook.com/me?fields=id,name
  facebook: (body) => {
    const parsed = z.object({ id, name: z.optional(z.string()) }).safeParse(body)
    return parsed.success ? { subject: String(parsed.data.id), userName: parsed.data.name ?? null } : undefined
  },
}

/**
 * Reads a userinfo answer of `provider`; undefined when it does not have the provider's shape.
 * Only Discord vouches for its email (`verified`); GitHub's, X's and Facebook's answers do not.
 */
export function readUserinfo(provider: SocialProviderId, body: unknown): UserinfoIdentity | undefined {
  if (provider === 'google' || provider === 'apple') return undefined
  return userinfoReaders[provider](body)
}
