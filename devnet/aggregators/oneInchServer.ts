/**
 * A local server speaking the 1inch Swap API v6.0 shapes (`/swap/v6.0/{chain}/quote`, `/swap`,
 * `/tokens`, `/approve/spender`, `/approve/allowance`, Bearer key), filled from the devnet's
 * Uniswap V2 pools. For the swap plugin's tests and the demo; not 1inch's code.
 *
 * @example
 * const api = await startOneInchServer({ rpcUrl: devnet.url, addresses: devnet.addresses, apiKey: 'test-key' })
 * // oneInch({ baseUrl: api.origin, apiKey: 'test-key', chainIds: [31337] })
 * await api.stop()
 */
import type { Address } from 'viem'
import type { DevnetAddresses } from '../addresses'
import { startJsonServer, type JsonReply, type JsonRoute, type JsonServer } from './jsonServer'
import { NATIVE, createV2Market } from './v2Market'

const badRequest = (description: string): JsonReply => ({ status: 400, body: { error: 'Bad Request', description, statusCode: 400, requestId: crypto.randomUUID(), meta: [] } })

/** Slippage in percent with up to 2 decimals ('1', '0.5') as basis points. */
function slippageBps(text: string | null): number | undefined {
  if (!text || !/^\d{1,2}(\.\d{1,2})?$/.test(text)) return undefined
  const [whole = '0', fraction = ''] = text.split('.')
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return bps <= 5_000 ? bps : undefined
}

export async function startOneInchServer(options: { rpcUrl: string; addresses: DevnetAddresses; apiKey: string }): Promise<JsonServer> {
  const market = createV2Market(options.rpcUrl, options.addresses)
  const chainPrefix = `/swap/v6.0/${options.addresses.chainId}`
  const tokens = [
    { address: NATIVE, symbol: 'ETH', name: 'Ether', decimals: 18, logoURI: '', tags: ['native'] },
    ...Object.values(options.addresses.tokens).map(({ address, symbol, name, decimals }) => ({ address: address.toLowerCase(), symbol, name, decimals, logoURI: '', tags: ['tokens'] })),
  ]
  const authorized = (authorization: string | undefined) => authorization === `Bearer ${options.apiKey}`
  const amountOf = (query: URLSearchParams) => (/^\d+$/.test(query.get('amount') ?? '') ? BigInt(query.get('amount') as string) : undefined)

  const handlers: Record<string, JsonRoute> = {
    '/tokens': async () => ({ status: 200, body: { tokens: Object.fromEntries(tokens.map((t) => [t.address, t])) } }),
    '/approve/spender': async () => ({ status: 200, body: { address: market.router.toLowerCase() } }),
    '/approve/allowance': async (query) => ({ status: 200, body: { allowance: (await market.allowance(query.get('tokenAddress') ?? '', query.get('walletAddress') as Address)).toString() } }),
    '/quote': async (query) => {
      const amount = amountOf(query)
      if (amount === undefined) return badRequest('amount: should be a number')
      const route = await market.price(query.get('src') ?? '', query.get('dst') ?? '', amount)
      if (!route) return badRequest('insufficient liquidity')
      return { status: 200, body: { dstAmount: (route.amounts.at(-1) ?? 0n).toString(), ...(query.get('includeGas') === 'true' ? { gas: 150_000 } : {}) } }
    },
    '/swap': async (query) => {
      const amount = amountOf(query)
      const bps = slippageBps(query.get('slippage'))
      const from = query.get('from') as Address | null
      const [src, dst] = [query.get('src') ?? '', query.get('dst') ?? '']
      if (amount === undefined || bps === undefined || !from) return badRequest('src, dst, amount, from and slippage are required')
      const route = await market.price(src, dst, amount)
      if (!route) return badRequest('insufficient liquidity')
      const balance = await market.balance(src, from)
      if (balance < amount) return badRequest(`Not enough ${tokens.find((t) => t.address === src.toLowerCase())?.symbol ?? src} balance. Amount: ${amount}. Balance: ${balance}.`)
      const allowance = await market.allowance(src, from)
      if (allowance < amount) return badRequest(`Not enough allowance. Amount: ${amount}. Allowance: ${allowance}. Spender: ${market.router.toLowerCase()}`)
      const dstAmount = route.amounts.at(-1) ?? 0n
      const call = await market.swapCall(route, { sell: src, buy: dst, amount, minOut: (dstAmount * BigInt(10_000 - bps)) / 10_000n, taker: from })
      const [gas, gasPrice] = await Promise.all([market.estimateGas(call, from), market.gasPrice()])
      return { status: 200, body: { dstAmount: dstAmount.toString(), tx: { from: from.toLowerCase(), to: call.to.toLowerCase(), data: call.data, value: call.value.toString(), gas: Number(gas), gasPrice: gasPrice.toString() } } }
    },
  }
  return startJsonServer((path) => {
    const handler = path.startsWith(chainPrefix) ? handlers[path.slice(chainPrefix.length)] : undefined
    if (!handler) return undefined
    return (query, headers) => (authorized(headers.authorization) ? handler(query, headers) : Promise.resolve({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }))
  }, 'authorization, content-type')
}
