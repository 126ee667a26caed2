import * as z from 'zod/mini'
import type { NetworkOf, RawBalance, RpcService } from 'portico'
import { fetchSolanaNative } from './fetchSolanaNative'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './programs'

const tokenAccount = z.object({
  account: z.object({
    data: z.object({
      parsed: z.object({
        info: z.object({
          mint: z.string(),
          tokenAmount: z.object({ amount: z.string().check(z.regex(/^\d+$/)), decimals: z.number().check(z.int(), z.gte(0), z.lte(255)) }),
        }),
      }),
    }),
  }),
})
const tokenAccounts = z.object({ value: z.array(tokenAccount) })

/**
 * SOL balance plus SPL Token and Token-2022 balances (`getTokenAccountsByOwner`, jsonParsed),
 * all three requests in the same tick (the transport batches them into one POST). Amounts of
 * the same mint add up; zero balances and zero-decimal mints (NFTs, low quality) are left out.
 * Names come from the network's `tokens` list, else the mint abbreviated.
 *
 * @example
 * const raws = await fetchSolanaBalances({ network: solanaLocal, address, rpc: services.rpc })
 */
export async function fetchSolanaBalances(input: { network: NetworkOf<'solana'>; address: string; rpc: RpcService }): Promise<RawBalance[]> {
  const { network, address } = input
  const transport = input.rpc.forNetwork(network)
  const byProgram = (programId: string) =>
    transport.request({ method: 'getTokenAccountsByOwner', params: [address, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }] })
  const [sol, spl, spl2022] = await Promise.all([
    fetchSolanaNative({ network, address }, input.rpc),
    byProgram(TOKEN_PROGRAM_ID),
    byProgram(TOKEN_2022_PROGRAM_ID),
  ])
  const chainId = network.caipNetworkId
  const mints = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of [...tokenAccounts.parse(spl).value, ...tokenAccounts.parse(spl2022).value]) {
    const { mint, tokenAmount } = account.data.parsed.info
    const previous = mints.get(mint)
    mints.set(mint, { amount: (previous?.amount ?? 0n) + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
  }
  const tokens: RawBalance[] = []
  for (const [mint, { amount, decimals }] of mints) {
    if (amount === 0n || decimals === 0) continue
    const known = network.tokens?.find((t) => t.address === mint)
    const short = `${mint.slice(0, 4)}…${mint.slice(-4)}`
    tokens.push({ chainId, address: mint, name: known?.name ?? short, symbol: known?.symbol ?? short, amount, decimals })
  }
  return [sol, ...tokens]
}
