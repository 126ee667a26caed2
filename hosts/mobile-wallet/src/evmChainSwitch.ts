import type { IWalletKit } from '@reown/walletkit'
import * as z from 'zod/mini'
import type { WalletKeys } from './accounts'
import type { ChainRpcMap } from './handleRequest'
import { WalletRpcError } from './walletRpcError'

const hexChainId = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/))
const switchParams = z.tuple([z.looseObject({ chainId: hexChainId })])
const addParams = z.tuple([
  z.looseObject({
    chainId: hexChainId,
    chainName: z.string().check(z.minLength(1), z.maxLength(100)),
    nativeCurrency: z.looseObject({ name: z.string(), symbol: z.string().check(z.minLength(1), z.maxLength(11)), decimals: z.literal(18) }),
    rpcUrls: z.array(z.string().check(z.regex(/^https?:\/\//))).check(z.minLength(1)),
    blockExplorerUrls: z.optional(z.array(z.string().check(z.regex(/^https?:\/\//)))),
  }),
])
const chainIdAnswer = z.object({ result: hexChainId })

/** What {@link handleChainSwitch} works with: the kit, the keys and the wallet's (mutable) chain list. */
export type ChainSwitchContext = {
  kit: IWalletKit
  keys: WalletKeys
  /** CAIP-2 id -> JSON-RPC URL of each EVM chain the wallet knows; an approved add extends it. */
  rpc: ChainRpcMap
}

/** Asks a JSON-RPC URL for its chain id (the check wallets make before adding a chain). */
async function chainIdAt(url: string): Promise<bigint | undefined> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) })
    const parsed = chainIdAnswer.safeParse(await response.json())
    return parsed.success ? BigInt(parsed.data.result) : undefined
  } catch {
    return undefined
  }
}

/**
 * Serves `wallet_switchEthereumChain` and `wallet_addEthereumChain` over a WalletConnect session
 * (spec section 7, wallet switching), as wallets do: switching to a chain the wallet knows adds
 * it (and the account) to the session with a session update, then emits `chainChanged`; an
 * unknown chain answers 4902; an add checks that the RPC URL serves that chain id (else -32603)
 * and remembers it. `undefined` for any other method.
 *
 * @example
 * const answer = await handleChainSwitch(context, topic, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
 */
export async function handleChainSwitch(context: ChainSwitchContext, topic: string, request: { method: string; params: unknown }): Promise<{ result: null } | undefined> {
  const { kit, keys, rpc } = context
  if (request.method === 'wallet_addEthereumChain') {
    const parsed = addParams.safeParse(request.params)
    if (!parsed.success) throw new WalletRpcError(-32602, 'Invalid params for wallet_addEthereumChain')
    const [{ chainId, rpcUrls }] = parsed.data
    const url = rpcUrls[0] as string
    if ((await chainIdAt(url)) !== BigInt(chainId)) throw new WalletRpcError(-32603, 'Could not fetch chain ID. Is your RPC URL correct?')
    rpc[`eip155:${BigInt(chainId)}`] = url
    return { result: null }
  }
  if (request.method !== 'wallet_switchEthereumChain') return undefined
  const parsed = switchParams.safeParse(request.params)
  if (!parsed.success) throw new WalletRpcError(-32602, 'Invalid params for wallet_switchEthereumChain')
  const [{ chainId }] = parsed.data
  const chain = `eip155:${BigInt(chainId)}`
  if (!rpc[chain]) throw new WalletRpcError(4902, `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`)
  const session = kit.getActiveSessions()[topic]
  const eip155 = session?.namespaces.eip155
  if (!session || !eip155) throw new WalletRpcError(4100, 'No eip155 session')
  const account = `${chain}:${keys.evm.address}`
  if (!eip155.accounts.includes(account)) {
    const namespaces = {
      ...session.namespaces,
      eip155: { ...eip155, chains: [...new Set([...(eip155.chains ?? []), chain])], accounts: [...eip155.accounts, account] },
    }
    await kit.updateSession({ topic, namespaces })
  }
  await kit.emitSessionEvent({ topic, chainId: chain, event: { name: 'chainChanged', data: Number(BigInt(chainId)) } })
  return { result: null }
}
