import { decodeFunctionResult, encodeFunctionData, type Abi, type ContractFunctionArgs, type ContractFunctionName, type ContractFunctionReturnType } from 'viem'
import { InvalidSwapDataError } from '../errors'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import type { SwapRpc, SwapTransaction } from '../types'
import { erc20Abi } from './abis'

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/

/** A hex quantity from a node, as a bigint; anything else is an invalid answer. */
export function hexQuantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) throw new InvalidSwapDataError({ details: `The node returned a bad ${what}: ${String(value).slice(0, 80)}` })
  return BigInt(value)
}

const hex = (value: bigint) => `0x${value.toString(16)}`

/** Whether an address is the native currency's pseudo-address. */
export const isNative = (address: string): boolean => address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()

/** A call as `eth_call` / `eth_estimateGas` take it. */
export type CallRequest = { from?: string | undefined; to: string; data: string; value?: bigint | undefined }

/** A mined transaction's outcome. */
export type Receipt = { status: 'success' | 'reverted'; blockNumber: bigint; gasUsed: bigint; effectiveGasPrice: bigint }

const callObject = ({ from, to, data, value }: CallRequest) => ({ ...(from ? { from } : {}), to, data, ...(value ? { value: hex(value) } : {}) })

/**
 * Typed reads and simulations over one chain's JSON-RPC. Calls made in the same tick share one
 * HTTP batch (the kernel's transport), so a quote's reads cost one round trip.
 */
export function createChainReader(rpc: SwapRpc) {
  const request = (method: string, params: readonly unknown[]) => rpc.request({ method, params })
  const call = async (tx: CallRequest, block: string = 'latest'): Promise<`0x${string}`> => {
    const answer = await request('eth_call', [callObject(tx), block])
    if (typeof answer !== 'string' || !HEX_DATA.test(answer)) throw new InvalidSwapDataError({ details: `eth_call returned ${String(answer).slice(0, 80)}` })
    return answer as `0x${string}`
  }
  const reader = {
    call,
    /** Calls a view function and decodes its result. */
    async read<const abi extends Abi, name extends ContractFunctionName<abi, 'pure' | 'view'>, const args extends ContractFunctionArgs<abi, 'pure' | 'view', name>>(
      address: string,
      abi: abi,
      functionName: name,
      args: args,
    ): Promise<ContractFunctionReturnType<abi, 'pure' | 'view', name, args>> {
      const data = encodeFunctionData({ abi, functionName, args } as never)
      const result = await call({ to: address, data })
      return decodeFunctionResult({ abi, functionName, args, data: result } as never) as ContractFunctionReturnType<abi, 'pure' | 'view', name, args>
    },
    /** The native balance, or an ERC-20 `balanceOf`. */
    balance: async (token: string, owner: string): Promise<bigint> =>
      isNative(token) ? hexQuantity(await request('eth_getBalance', [owner, 'latest']), 'balance') : reader.read(token, erc20Abi, 'balanceOf', [owner as `0x${string}`]),
    /** Number and time (seconds) of the latest block: the chain's clock. */
    async latestBlock(): Promise<{ number: bigint; timestamp: number }> {
      const block = (await request('eth_getBlockByNumber', ['latest', false])) as { number?: unknown; timestamp?: unknown } | null
      if (!block) throw new InvalidSwapDataError({ details: 'The node has no latest block' })
      return { number: hexQuantity(block.number, 'block number'), timestamp: Number(hexQuantity(block.timestamp, 'block time')) }
    },
    estimateGas: async (tx: CallRequest): Promise<bigint> => hexQuantity(await request('eth_estimateGas', [callObject(tx)]), 'gas estimate'),
    gasPrice: async (): Promise<bigint> => hexQuantity(await request('eth_gasPrice', []), 'gas price'),
    async receipt(hash: string): Promise<Receipt | undefined> {
      const receipt = (await request('eth_getTransactionReceipt', [hash])) as Record<string, unknown> | null
      if (!receipt) return undefined
      return {
        status: hexQuantity(receipt.status, 'receipt status') === 1n ? 'success' : 'reverted',
        blockNumber: hexQuantity(receipt.blockNumber, 'block number'),
        gasUsed: hexQuantity(receipt.gasUsed, 'gas used'),
        effectiveGasPrice: hexQuantity(receipt.effectiveGasPrice, 'gas price'),
      }
    },
  }
  return reader
}

/** One chain's reads and simulations (see {@link createChainReader}). */
export type ChainReader = ReturnType<typeof createChainReader>

/** A swap transaction as a call, for simulation. */
export const asCall = (tx: SwapTransaction): CallRequest => ({ from: tx.from, to: tx.to, data: tx.data, value: tx.value })
