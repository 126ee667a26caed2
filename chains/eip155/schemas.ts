import * as z from 'zod/mini'

/**
 * An EVM address as wallets return it: `0x` plus 40 hex characters.
 *
 * @example
 * import { evmAddressSchema } from './schemas'
 * evmAddressSchema.safeParse('0xd8da6bf26964af9d7eed9e03e53415d37aa96045').success // true
 */
export const evmAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/**
 * The answer of `eth_requestAccounts` / `eth_accounts`.
 *
 * @example
 * import { accountsSchema } from './schemas'
 * accountsSchema.safeParse([]).success // true
 */
export const accountsSchema = z.array(evmAddressSchema)

/**
 * The answer of `eth_chainId` (and the `chainChanged` payload): a hex quantity.
 *
 * @example
 * import { chainIdSchema } from './schemas'
 * chainIdSchema.safeParse('0x1').success // true
 */
export const chainIdSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/))
