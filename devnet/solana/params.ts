/** zod/mini schemas of the JSON-RPC requests and params this server accepts. */
import * as z from 'zod/mini'

/** A base58 public key or signature. */
export const base58String = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,88}$/))

/** A JSON-RPC 2.0 request. */
export const rpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(z.union([z.number(), z.string(), z.null()])),
  method: z.string(),
  params: z.optional(z.array(z.unknown())),
})

/** The config object most methods take last. */
export const configSchema = z.optional(
  z.looseObject({
    encoding: z.optional(z.enum(['base58', 'base64', 'jsonParsed', 'json'])),
    commitment: z.optional(z.string()),
  }),
)

/** `[key, config?]`. */
export const keyParams = z.tuple([base58String], configSchema)
/** `[keys[], config?]`. */
export const keysParams = z.tuple([z.array(base58String).check(z.maxLength(100))], configSchema)
/** `getTokenAccountsByOwner`: `[owner, { mint } | { programId }, config?]`. */
export const tokenAccountsParams = z.tuple(
  [base58String, z.union([z.object({ mint: base58String }), z.object({ programId: base58String })])],
  configSchema,
)
/** `sendTransaction` / `simulateTransaction`: `[encoded, config?]`. */
export const transactionParams = z.tuple(
  [z.string().check(z.minLength(1))],
  z.optional(z.looseObject({ encoding: z.optional(z.enum(['base58', 'base64'])), skipPreflight: z.optional(z.boolean()) })),
)
/** `getFeeForMessage`: `[base64 message, config?]`. */
export const messageParams = z.tuple([z.string().check(z.minLength(1))], configSchema)
/** `requestAirdrop`: `[key, lamports, config?]`. */
export const airdropParams = z.tuple([base58String, z.number().check(z.int(), z.positive())], configSchema)
/** `getMinimumBalanceForRentExemption`: `[size, config?]`. */
export const rentParams = z.tuple([z.number().check(z.int(), z.nonnegative(), z.lte(10 * 1024 * 1024))], configSchema)
/** `getSignatureStatuses`: `[signatures[], config?]`. */
export const statusesParams = z.tuple([z.array(base58String).check(z.maxLength(256))], z.optional(z.looseObject({})))
/** `isBlockhashValid`: `[blockhash, config?]`. */
export const blockhashParams = z.tuple([base58String], configSchema)
/** `getSignaturesForAddress`: `[address, { limit?, before?, until? }?]`. */
export const signaturesParams = z.tuple(
  [base58String],
  z.optional(
    z.looseObject({
      limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
      before: z.optional(base58String),
      until: z.optional(base58String),
      commitment: z.optional(z.string()),
    }),
  ),
)
/** `getTransaction`: `[signature, { encoding?, maxSupportedTransactionVersion? }?]`. */
export const getTransactionParams = z.tuple(
  [base58String],
  z.optional(
    z.looseObject({
      encoding: z.optional(z.enum(['json', 'jsonParsed', 'base58', 'base64'])),
      maxSupportedTransactionVersion: z.optional(z.number().check(z.int(), z.gte(0))),
      commitment: z.optional(z.string()),
    }),
  ),
)
