import * as z from 'zod/mini'

/** A wire transaction in base64, at most a few packets long (a Solana packet is 1232 bytes). */
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/), z.minLength(4), z.maxLength(8192))

/**
 * The params of the Solana transaction methods (spec section 7), as the dapp sends them and a
 * wallet receives them: `solana_signTransaction`, `solana_signAllTransactions` and
 * `solana_signAndSendTransaction`.
 *
 * @example
 * import { solanaRequestParams } from 'portico/chains/solana'
 * solanaRequestParams.signTransaction.safeParse({ transaction: 'AQABAgM=' }).success // true
 */
export const solanaRequestParams = {
  signTransaction: z.looseObject({ transaction: base64 }),
  signAllTransactions: z.looseObject({ transactions: z.array(base64).check(z.minLength(1), z.maxLength(50)) }),
  signAndSendTransaction: z.looseObject({
    transaction: base64,
    sendOptions: z.optional(
      z.looseObject({
        skipPreflight: z.optional(z.boolean()),
        preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])),
        maxRetries: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(100))),
      }),
    ),
  }),
}

/**
 * Decodes standard base64 to bytes (a wire transaction of a Solana request).
 *
 * @example
 * import { fromBase64 } from 'portico/chains/solana'
 * fromBase64('AQID') // Uint8Array [1, 2, 3]
 */
export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
/**
 * Encodes bytes as standard base64.
 *
 * @example
 * import { toBase64 } from 'portico/chains/solana'
 * toBase64(new Uint8Array([1, 2, 3])) // 'AQID'
 */
export const toBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
