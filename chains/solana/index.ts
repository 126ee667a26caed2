import { definePlugin, isSolanaAddress, type NetworkOf, type PluginDefinition } from 'portico'

export { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './programs'

/** The module's id: its tap name on every hook. */
export const PLUGIN_ID = 'chain-solana'

/** The solana network of a query (the hooks of solana only ever get one). */
function sol<Q extends { network: { chainNamespace: string } }>(query: Q): Q & { network: NetworkOf<'solana'> } {
  if (query.network.chainNamespace !== 'solana') throw new Error('The solana chain module reads solana networks only')
  return query as Q & { network: NetworkOf<'solana'> }
}

/**
 * The solana chain module: what Portico knows about Solana, through the per-namespace hooks of
 * solana. Receiver addresses (`validateAddress`: base58, 32 to 44 characters, spec section 5);
 * balances (`fetchBalances`: `getBalance` plus SPL Token and Token-2022 accounts, jsonParsed, in
 * one batched POST; `fetchNativeBalance`: `getBalance`); the connection methods of
 * `portico.getProvider('solana')` (`providerMethods`). Solana has no names here (spec section 9:
 * names on eip155 only). Its code loads on first use. Plugins that serve solana (send-solana,
 * walletconnect) require it, and `defaultPlugins()` includes it.
 *
 * @example
 * import { createPortico, solana } from 'portico'
 * import solanaChain from 'portico/chains/solana'
 * const portico = createPortico({ networks: [solana], plugins: [solanaChain()] })
 */
export default function solanaChain(): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    apply({ hooks, services }) {
      hooks.validateAddress.for('solana').tapPromise(async (address) => isSolanaAddress(address))
      hooks.fetchBalances.for('solana').tapPromise(async (query) => {
        const { fetchSolanaBalances } = await import('./fetchSolanaBalances')
        return { tokens: await fetchSolanaBalances({ ...sol(query), rpc: services.rpc }), nfts: [], nftsOffered: false, source: 'rpc' }
      })
      hooks.fetchNativeBalance.for('solana').tapPromise(async (query) => (await import('./fetchSolanaNative')).fetchSolanaNative(sol(query), services.rpc))
      hooks.providerMethods.for('solana').tapPromise(async () => (await import('./providerMethods')).solanaProviderMethods)
    },
  })
}
