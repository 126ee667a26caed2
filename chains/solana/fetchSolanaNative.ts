import type { NetworkOf, RawBalance, RpcService } from 'portico'
import * as z from 'zod/mini'

// Above 2^53 a JSON number is no longer exact: refuse rather than show a wrong balance.
const lamports = z.object({ value: z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)) })

/**
 * The SOL balance alone (`getBalance`), for when the portfolio read fails.
 *
 * @example
 * const raw = await fetchSolanaNative({ network: solana, address }, services.rpc)
 */
export async function fetchSolanaNative(query: { network: NetworkOf<'solana'>; address: string }, rpc: RpcService): Promise<RawBalance> {
  const { network, address } = query
  const answer = await rpc.forNetwork(network).request({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] })
  const { name, symbol, decimals } = network.nativeCurrency
  return { chainId: network.caipNetworkId, name, symbol, amount: BigInt(lamports.parse(answer).value), decimals }
}
