import { definePlugin, isSolanaAddress, type NetworkOf, type PluginDefinition, type WalletStandardRegistry } from 'portico'

export { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './programs'
export { createWalletStandardConnector } from './createWalletStandardConnector'
export { discoverSolanaWallets } from './discoverSolanaWallets'
export { fromBase64, solanaRequestParams, toBase64 } from './solanaRequestParams'
export { isSolanaWallet, walletStandardConnectorId, walletStandardInfo } from './walletStandardInfo'

/** The module's id: its tap name on every hook. */
export const PLUGIN_ID = 'chain-solana'

/** Options of {@link solanaChain}. */
export type SolanaChainOptions = {
  /** Wallet Standard registry; default `getWallets()` from `@wallet-standard/app` (in the browser only). */
  walletStandard?: WalletStandardRegistry | undefined
}

/** What Solana nodes answer cheaply: the call their endpoints are ranked by. */
const SOLANA_PING = { method: 'getHealth' }

/** The solana network of a query (the hooks of solana only ever get one). */
function sol<Q extends { network: { chainNamespace: string } }>(query: Q): Q & { network: NetworkOf<'solana'> } {
  if (query.network.chainNamespace !== 'solana') throw new Error('The solana chain module reads solana networks only')
  return query as Q & { network: NetworkOf<'solana'> }
}

/**
 * The solana chain module: what Portico knows about Solana, through the per-namespace hooks of
 * solana. Browser wallets in the wallet list when the host lists a solana network (Wallet
 * Standard wallets that serve Solana; see {@link discoverSolanaWallets}), each a connector
 * ({@link createWalletStandardConnector}) whose code loads when first used; RPC endpoints ranked
 * by `getHealth` (`rpcPing`). Receiver addresses (`validateAddress`: base58, 32 to 44 characters, spec section 5);
 * balances (`fetchBalances`: `getBalance` plus SPL Token and Token-2022 accounts, jsonParsed, in
 * one batched POST; `fetchNativeBalance`: `getBalance`); the connection methods of
 * `portico.getProvider('solana')` (`providerMethods`). Solana has no names here (spec section 9:
 * names on eip155 only). Its code loads on first use. Plugins that serve solana (send-solana,
 * walletconnect) require it, and `defaultPlugins()` includes it; add it yourself when no such
 * plugin is installed and you want Solana browser wallets and balances.
 *
 * @example
 * import { createPortico, solana } from 'portico'
 * import solanaChain from 'portico/chains/solana'
 * const portico = createPortico({ networks: [solana], plugins: [solanaChain()] })
 */
export default function solanaChain(options: SolanaChainOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    apply({ hooks, services, connection, config }) {
      hooks.validateAddress.for('solana').tapPromise(async (address) => isSolanaAddress(address))
      hooks.fetchBalances.for('solana').tapPromise(async (query) => {
        const { fetchSolanaBalances } = await import('./fetchSolanaBalances')
        return { tokens: await fetchSolanaBalances({ ...sol(query), rpc: services.rpc }), nfts: [], nftsOffered: false, source: 'rpc' }
      })
      hooks.fetchNativeBalance.for('solana').tapPromise(async (query) => (await import('./fetchSolanaNative')).fetchSolanaNative(sol(query), services.rpc))
      hooks.providerMethods.for('solana').tapPromise(async () => (await import('./providerMethods')).solanaProviderMethods)
      hooks.rpcPing.for('solana').tap(() => SOLANA_PING)
      const { walletStandard } = options
      // The page's registry exists in a browser only.
      if (!(walletStandard ?? globalThis.window) || !config.networks.some((network) => network.chainNamespace === 'solana')) return undefined
      // Discovery (with the registry) is a chunk of its own, started at install: the wallets are listed long before the click.
      const discovery = import('./discoverSolanaWallets').then(
        ({ discoverSolanaWallets }) => discoverSolanaWallets({ onAdded: connection.addConnector, walletStandard }),
        (error: unknown) => void services.logger.error('Unable to load the wallet discovery', error),
      )
      return () => void discovery.then((stop) => stop?.())
    },
  })
}
