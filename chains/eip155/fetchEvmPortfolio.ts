import type { BalanceQuery, ConnectionService, Logger, NetworkOf, Portfolio, RpcService } from 'portico'
import { fetchEvmRpcBalances } from './fetchEvmRpcBalances'
import { parseWalletAssets, supportsAssetDiscovery } from './walletAssets'

/**
 * An EVM portfolio (spec section 7 "Balance"). When the queried address is the connected
 * account, asks the wallet first (`wallet_getCapabilities`, then `wallet_getAssets` when it
 * reports asset discovery, EIP-7811); a wallet without the capability, or one whose answer
 * fails, falls back to plain JSON-RPC: one Multicall3 call for the native balance and the
 * network's `tokens`.
 *
 * @example
 * const portfolio = await fetchEvmPortfolio({ query: { network, address }, rpc, connection, connectedAddress, logger })
 */
export async function fetchEvmPortfolio(input: {
  query: BalanceQuery & { network: NetworkOf<'eip155'> }
  rpc: RpcService
  connection: Pick<ConnectionService, 'request'>
  /** The connected eip155 account (no CAIP prefix), if any: only its wallet is asked. */
  connectedAddress: string | undefined
  logger: Logger
}): Promise<Portfolio> {
  const { query, rpc, logger } = input
  const { network, address } = query
  if (input.connectedAddress?.toLowerCase() === address.toLowerCase()) {
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
