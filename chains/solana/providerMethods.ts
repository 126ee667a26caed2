import type { ProviderMethods } from 'portico'

/**
 * The connection methods of `portico.getProvider('solana')`, named as WalletConnect's Solana
 * JSON-RPC names them: `solana_getAccounts` and `solana_requestAccounts` answer
 * `[{ pubkey }]`; the chain is the CAIP-2 network id (Solana has no switch request).
 *
 * @example
 * import { solanaProviderMethods } from './providerMethods'
 * solanaProviderMethods.formatAccounts(['7xKX…']) // [{ pubkey: '7xKX…' }]
 */
export const solanaProviderMethods: ProviderMethods = {
  accounts: 'solana_getAccounts',
  requestAccounts: 'solana_requestAccounts',
  formatAccounts: (addresses) => addresses.map((pubkey) => ({ pubkey })),
  formatChainId: (networkId) => networkId,
}
