import { definePlugin, parseCaipAddress, type NetworkOf, type PluginDefinition } from 'portico'
import { lazyOnce } from 'portico/services'

export { AbiDecodeError, BALANCE_OF, GET_ETH_BALANCE, decodeAggregate3, decodeUint256, encodeAddressCall, encodeAggregate3 } from './abi'
export { createEip1193Connector } from './createEip1193Connector'
export type { CreateEip1193ConnectorParameters } from './createEip1193Connector'
export { discoverEip155Wallets, INJECTED_CONNECTOR_ID, INJECTED_CONNECTOR_NAME } from './discoverEip155Wallets'
export type { DiscoverEip155WalletsParameters } from './discoverEip155Wallets'
export { switchOrAddChain } from './switchOrAddChain'
export type { SwitchOrAddChainParameters } from './switchOrAddChain'

/** The module's id: its tap name on every hook. */
export const PLUGIN_ID = 'chain-eip155'

/** Options of {@link eip155Chain}. */
export type Eip155ChainOptions = {
  /** The window whose wallets are listed; default the page's (none on the server). */
  window?: Window | undefined
}

/** The eip155 network of a query (the hooks of eip155 only ever get one). */
function evm<Q extends { network: { chainNamespace: string } }>(query: Q): Q & { network: NetworkOf<'eip155'> } {
  if (query.network.chainNamespace !== 'eip155') throw new Error('The eip155 chain module reads eip155 networks only')
  return query as Q & { network: NetworkOf<'eip155'> }
}

/**
 * The eip155 chain module: what Portico knows about EVM chains, through the per-namespace
 * hooks of eip155. Browser wallets in the wallet list when the host lists an eip155 network
 * (EIP-6963 announcements unless `enableEIP6963: false`, and the legacy `window.ethereum` as
 * 'Browser Wallet'; see {@link discoverEip155Wallets}), each an EIP-1193 connector
 * ({@link createEip1193Connector}) whose code loads when first used. Receiver addresses (`validateAddress`: optional 0x plus 40 hex, EIP-55 when
 * mixed case); balances (`fetchBalances`: the wallet's `wallet_getAssets` when it offers asset
 * discovery, else one Multicall3 call for the native balance and the network's `tokens`;
 * `fetchNativeBalance`: `eth_getBalance`); names (`resolveName`, `lookupName` verified forward,
 * `lookupAvatar`: ENS over JSON-RPC); the EIP-1193 connection methods of
 * `portico.getProvider('eip155')` (`providerMethods`). Its code loads on first use. Plugins that serve eip155
 * (send-evm, email-auth, walletconnect) require it, and `defaultPlugins()` includes it; add it
 * yourself when no such plugin is installed and you want EVM browser wallets, balances and names.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import eip155Chain from 'portico/chains/eip155'
 * const portico = createPortico({ networks: [mainnet], plugins: [eip155Chain()] })
 */
export default function eip155Chain(options: Eip155ChainOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    apply({ hooks, services, connection, store, config }) {
      const ens = lazyOnce(async () => (await import('./createEnsNames')).createEnsNames(services.rpc))
      const connectedAddress = () => {
        const account = store.getState().connections.eip155
        return account?.status === 'connected' && account.caipAddress ? parseCaipAddress(account.caipAddress).address : undefined
      }
      // EIP-55 needs keccak: the check loads with the Send form's first receiver, not with the page.
      hooks.validateAddress.for('eip155').tapPromise(async (address) => (await import('./isEvmReceiver')).isEvmReceiver(address))
      hooks.fetchBalances.for('eip155').tapPromise(async (query) => {
        const { fetchEvmPortfolio } = await import('./fetchEvmPortfolio')
        return fetchEvmPortfolio({ query: evm(query), rpc: services.rpc, connection, connectedAddress: connectedAddress(), logger: services.logger })
      })
      hooks.fetchNativeBalance.for('eip155').tapPromise(async (query) => (await import('./fetchEvmNative')).fetchEvmNative(evm(query), services.rpc))
      hooks.resolveName.for('eip155').tapPromise(async (query) => (await ens()).address(evm(query)))
      hooks.lookupName.for('eip155').tapPromise(async (query) => (await ens()).name(evm(query)))
      hooks.lookupAvatar.for('eip155').tapPromise(async (query) => (await ens()).avatar(evm(query)))
      hooks.providerMethods.for('eip155').tapPromise(async () => (await import('./providerMethods')).eip155ProviderMethods)
      const win = options.window ?? globalThis.window
      if (!win || !config.networks.some((network) => network.chainNamespace === 'eip155')) return undefined
      // Discovery is a chunk of its own, started at install: the wallets are listed long before the click.
      const discovery = import('./discoverEip155Wallets').then(
        ({ discoverEip155Wallets }) => discoverEip155Wallets({ window: win, enableEIP6963: config.enableEIP6963, onAdded: connection.addConnector }),
        (error: unknown) => void services.logger.error('Unable to load the wallet discovery', error),
      )
      return () => void discovery.then((stop) => stop?.())
    },
  })
}
