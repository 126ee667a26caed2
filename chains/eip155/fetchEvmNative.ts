import type { NetworkOf, RawBalance, RpcService } from 'portico'
import * as z from 'zod/mini'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * The native balance alone (`eth_getBalance`), for when the portfolio read fails.
 *
 * @example
 * const raw = await fetchEvmNative({ network: mainnet, address }, services.rpc)
 */
export async function fetchEvmNative(query: { network: NetworkOf<'eip155'>; address: string }, rpc: RpcService): Promise<RawBalance> {
  const { network, address } = query
  const amount = BigInt(hexQuantity.parse(await rpc.forNetwork(network).request({ method: 'eth_getBalance', params: [address, 'latest'] })))
  const { name, symbol, decimals } = network.nativeCurrency
  return { chainId: network.caipNetworkId, name, symbol, amount, decimals }
}
