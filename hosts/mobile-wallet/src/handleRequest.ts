import { createWalletClient, http, isHex, type Hex } from 'viem'
import * as z from 'zod/mini'
import type { WalletKeys } from './accounts'
import { handleBip122PolkadotRequest } from './bip122PolkadotRequests'
import { handleSolanaRequest, type SolanaRpcMap } from './solanaRequests'
import { WalletRpcError } from './walletRpcError'

export { WalletRpcError }

/** EVM chains the wallet can send on: CAIP-2 id -> JSON-RPC URL. */
export type ChainRpcMap = Record<string, string>

const hex = z.string().check(z.refine((v) => isHex(v), { message: 'Expected hex' }))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const personalSign = z.tuple([hex, address])
const typedData = z.tuple([address, z.string()])
const transaction = z.tuple([
  z.looseObject({ from: address, to: z.optional(address), value: z.optional(hex), data: z.optional(hex), gas: z.optional(hex) }),
])

/**
 * Answers one session request with the wallet's local keys: EVM signing and sending (to the
 * chain's RPC URL), Solana message and transaction signing and sending (to `solanaRpc`), and
 * Bitcoin and Polkadot message signing.
 * Bad params or another account -> error -32602 / 4100; an unknown method -> 4200.
 *
 * @example
 * await handleRequest(keys, { 'eip155:31337': anvilUrl }, 'eip155:31337', { method: 'personal_sign', params: ['0x68656c6c6f', keys.evm.address] })
 */
export async function handleRequest(
  keys: WalletKeys,
  rpc: ChainRpcMap,
  chainId: string,
  request: { method: string; params: unknown },
  solanaRpc: SolanaRpcMap = {},
): Promise<unknown> {
  const { method, params } = request
  if (chainId.startsWith('bip122:') || chainId.startsWith('polkadot:')) {
    const answer = await handleBip122PolkadotRequest(keys, request)
    if (!answer) throw new WalletRpcError(4200, `Method not supported: ${method}`)
    return answer.result
  }
  if (chainId.startsWith('solana:')) {
    const answer = await handleSolanaRequest(keys, solanaRpc, chainId, request)
    if (!answer) throw new WalletRpcError(4200, `Method not supported: ${method}`)
    return answer.result
  }
  const parse = <T>(schema: z.ZodMiniType<T>): T => {
    const parsed = schema.safeParse(params)
    if (!parsed.success) throw new WalletRpcError(-32602, `Invalid params for ${method}`)
    return parsed.data
  }
  const ownEvm = (value: string) => {
    if (value.toLowerCase() !== keys.evm.address.toLowerCase()) throw new WalletRpcError(4100, 'Unknown account')
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [keys.evm.address]
    case 'eth_chainId':
      return `0x${Number(chainId.split(':')[1]).toString(16)}`
    case 'personal_sign': {
      const [message, from] = parse(personalSign)
      ownEvm(from)
      return keys.evm.signMessage({ message: { raw: message as Hex } })
    }
    case 'eth_signTypedData_v4': {
      const [from, json] = parse(typedData)
      ownEvm(from)
      return keys.evm.signTypedData(JSON.parse(json))
    }
    case 'eth_sendTransaction': {
      const [tx] = parse(transaction)
      ownEvm(tx.from)
      const url = rpc[chainId]
      if (!url) throw new WalletRpcError(4901, `Chain ${chainId} is not connected`)
      const id = Number(chainId.split(':')[1])
      const chain = { id, name: chainId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } }
      const client = createWalletClient({ account: keys.evm, chain, transport: http(url) })
      return client.sendTransaction({
        to: tx.to as Hex | undefined,
        value: tx.value ? BigInt(tx.value) : undefined,
        data: tx.data as Hex | undefined,
        gas: tx.gas ? BigInt(tx.gas) : undefined,
      })
    }
    default:
      throw new WalletRpcError(4200, `Method not supported: ${method}`)
  }
}
