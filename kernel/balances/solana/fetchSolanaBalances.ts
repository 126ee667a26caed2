import * as z from 'zod/mini'
import type { NetworkOf } from '../../networks/types'
import type { RpcService } from '../../rpc/createRpcService'
import type { RawBalance } from '../buildTokenBalance'

/** SPL Token program id. */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** Token-2022 program id. */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

// Above 2^53 a JSON number is no longer exact: refuse rather than show a wrong balance.
const lamports = z.object({ value: z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)) })
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
  const [balance, spl, spl2022] = await Promise.all([
    transport.request({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] }),
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
  const sol: RawBalance = {
    chainId,
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    amount: BigInt(lamports.parse(balance).value),
    decimals: network.nativeCurrency.decimals,
  }
  return [sol, ...tokens]
}
