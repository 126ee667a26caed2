import * as z from 'zod/mini'

/** Longest text kept from an indexer for ids, hashes, addresses and names (bounds the store). */
const MAX_TEXT = 256
const text = () => z.string().check(z.minLength(1), z.maxLength(MAX_TEXT))
const url = z.object({ url: z.string().check(z.maxLength(4096)) })

/** An unsigned decimal text: `'12'`, `'0.5'`; no sign, exponent or grouping. */
export const DECIMAL_TEXT = /^\d+(?:\.\d+)?$/
/** A CAIP-2 network id (`namespace:reference`). */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const transfer = z
  .object({
    fungible_info: z.optional(z.object({ name: z.string().check(z.maxLength(MAX_TEXT)), symbol: z.string().check(z.maxLength(MAX_TEXT)), icon: z.optional(url) })),
    nft_info: z.optional(
      z.object({
        name: z.string().check(z.maxLength(MAX_TEXT)),
        contract_address: z.optional(text()),
        token_id: z.optional(z.string().check(z.maxLength(100), z.regex(/^\d+$/, 'nft_info.token_id must be a decimal text'))),
        content: z.optional(z.object({ preview: z.optional(url) })),
        flags: z.object({ is_spam: z.boolean() }),
      }),
    ),
    direction: z.enum(['in', 'out', 'self']),
    quantity: z.object({ numeric: z.string().check(z.maxLength(100), z.regex(DECIMAL_TEXT, 'quantity.numeric must be a decimal text')) }),
  })
  .check(z.refine((t) => (t.fungible_info === undefined) !== (t.nft_info === undefined), 'A transfer has exactly one of fungible_info or nft_info'))

/**
 * One transaction as an indexer sends it (spec section 3). Unknown fields are dropped; a missing
 * or malformed field rejects the whole answer.
 *
 * @example
 * import { transactionSchema } from 'portico/plugins/history'
 * import * as z from 'zod/mini'
 * z.safeParse(transactionSchema, { id: 'x' }).success // false
 */
export const transactionSchema = z.object({
  id: text(),
  metadata: z.object({
    minedAt: z.string().check(z.maxLength(64), z.refine((value) => !Number.isNaN(Date.parse(value)), 'minedAt must be a date')),
    chain: z.string().check(z.regex(CAIP2, 'chain must be a CAIP-2 network id')),
    operationType: z.string().check(z.minLength(1), z.maxLength(32)),
    hash: text(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    sentFrom: text(),
    sentTo: text(),
    nonce: z.optional(z.number().check(z.int(), z.gte(0))),
  }),
  transfers: z.array(transfer).check(z.maxLength(256)),
})

/**
 * A history page as an indexer sends it: `{ data: Transaction[], next?: string | null }`.
 *
 * @example
 * import { historyPageSchema } from 'portico/plugins/history'
 * import * as z from 'zod/mini'
 * z.parse(historyPageSchema, { data: [], next: null }).next // null
 */
export const historyPageSchema = z.object({
  data: z.array(transactionSchema).check(z.maxLength(1000)),
  next: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(1024)))),
})
