import type { ConnectionService } from '../connectors/createConnectionService'
import type { Logger } from '../logger'
import type { CaipNetwork } from '../networks/types'
import type { RpcService } from '../rpc/createRpcService'
import type { PorticoState } from '../store/createStore'
import type { RawBalance } from './buildTokenBalance'
import { fetchEvmRpcBalances } from './evm/fetchEvmRpcBalances'
import { parseWalletAssets, supportsAssetDiscovery } from './evm/walletAssets'
import { fetchSolanaBalances } from './solana/fetchSolanaBalances'
import type { BalanceSource, NftBalance } from './types'

/** What one portfolio fetch found. */
export type Portfolio = { tokens: RawBalance[]; nfts: NftBalance[]; nftsOffered: boolean; source: BalanceSource }

/**
 * Fetches a portfolio. EVM: when the queried address is the connected eip155 account, asks the
 * wallet first (`wallet_getCapabilities`, then `wallet_getAssets` when it reports asset
 * discovery); a wallet without the capability, or one whose answer fails, falls back to plain
 * JSON-RPC (Multicall3). Solana: JSON-RPC. Other namespaces: nothing (`source: 'none'`).
 *
 * @example
 * const portfolio = await fetchPortfolio({ network, address, rpc, connection, state: store.getState(), logger })
 */
export async function fetchPortfolio(input: {
  network: CaipNetwork
  address: string
  rpc: RpcService
  connection: ConnectionService
  state: PorticoState
  logger: Logger
}): Promise<Portfolio> {
  const { network, address, rpc, logger } = input
  if (network.chainNamespace === 'solana') return { tokens: await fetchSolanaBalances({ network, address, rpc }), nfts: [], nftsOffered: false, source: 'rpc' }
  if (network.chainNamespace !== 'eip155') return { tokens: [], nfts: [], nftsOffered: false, source: 'none' }
  const account = input.state.connections.eip155
  const connectedAddress = account?.status === 'connected' ? account.caipAddress?.split(':')[2] : undefined
  if (connectedAddress?.toLowerCase() === address.toLowerCase()) {
    try {
      const request = (method: string, params: unknown) => input.connection.request('eip155', { method, params })
      const chainHex = `0x${network.id.toString(16)}`
      if (supportsAssetDiscovery(await request('wallet_getCapabilities', [address, [chainHex]]), network.id)) {
        const answer = await request('wallet_getAssets', [{ account: address, chainFilter: [chainHex] }])
        const parsed = parseWalletAssets(answer, network, (reason) => logger.warn('wallet_getAssets item dropped', reason))
        return { ...parsed, nftsOffered: true, source: 'wallet' }
      }
    } catch (error) {
      logger.debug('Wallet asset discovery unavailable; reading the chain', error)
    }
  }
  return { tokens: await fetchEvmRpcBalances({ network, address, rpc }), nfts: [], nftsOffered: false, source: 'rpc' }
}
