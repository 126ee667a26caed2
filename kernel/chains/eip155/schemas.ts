import * as z from 'zod/mini'

/** An EVM address as wallets return it: `0x` plus 40 hex characters. */
export const evmAddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** The answer of `eth_requestAccounts` / `eth_accounts`. */
export const accountsSchema = z.array(evmAddressSchema)

/** The answer of `eth_chainId` (and the `chainChanged` payload): a hex quantity. */
export const chainIdSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/))
