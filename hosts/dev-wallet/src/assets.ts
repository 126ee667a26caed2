import { isAddress } from 'viem'
import { parseChainId, toHexChainId } from './chains.js'
import { invalidParams, unsupportedMethod } from './errors.js'
import { jsonRpc } from './rpc.js'
import type { WalletContext } from './wallet-methods.js'

/** A fungible token the wallet reports through asset discovery. */
export interface DevAssetToken {
  address: string
  name: string
  symbol: string
  decimals: number
  /** USD price per whole token, reported in the item's metadata. */
  price?: number
  iconUrl?: string
}

/** An NFT the wallet reports (balance 0x1). */
export interface DevAssetNft {
  address: string
  tokenId: string
  name: string
  imageUrl?: string
}

/**
 * Asset discovery settings (EIP-7811), read from `window.__porticoDevWalletConfig.assets`:
 * `{ tokens: DevAssetToken[], nfts?: DevAssetNft[], nativePrice?: number }`. Without them the
 * wallet offers no asset discovery (and `wallet_getAssets` is an unsupported method).
 */
export interface DevAssetConfig {
  tokens: DevAssetToken[]
  nfts: DevAssetNft[]
  nativePrice?: number
}

/** Reads and checks the asset settings; undefined when none are set. */
export function readAssetConfig(source: unknown = (globalThis as { __porticoDevWalletConfig?: { assets?: unknown } }).__porticoDevWalletConfig?.assets): DevAssetConfig | undefined {
  if (source === undefined || source === null) return undefined
  const raw: unknown = typeof source === 'string' ? JSON.parse(source) : source
  if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { tokens?: unknown }).tokens)) throw new TypeError('assets must be { tokens: [...], nfts?: [...] }')
  const { tokens, nfts = [], nativePrice } = raw as { tokens: unknown[]; nfts?: unknown[]; nativePrice?: unknown }
  for (const t of tokens) {
    const token = t as Partial<DevAssetToken>
    if (typeof token.address !== 'string' || !isAddress(token.address, { strict: false })) throw new TypeError('asset token needs an address')
    if (typeof token.decimals !== 'number' || typeof token.symbol !== 'string' || typeof token.name !== 'string') throw new TypeError('asset token needs name, symbol and decimals')
  }
  return { tokens: tokens as DevAssetToken[], nfts: nfts as DevAssetNft[], ...(typeof nativePrice === 'number' ? { nativePrice } : {}) }
}

/** Adds `assetDiscovery: { supported: true }` to every chain of a `wallet_getCapabilities` answer when assets are configured. */
export function withAssetDiscovery(capabilities: Record<string, unknown>, config: DevAssetConfig | undefined = readAssetConfig()): Record<string, unknown> {
  if (!config) return capabilities
  return Object.fromEntries(
    Object.entries(capabilities).map(([chain, value]) => [chain, { ...(value as object), assetDiscovery: { supported: true } }]),
  )
}

const BALANCE_OF = '0x70a08231'

/**
 * `wallet_getAssets [{ account, chainFilter? }]` (EIP-7811): per hex chain id, the native balance
 * (`type: 'NATIVE'`), each configured token's balance read from the chain with `balanceOf`
 * (`type: 'ERC20'`, hex balance, metadata with name, symbol, decimals, price, iconUrl) and the
 * configured NFTs (`type: 'ERC721'`).
 */
export async function getAssets(ctx: WalletContext, list: readonly unknown[], config: DevAssetConfig | undefined = readAssetConfig()): Promise<Record<string, unknown[]>> {
  if (!config) throw unsupportedMethod('wallet_getAssets')
  const request = list[0] as { account?: unknown; chainFilter?: unknown } | undefined
  if (typeof request?.account !== 'string') throw invalidParams('expected [{ account, chainFilter? }]')
  const account = ctx.requireAccount(request.account)
  const wanted = Array.isArray(request.chainFilter) ? request.chainFilter.map((id) => parseChainId(id)) : undefined
  const result: Record<string, unknown[]> = {}
  for (const chain of ctx.chains()) {
    if (wanted && !wanted.includes(chain.chainId)) continue
    const native = (await jsonRpc(chain.rpcUrl, 'eth_getBalance', [account.address, 'latest'])) as string
    const items: unknown[] = [
      { address: 'native', balance: native, type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, ...(config.nativePrice === undefined ? {} : { price: config.nativePrice }) } },
    ]
    for (const token of config.tokens) {
      const data = `${BALANCE_OF}${account.address.slice(2).toLowerCase().padStart(64, '0')}`
      const answer = (await jsonRpc(chain.rpcUrl, 'eth_call', [{ to: token.address, data }, 'latest'])) as string
      const balance = `0x${BigInt(answer === '0x' ? '0x0' : answer).toString(16)}`
      const { address, name, symbol, decimals, price, iconUrl } = token
      items.push({ address, balance, type: 'ERC20', metadata: { name, symbol, decimals, ...(price === undefined ? {} : { price }), ...(iconUrl ? { iconUrl } : {}) } })
    }
    for (const nft of config.nfts) {
      items.push({ address: nft.address, balance: '0x1', type: 'ERC721', metadata: { name: nft.name, tokenId: nft.tokenId, ...(nft.imageUrl ? { imageUrl: nft.imageUrl } : {}) } })
    }
    result[toHexChainId(chain.chainId)] = items
  }
  return result
}
