import { type CaipNetworkId, isAddressForNamespace, type SIWXSession } from 'portico'
import { ISSUED_AT_SKEW_MS, MAX_SESSION_AGE_MS } from '../constants'
import { parseRfc3339 } from '../message/parseRfc3339'
import { SiwxVerificationError } from '../errors'
import { formatSiwxMessage, splitChainId } from '../message/formatSiwxMessage'
import { sessionSchema } from '../schemas'

/**
 * What a verifier expects of a session.
 *
 * @example
 * import type { SiwxExpectations } from 'portico/plugins/siwx'
 * const e: SiwxExpectations = { domain: 'dapp.example', chains: ['eip155:1'] }
 */
export type SiwxExpectations = {
  /** The dapp's host (and port): the message's `domain` and its URI's host must equal it. */
  domain: string
  /** Networks the dapp accepts sign-ins on. */
  chains: readonly CaipNetworkId[]
  /** The clock; default `Date.now`. */
  now?: (() => number) | undefined
  /**
   * The oldest a session may be, from its `issuedAt`, whatever its `expirationTime` says (also
   * when it has none); default {@link MAX_SESSION_AGE_MS} (7 days).
   */
  maxAgeMs?: number | undefined
}

const time = (value: string | undefined, field: string): number | undefined => {
  if (value === undefined) return undefined
  const ms = parseRfc3339(value)
  if (ms === undefined) throw new SiwxVerificationError('malformed', { details: field })
  return ms
}

/**
 * Checks everything about a session except the signature and the nonce's single use: the
 * shape, that the text is exactly the rendering of its fields, the domain and URI host, the
 * network, the address format and the times (RFC 3339; expired, not yet valid, issued in the
 * future, older than the maximum age).
 * Throws {@link SiwxVerificationError} with the failing rule.
 *
 * @example
 * import { checkSiwxFields } from 'portico/plugins/siwx'
 * checkSiwxFields(session, { domain: 'dapp.example', chains: ['eip155:1'] }) // throws when invalid
 */
export function checkSiwxFields(session: SIWXSession, expected: SiwxExpectations): void {
  const parsed = sessionSchema.safeParse(session)
  if (!parsed.success) throw new SiwxVerificationError('malformed', { details: parsed.error.issues[0]?.message })
  const { data, message } = parsed.data
  if (formatSiwxMessage(data) !== message) throw new SiwxVerificationError('malformed', { details: 'text' })
  let uriHost: string | undefined
  try {
    uriHost = new URL(data.uri).host
  } catch {
    throw new SiwxVerificationError('malformed', { details: 'uri' })
  }
  if (data.domain !== expected.domain || uriHost !== expected.domain)
    throw new SiwxVerificationError('wrongDomain', { details: `${data.domain} (expected ${expected.domain})` })
  if (!expected.chains.includes(data.chainId)) throw new SiwxVerificationError('wrongChain', { details: data.chainId })
  const [namespace] = splitChainId(data.chainId)
  if (!isAddressForNamespace(namespace, data.accountAddress)) throw new SiwxVerificationError('malformed', { details: 'accountAddress' })
  const now = (expected.now ?? Date.now)()
  const expiration = time(data.expirationTime, 'expirationTime')
  const notBefore = time(data.notBefore, 'notBefore')
  const issuedAt = time(data.issuedAt, 'issuedAt')
  if (expiration !== undefined && expiration <= now) throw new SiwxVerificationError('expired', { details: data.expirationTime })
  if (notBefore !== undefined && notBefore > now) throw new SiwxVerificationError('notYetValid', { details: data.notBefore })
  // Without its issue time a session's age is unknown: it cannot be held to the maximum age.
  if (issuedAt === undefined) throw new SiwxVerificationError('malformed', { details: 'issuedAt' })
  if (issuedAt > now + ISSUED_AT_SKEW_MS) throw new SiwxVerificationError('notYetValid', { details: data.issuedAt })
  if (now - issuedAt > (expected.maxAgeMs ?? MAX_SESSION_AGE_MS)) throw new SiwxVerificationError('expired', { details: `issued at ${data.issuedAt}` })
}
