import * as z from 'zod/mini'
import type { CaipNetworkId, SIWXSession } from 'portico'
import { parseRfc3339 } from './message/parseRfc3339'

/**
 * A field is one line: a line break (or U+0085, U+2028, U+2029, which some readers break on)
 * would let a field's value show as other fields of the signed text.
 */
const line = z.string().check(z.regex(/^[^\r\n\u0085\u2028\u2029]*$/, 'A sign-in field is one line'))
const optionalString = z.optional(line)
/** An RFC 3339 date-time, strictly (see {@link parseRfc3339}). */
const optionalTime = z.optional(z.string().check(z.refine((value) => parseRfc3339(value) !== undefined, 'A sign-in time is an RFC 3339 date-time')))

/** A CAIP-2 network id of a namespace Portico knows. */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(
  (value) => typeof value === 'string' && /^(eip155|solana|bip122|polkadot):[-_a-zA-Z0-9]{1,64}$/.test(value),
)

/** The fields of a sign-in message (untrusted: storage, servers, wallets). */
export const messageDataSchema = z.object({
  chainId: caipNetworkIdSchema,
  accountAddress: line.check(z.minLength(1)),
  domain: line.check(z.minLength(1)),
  uri: line.check(z.minLength(1)),
  version: z.literal('1'),
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
  issuedAt: optionalTime,
  expirationTime: optionalTime,
  notBefore: optionalTime,
  requestId: optionalString,
  resources: z.optional(z.array(line)),
  statement: optionalString,
})

/** A stored or transmitted session. */
export const sessionSchema: z.ZodMiniType<SIWXSession> = z.object({
  data: messageDataSchema,
  message: z.string(),
  signature: z.string().check(z.minLength(1)),
})
