import * as z from 'zod/mini'
import type { RpcService } from '../rpc/createRpcService'
import type { RawBalance } from './buildTokenBalance'
import type { BalanceQuery } from './types'

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const lamports = z.object({ value: z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)) })

/**
 * The native balance alone: `eth_getBalance` on eip155, `getBalance` on solana.
 *
 * @example
 * const raw = await fetchNative({ network: mainnet, address }, services.rpc)
 */
export async function fetchNative(query: BalanceQuery, rpc: RpcService): Promise<RawBalance> {
  const { network, address } = query
  const transport = rpc.forNetwork(network)
  const amount =
    network.chainNamespace === 'solana'
      ? BigInt(lamports.parse(await transport.request({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] })).value)
      : BigInt(hexQuantity.parse(await transport.request({ method: 'eth_getBalance', params: [address, 'latest'] })))
  const { name, symbol, decimals } = network.nativeCurrency
  return { chainId: network.caipNetworkId, name, symbol, amount, decimals }
}
