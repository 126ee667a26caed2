import * as z from 'zod/mini'

/**
 * Schema of one stored recent wallet. Unknown fields are stripped on read.
 *
 * @example
 * import { recentWalletSchema } from 'portico'
 * recentWalletSchema.safeParse({ id: 'metamask', name: 'MetaMask' }).success // true
 */
export const recentWalletSchema = z.object({
  /** Wallet id (registry id or connector id); non-empty. */
  id: z.string().check(z.minLength(1)),
  /** Display name. */
  name: z.string(),
  /** Icon URL or data URI. */
  imageUrl: z.optional(z.string()),
  /** EIP-6963 reverse-DNS id, when the wallet announced one. */
  rdns: z.optional(z.string()),
})

/**
 * A wallet the visitor connected with recently, shown in the `recent` connector group.
 *
 * @example
 * import type { RecentWallet } from 'portico'
 * const wallet: RecentWallet = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }
 */
export type RecentWallet = z.infer<typeof recentWalletSchema>
