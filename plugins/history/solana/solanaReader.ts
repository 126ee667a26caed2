import * as z from 'zod/mini'
import type { RpcRequestOptions, RpcService } from 'portico'

/**
 * The Solana JSON-RPC reads of the history provider, each answer validated with zod (a node is
 * untrusted input). Calls made in the same tick go out as one batch POST (the transport batches
 * them).
 */

const base58 = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,88}$/))
const lamports = z.number().check(z.int(), z.gte(0))
const slot = z.number().check(z.int(), z.gte(0))

const signatureInfo = z.object({ signature: base58, slot, err: z.nullable(z.unknown()), blockTime: z.optional(z.nullable(z.number())) })
/** One entry of `getSignaturesForAddress`, newest first. */
export type SignatureInfo = z.output<typeof signatureInfo>

const tokenBalance = z.object({
  accountIndex: z.number().check(z.int(), z.gte(0)),
  mint: base58,
  owner: z.optional(base58),
  uiTokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: z.number().check(z.int(), z.gte(0), z.lte(255)) }),
})
/** A token account's balance before or after a transaction. */
export type TokenBalance = z.output<typeof tokenBalance>

const solanaTransaction = z.object({
  slot,
  blockTime: z.optional(z.nullable(z.number())),
  transaction: z.object({
    signatures: z.array(base58).check(z.minLength(1)),
    message: z.object({
      accountKeys: z.array(base58).check(z.minLength(1)),
      instructions: z.array(z.object({ programIdIndex: z.number().check(z.int(), z.gte(0)), accounts: z.array(z.number().check(z.int(), z.gte(0))), data: z.string() })),
    }),
  }),
  meta: z.object({
    err: z.nullable(z.unknown()),
    fee: lamports,
    preBalances: z.array(lamports),
    postBalances: z.array(lamports),
    preTokenBalances: z.optional(z.nullable(z.array(tokenBalance))),
    postTokenBalances: z.optional(z.nullable(z.array(tokenBalance))),
    loadedAddresses: z.optional(z.nullable(z.object({ writable: z.array(base58), readonly: z.array(base58) }))),
  }),
})
/** A transaction as `getTransaction` gives it (encoding `json`). */
export type SolanaTransaction = z.output<typeof solanaTransaction>

const tokenAccounts = z.object({ value: z.array(z.object({ pubkey: base58 })) })
const statuses = z.object({ value: z.array(z.nullable(z.object({ slot }))) })

/**
 * Typed, validated Solana reads over one network's transport.
 *
 * @example
 * const reader = createSolanaReader(rpc.forNetwork(network), { signal })
 * const newest = await reader.signatures(address, { limit: 21 })
 */
export function createSolanaReader(transport: ReturnType<RpcService['forNetwork']>, options: RpcRequestOptions = {}) {
  const read = async <S extends z.core.$ZodType>(schema: S, method: string, params: readonly unknown[]): Promise<z.output<S>> =>
    z.parse(schema, await transport.request({ method, params }, options))
  return {
    /** Signatures naming `address`, newest first, strictly older than `before`. */
    signatures: (address: string, query: { before?: string | undefined; limit: number }) =>
      read(z.array(signatureInfo), 'getSignaturesForAddress', [address, { limit: query.limit, commitment: 'confirmed', ...(query.before ? { before: query.before } : {}) }]),
    transaction: (signature: string) => read(z.nullable(solanaTransaction), 'getTransaction', [signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }]),
    /** The token accounts `owner` holds under one token program (their addresses). */
    tokenAccounts: async (owner: string, programId: string) =>
      (await read(tokenAccounts, 'getTokenAccountsByOwner', [owner, { programId }, { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 0, length: 0 } }])).value.map((account) => account.pubkey),
    /** The slot a signature landed in, if the node knows it. */
    slotOf: async (signature: string) => (await read(statuses, 'getSignatureStatuses', [[signature], { searchTransactionHistory: true }])).value[0]?.slot,
  }
}

/** The reads of one Solana network. */
export type SolanaReader = ReturnType<typeof createSolanaReader>
