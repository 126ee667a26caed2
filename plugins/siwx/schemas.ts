import * as z from 'zod/mini'
import type { CaipNetworkId, SIWXSession } from 'portico'

const optionalString = z.optional(z.string())

/** A CAIP-2 network id of a namespace Portico knows. */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(
  (value) => typeof value === 'string' && /^(eip155|solana|bip122|polkadot):[-_a-zA-Z0-9]{1,64}$/.test(value),
)

/** The fields of a sign-in message (untrusted: storage, servers, wallets). */
export const messageDataSchema = z.object({
  chainId: caipNetworkIdSchema,
  accountAddress: z.string().check(z.minLength(1)),
  domain: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  version: z.literal('1'),
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)),
  issuedAt: optionalString,
  expirationTime: optionalString,
  notBefore: optionalString,
  requestId: optionalString,
  resources: z.optional(z.array(z.string())),
  statement: optionalString,
})

/** A stored or transmitted session. */
export const sessionSchema: z.ZodMiniType<SIWXSession> = z.object({
  data: messageDataSchema,
  message: z.string(),
  signature: z.string().check(z.minLength(1)),
})
