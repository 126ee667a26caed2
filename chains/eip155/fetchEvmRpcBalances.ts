import * as z from 'zod/mini'
import type { NetworkOf, RawBalance, RpcService } from 'portico'
import { BALANCE_OF, decodeAggregate3, decodeUint256, encodeAddressCall, encodeAggregate3, GET_ETH_BALANCE } from './abi'

const hexData = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

/**
 * Native balance plus ERC-20 `balanceOf` for every token of the network's `tokens` list in ONE
 * Multicall3 `aggregate3` eth_call (one HTTP round trip). Without a Multicall3 contract the calls
 * go out in the same tick and the transport batches them into one POST. A token whose call fails
 * (or answers something other than a uint256) is left out; a failing native read fails the fetch.
 * Zero-balance tokens are left out; the native balance is always first.
 *
 * @example
 * const raws = await fetchEvmRpcBalances({ network: anvil, address, rpc: services.rpc })
 */
export async function fetchEvmRpcBalances(input: { network: NetworkOf<'eip155'>; address: string; rpc: RpcService }): Promise<RawBalance[]> {
  const { network, address } = input
  const transport = input.rpc.forNetwork(network)
  const tokens = network.tokens ?? []
  const chainId = network.caipNetworkId
  const multicall = network.contracts?.multicall3?.address
  const native = (amount: bigint): RawBalance => ({ chainId, name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol, amount, decimals: network.nativeCurrency.decimals })
  const token = (index: number, amount: bigint): RawBalance | undefined => {
    const t = tokens[index]
    return t && amount > 0n ? { chainId, address: t.address, name: t.name, symbol: t.symbol, amount, decimals: t.decimals } : undefined
  }
  if (multicall) {
    const calls = [
      { target: multicall, callData: encodeAddressCall(GET_ETH_BALANCE, address) },
      ...tokens.map((t) => ({ target: t.address, callData: encodeAddressCall(BALANCE_OF, address) })),
    ]
    const answer = hexData.parse(await transport.request({ method: 'eth_call', params: [{ to: multicall, data: encodeAggregate3(calls) }, 'latest'] }))
    const results = decodeAggregate3(answer)
    if (results.length !== calls.length) throw new Error(`aggregate3 answered ${results.length} results for ${calls.length} calls`)
    const nativeAmount = results[0]?.success ? decodeUint256(results[0].returnData) : undefined
    if (nativeAmount === undefined) throw new Error('Multicall3 getEthBalance failed')
    const rest = results.slice(1).map((result, index) => {
      const amount = result.success ? decodeUint256(result.returnData) : undefined
      return amount === undefined ? undefined : token(index, amount)
    })
    return [native(nativeAmount), ...rest.filter((raw) => raw !== undefined)]
  }
  const [nativeAnswer, ...tokenAnswers] = await Promise.all([
    transport.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
    ...tokens.map((t) =>
      transport.request({ method: 'eth_call', params: [{ to: t.address, data: encodeAddressCall(BALANCE_OF, address) }, 'latest'] }).then(
        (answer) => answer,
        () => undefined,
      ),
    ),
  ])
  const rest = tokenAnswers.map((answer, index) => {
    const parsed = hexData.safeParse(answer)
    const amount = parsed.success ? decodeUint256(parsed.data) : undefined
    return amount === undefined ? undefined : token(index, amount)
  })
  return [native(BigInt(hexQuantity.parse(nativeAnswer))), ...rest.filter((raw) => raw !== undefined)]
}
