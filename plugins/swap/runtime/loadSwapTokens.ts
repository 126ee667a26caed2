import type { Portico, TokenBalance } from 'portico'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import { erc20Abi } from '../evm/abis'
import { createChainReader } from '../evm/createChainReader'
import { InvalidSwapDataError } from '../errors'
import type { SwapToken } from '../types'
import { providersFor } from './requestQuote'
import type { SwapRuntime } from './registry'
import type { SwapAccount } from './swapAccount'

/** A token in the picker: where it comes from and, for the visitor's own, the balance. */
export type TokenOption = SwapToken & { source: 'yours' | 'listed' | 'imported'; balance?: bigint | undefined }

const key = (token: Pick<SwapToken, 'address'>) => token.address.toLowerCase()

const fromBalance = (chainId: number, balance: TokenBalance): TokenOption => ({
  chainId, address: balance.address ?? NATIVE_TOKEN_ADDRESS, symbol: balance.symbol, name: balance.name, decimals: balance.decimals,
  logoURI: balance.iconUrl, source: 'yours', balance: balance.amount,
})

/**
 * The picker's tokens: the visitor's own first (native first, from the balance service), then
 * every provider's list for the chain, then imports, each token once. A provider whose list
 * fails is skipped; the visitor's tokens and imports still show.
 *
 * @example
 * const tokens = await loadSwapTokens(portico, account, runtime, [])
 */
export async function loadSwapTokens(portico: Portico, account: SwapAccount, runtime: SwapRuntime, imported: readonly SwapToken[]): Promise<TokenOption[]> {
  const [balances, lists] = await Promise.all([
    portico.services.balances.get({ network: account.network, address: account.address, accountType: account.accountType }).catch(() => [] as TokenBalance[]),
    Promise.allSettled(providersFor(runtime.providers, account.chainId).map((provider) => provider.tokens(account.chainId))),
  ])
  const options = new Map<string, TokenOption>()
  for (const balance of balances) options.set(key(fromBalance(account.chainId, balance)), fromBalance(account.chainId, balance))
  for (const list of lists) {
    if (list.status !== 'fulfilled') continue
    for (const token of list.value) if (token.chainId === account.chainId && !options.has(key(token))) options.set(key(token), { ...token, source: 'listed' })
  }
  for (const token of imported) if (token.chainId === account.chainId && !options.has(key(token))) options.set(key(token), { ...token, source: 'imported' })
  return [...options.values()]
}

/**
 * Finds a token by address (any case) or symbol (any case; the first match, so the visitor's own
 * tokens win over same-named list entries).
 *
 * @example
 * findToken(tokens, 'usdc')
 */
export function findToken<T extends SwapToken>(tokens: readonly T[], query: string): T | undefined {
  const wanted = query.trim().toLowerCase()
  return tokens.find((token) => token.address.toLowerCase() === wanted) ?? tokens.find((token) => token.symbol.toLowerCase() === wanted)
}

/**
 * Reads a token's symbol, name and decimals from its contract, for an import by address.
 *
 * @example
 * const token = await readTokenMetadata(portico, account, '0x…')
 */
export async function readTokenMetadata(portico: Portico, account: SwapAccount, address: string): Promise<SwapToken> {
  const reader = createChainReader(portico.services.rpc.forNetwork(account.network))
  const token = address as `0x${string}`
  try {
    const [symbol, name, decimals] = await Promise.all([reader.read(token, erc20Abi, 'symbol', []), reader.read(token, erc20Abi, 'name', []), reader.read(token, erc20Abi, 'decimals', [])])
    return { chainId: account.chainId, address, symbol: symbol.slice(0, 32), name: name.slice(0, 64), decimals }
  } catch (error) {
    throw new InvalidSwapDataError({ details: `No ERC-20 token at ${address}`, cause: error })
  }
}
