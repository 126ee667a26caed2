/**
 * A local server speaking the 0x Swap API v2 shapes (`/swap/allowance-holder/price` and
 * `/quote`, `0x-api-key` and `0x-version: v2` headers, the `issues` object, `liquidityAvailable`),
 * filled from the devnet's Uniswap V2 pools. For the swap plugin's tests and the demo; not 0x's
 * code. The allowance target is the pool's router, which the returned transaction calls.
 *
 * @example
 * const api = await startZeroExServer({ rpcUrl: devnet.url, addresses: devnet.addresses, apiKey: 'test-key' })
 * // zeroEx({ baseUrl: api.origin, apiKey: 'test-key', chainIds: [31337] })
 * await api.stop()
 */
import type { Address } from 'viem'
import type { DevnetAddresses } from '../addresses'
import { startJsonServer, type JsonReply, type JsonServer } from './jsonServer'
import { createV2Market } from './v2Market'

const zid = () => `0x${crypto.randomUUID().replaceAll('-', '')}`
const inputInvalid = (field: string, reason: string): JsonReply => ({ status: 400, body: { name: 'INPUT_INVALID', message: 'The input is invalid', data: { zid: zid(), details: [{ field, reason }] } } })

export async function startZeroExServer(options: { rpcUrl: string; addresses: DevnetAddresses; apiKey: string }): Promise<JsonServer> {
  const market = createV2Market(options.rpcUrl, options.addresses)
  const answer = async (query: URLSearchParams, firm: boolean): Promise<JsonReply> => {
    if (query.get('chainId') !== String(options.addresses.chainId)) return inputInvalid('chainId', 'Chain is not supported')
    const sellAmountText = query.get('sellAmount') ?? ''
    if (!/^\d+$/.test(sellAmountText)) return inputInvalid('sellAmount', 'Expected a positive integer')
    const slippageText = query.get('slippageBps') ?? '100'
    if (!/^\d+$/.test(slippageText) || Number(slippageText) > 10_000) return inputInvalid('slippageBps', 'Expected an integer from 0 to 10000')
    const taker = query.get('taker') as Address | null
    if (!taker) return inputInvalid('taker', 'Required')
    const [sellToken, buyToken, sellAmount] = [query.get('sellToken') ?? '', query.get('buyToken') ?? '', BigInt(sellAmountText)]
    const route = await market.price(sellToken, buyToken, sellAmount)
    if (!route) return { status: 200, body: { liquidityAvailable: false, zid: zid() } }
    const buyAmount = route.amounts.at(-1) ?? 0n
    const minBuyAmount = (buyAmount * BigInt(10_000 - Number(slippageText))) / 10_000n
    const native = market.isNative(sellToken)
    const [balance, allowance, gasPrice, blockNumber] = await Promise.all([market.balance(sellToken, taker), market.allowance(sellToken, taker), market.gasPrice(), market.blockNumber()])
    const call = await market.swapCall(route, { sell: sellToken, buy: buyToken, amount: sellAmount, minOut: minBuyAmount, taker })
    const gas = await market.estimateGas(call, taker)
    return {
      status: 200,
      body: {
        allowanceTarget: native ? null : market.router.toLowerCase(),
        blockNumber: blockNumber.toString(),
        buyAmount: buyAmount.toString(),
        buyToken: buyToken.toLowerCase(),
        fees: { integratorFee: null, zeroExFee: null, gasFee: null },
        gas: gas.toString(),
        gasPrice: gasPrice.toString(),
        issues: {
          allowance: !native && allowance < sellAmount ? { actual: allowance.toString(), spender: market.router.toLowerCase() } : null,
          balance: balance < sellAmount ? { token: sellToken.toLowerCase(), actual: balance.toString(), expected: sellAmount.toString() } : null,
          simulationIncomplete: false,
          invalidSourcesPassed: [],
        },
        liquidityAvailable: true,
        minBuyAmount: minBuyAmount.toString(),
        route: { fills: [{ from: sellToken.toLowerCase(), to: buyToken.toLowerCase(), source: 'Uniswap_V2', proportionBps: '10000' }], tokens: route.path.map((address) => ({ address: address.toLowerCase(), symbol: '' })) },
        sellAmount: sellAmount.toString(),
        sellToken: sellToken.toLowerCase(),
        totalNetworkFee: (gas * gasPrice).toString(),
        zid: zid(),
        ...(firm ? { transaction: { to: call.to.toLowerCase(), data: call.data, gas: gas.toString(), gasPrice: gasPrice.toString(), value: call.value.toString() } } : {}),
      },
    }
  }
  return startJsonServer((path) => {
    if (path !== '/swap/allowance-holder/price' && path !== '/swap/allowance-holder/quote') return undefined
    return async (query, headers) => {
      if (headers['0x-api-key'] !== options.apiKey) return { status: 401, body: { name: 'UNAUTHORIZED', message: 'Invalid 0x API key', data: { zid: zid() } } }
      if (headers['0x-version'] !== 'v2') return inputInvalid('0x-version', 'Expected v2')
      return answer(query, path.endsWith('/quote'))
    }
  }, '0x-api-key, 0x-version, content-type')
}
