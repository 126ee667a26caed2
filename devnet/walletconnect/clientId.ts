import * as z from 'zod/mini'

const payloadSchema = z.looseObject({ iss: z.string().check(z.regex(/^did:key:z[1-9A-HJ-NP-Za-km-z]+$/)) })

/**
 * The client id a relay client presents: the `iss` (a `did:key:`) of the JWT it passes as the
 * `auth` query parameter, or `undefined` when the token is missing or malformed. The signature
 * is not checked (a local test relay).
 *
 * @example
 * clientIdFromAuth('eyJ...eyJpc3MiOiJkaWQ6a2V5Ono2TWsuLi4ifQ.sig') // 'did:key:z6Mk...'
 */
export function clientIdFromAuth(auth: string | null): string | undefined {
  const [, payload] = auth?.split('.') ?? []
  if (!payload) return undefined
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data.iss : undefined
  } catch {
    return undefined
  }
}
