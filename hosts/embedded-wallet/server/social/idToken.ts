import { createPublicKey, verify, type JsonWebKey } from 'node:crypto'
import * as z from 'zod/mini'

/** A refusal of an id token; the text says which check failed. */
export class IdTokenError extends Error {
  override name = 'IdTokenError'
}

/** Clock skew tolerated on `exp`, `iat` and `nbf`. */
const SKEW_SECONDS = 30

const headerSchema = z.object({ alg: z.enum(['RS256', 'ES256']), kid: z.optional(z.string()) })
const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.optional(z.number()),
  nbf: z.optional(z.number()),
  nonce: z.optional(z.string()),
  email: z.optional(z.string()),
  // Apple sends the string 'true'.
  email_verified: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
  name: z.optional(z.string()),
  preferred_username: z.optional(z.string()),
})

/** The checked claims of an id token. */
export type IdTokenClaims = z.infer<typeof claimsSchema>

/** A JSON Web Key as a JWKS lists it. */
export type Jwk = JsonWebKey & { kid?: string; alg?: string; use?: string }

/** What the token must say (OpenID Connect Core 3.1.3.7). */
export type IdTokenExpectation = {
  issuer: string
  audience: string
  nonce: string
  /** Seconds since the epoch. */
  nowSeconds: number
  /** The provider's keys (its JWKS); `refresh` asks again when a key id is unknown (rotation). */
  keys: (refresh: boolean) => Promise<readonly Jwk[]>
}

const decodePart = <T>(part: string | undefined, schema: z.ZodMiniType<T>, what: string): T => {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')))
    if (parsed.success) return parsed.data
  } catch {
    // falls through to the refusal
  }
  throw new IdTokenError(`The id token's ${what} is malformed`)
}

/**
 * Verifies an OpenID Connect id token: its signature by the provider's JWKS (RS256 or ES256 only,
 * never `none` or an HMAC), then issuer, audience, nonce, expiry and not-before. Throws
 * {@link IdTokenError} naming the failed check.
 *
 * @example
 * const claims = await verifyIdToken(idToken, { issuer, audience: clientId, nonce, nowSeconds: Date.now() / 1000, keys: (refresh) => jwks.get(refresh) })
 * claims.sub // the provider's user id
 */
export async function verifyIdToken(token: string, expected: IdTokenExpectation): Promise<IdTokenClaims> {
  const parts = token.split('.')
  if (parts.length !== 3) throw new IdTokenError('The id token is not a signed JWT')
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodePart(headerPart, headerSchema, 'header')
  const claims = decodePart(payloadPart, claimsSchema, 'claims')
  const pick = (keys: readonly Jwk[]) => keys.find((key) => (header.kid === undefined || key.kid === header.kid) && (key.alg === undefined || key.alg === header.alg))
  const jwk = pick(await expected.keys(false)) ?? pick(await expected.keys(true))
  if (!jwk) throw new IdTokenError('The id token is signed by an unknown key')
  const key = createPublicKey({ key: jwk, format: 'jwk' })
  const data = Buffer.from(`${headerPart}.${payloadPart}`)
  const signature = Buffer.from(signaturePart, 'base64url')
  const valid = header.alg === 'RS256'
    ? key.asymmetricKeyType === 'rsa' && verify('sha256', data, key, signature)
    : key.asymmetricKeyType === 'ec' && verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
  if (!valid) throw new IdTokenError('The id token signature is invalid')
  if (claims.iss !== expected.issuer) throw new IdTokenError('The id token is from another issuer')
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud
  if (!audiences.includes(expected.audience)) throw new IdTokenError('The id token is for another audience')
  if (claims.nonce !== expected.nonce) throw new IdTokenError('The id token nonce does not match')
  if (claims.exp + SKEW_SECONDS <= expected.nowSeconds) throw new IdTokenError('The id token has expired')
  if ((claims.nbf ?? claims.iat ?? 0) - SKEW_SECONDS > expected.nowSeconds) throw new IdTokenError('The id token is not valid yet')
  return claims
}

/**
 * The provider's keys from its `jwks_uri`, cached; `get(true)` fetches again (a new key id after
 * a rotation), at most once a minute.
 *
 * @example
 * const jwks = createJwksCache('https://www.googleapis.com/oauth2/v3/certs')
 * const keys = await jwks.get(false)
 */
export function createJwksCache(jwksUri: string, fetcher: typeof fetch = fetch) {
  let cached: { keys: readonly Jwk[]; at: number } | undefined
  const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) })
  return {
    async get(refresh: boolean): Promise<readonly Jwk[]> {
      if (cached && (!refresh || Date.now() - cached.at < 60_000)) return cached.keys
      const response = await fetcher(jwksUri, { signal: AbortSignal.timeout(10_000) })
      if (!response.ok) throw new IdTokenError(`The provider's keys could not be read (HTTP status code: ${response.status})`)
      const parsed = jwksSchema.safeParse(await response.json())
      if (!parsed.success) throw new IdTokenError("The provider's key set is malformed")
      cached = { keys: parsed.data.keys as Jwk[], at: Date.now() }
      return cached.keys
    },
  }
}
