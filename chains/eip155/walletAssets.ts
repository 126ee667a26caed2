import * as z from 'zod/mini'
import { safeImageUrl, safeWalletName, type NftBalance, type RawBalance } from 'portico'

const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const decimalsValue = z.union([z.number().check(z.int(), z.gte(0), z.lte(255)), z.string().check(z.regex(/^(?:\d{1,3}|0x[0-9a-fA-F]{1,2})$/))])
const metadata = z.looseObject({
  name: z.optional(z.string()),
  symbol: z.optional(z.string()),
  decimals: z.optional(decimalsValue),
  price: z.optional(z.union([z.number(), z.string()])),
  iconUrl: z.optional(z.string()),
  tokenId: z.optional(z.string()),
  imageUrl: z.optional(z.string()),
})
/** One item of a `wallet_getAssets` answer (spec section 3 "Wallet asset response item", EIP-7811). */
const assetItem = z.object({
  address: z.string(),
  balance: quantity,
  type: z.string(),
  metadata: z.optional(metadata),
})
/** `wallet_getAssets` answers a list of items per hex chain id. */
const assetsAnswer = z.record(z.string(), z.array(z.unknown()))
/** `wallet_getCapabilities` answers capabilities per hex chain id (`0x0`: every chain). */
const capabilitiesAnswer = z.record(z.string(), z.looseObject({ assetDiscovery: z.optional(z.looseObject({ supported: z.optional(z.boolean()) })) }))

/**
 * Tells whether a `wallet_getCapabilities` answer offers asset discovery (EIP-7811) on the chain.
 * A malformed answer throws (zod).
 *
 * @example
 * supportsAssetDiscovery({ '0x1': { assetDiscovery: { supported: true } } }, 1) // true
 */
export function supportsAssetDiscovery(answer: unknown, chainId: number): boolean {
  const capabilities = capabilitiesAnswer.parse(answer)
  const hex = `0x${chainId.toString(16)}`
  return Boolean(capabilities[hex]?.assetDiscovery?.supported ?? capabilities['0x0']?.assetDiscovery?.supported)
}

const decimalsOf = (value: z.infer<typeof decimalsValue> | undefined) =>
  value === undefined ? undefined : typeof value === 'number' ? value : Number(value)
const priceOf = (value: number | string | undefined) => {
  const n = typeof value === 'string' ? Number(value) : value
  return n !== undefined && Number.isFinite(n) && n >= 0 ? n : undefined
}

/**
 * Parses a `wallet_getAssets` answer for one chain into fungible balances (native first) and
 * NFTs. The answer's shape is validated; an item that breaks the item schema, an unknown type,
 * or a fungible token without decimals is dropped (logged by the caller through `onDrop`).
 *
 * @example
 * parseWalletAssets({ '0x1': [{ address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE' }] }, network)
 */
export function parseWalletAssets(
  answer: unknown,
  network: { id: number; caipNetworkId: string; nativeCurrency: { name: string; symbol: string; decimals: number } },
  onDrop: (reason: string) => void = () => {},
): { tokens: RawBalance[]; nfts: NftBalance[] } {
  const byChain = assetsAnswer.parse(answer)
  const items = byChain[`0x${network.id.toString(16)}`] ?? []
  const tokens: RawBalance[] = []
  const nfts: NftBalance[] = []
  const chainId = network.caipNetworkId
  for (const item of items) {
    const parsed = assetItem.safeParse(item)
    if (!parsed.success) {
      onDrop(`invalid asset item: ${parsed.error.issues[0]?.message ?? ''}`)
      continue
    }
    const { address, balance, type, metadata: meta = {} } = parsed.data
    const kind = type.toLowerCase()
    const amount = BigInt(balance)
    if (kind === 'native') {
      tokens.unshift({
        chainId,
        name: meta.name ?? network.nativeCurrency.name,
        symbol: meta.symbol ?? network.nativeCurrency.symbol,
        amount,
        decimals: decimalsOf(meta.decimals) ?? network.nativeCurrency.decimals,
        iconUrl: meta.iconUrl,
        price: priceOf(meta.price),
      })
    } else if (kind === 'erc20') {
      const decimals = decimalsOf(meta.decimals)
      if (decimals === undefined || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
        onDrop(`erc20 item without decimals or address: ${address}`)
        continue
      }
      tokens.push({ chainId, address, name: meta.name ?? meta.symbol ?? '', symbol: meta.symbol ?? '', amount, decimals, iconUrl: meta.iconUrl, price: priceOf(meta.price) })
    } else if (kind === 'erc721' || kind === 'erc1155') {
      const imageUrl = safeImageUrl(meta.imageUrl ?? meta.iconUrl)
      const name = safeWalletName(meta.name)
      nfts.push({ chainId, address, ...(meta.tokenId ? { tokenId: meta.tokenId } : {}), ...(name ? { name } : {}), ...(imageUrl ? { imageUrl } : {}) })
    } else onDrop(`unknown asset type: ${type}`)
  }
  return { tokens, nfts }
}
