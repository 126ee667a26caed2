/** The plugin's id: its tap name, slice path and analytics namespace. */
export const PLUGIN_ID = 'swap'

/**
 * View names of the swap flow (registered lazily by the plugin). The host opens the form with
 * swap data: `portico.open({ view: SWAP_VIEWS.swap, data: { fromToken: 'ETH', toToken: 'USDC', amount: '0.5' } })`.
 *
 * @example
 * import type { Portico } from 'portico'
 * import { SWAP_VIEWS } from 'portico/plugins/swap'
 * const openSwap = (portico: Portico) => portico.open({ view: SWAP_VIEWS.swap, data: { fromToken: 'ETH', toToken: 'USDC', amount: '0.5' } })
 */
export const SWAP_VIEWS = { swap: 'Swap', selectToken: 'SwapSelectToken', preview: 'SwapPreview' } as const

/**
 * The swap networks (spec section 9, eip155 chain ids): the chains the 1inch and 0x providers
 * serve unless the host names others. A chain outside every provider's list shows
 * UnsupportedChain.
 *
 * @example
 * import { SWAP_NETWORKS } from 'portico/plugins/swap'
 * SWAP_NETWORKS.includes(8453) // true (Base)
 */
export const SWAP_NETWORKS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/**
 * The convert slippage tolerance, in percent (spec section 9): the default minimum received is
 * the quote less 1%. The host sets another with `swap({ slippage })`, the visitor in the form.
 *
 * @example
 * import { DEFAULT_SLIPPAGE_PERCENT } from 'portico/plugins/swap'
 * DEFAULT_SLIPPAGE_PERCENT // 1
 */
export const DEFAULT_SLIPPAGE_PERCENT = 1

/**
 * The pseudo-address of a chain's native currency in token lists and quotes (the convention of
 * 1inch and 0x). Compare it case-insensitively.
 *
 * @example
 * import { NATIVE_TOKEN_ADDRESS } from 'portico/plugins/swap'
 * const eth = { chainId: 1, address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 }
 */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Analytics events this plugin reports. */
export const SWAP_EVENTS = ['SWAP_INITIATED', 'SWAP_APPROVED', 'SWAP_SUCCESS', 'SWAP_ERROR'] as const

/**
 * How long a quote stays valid, in seconds of chain time (latest block timestamps, never the page
 * clock). Past it, the swap is refused with 'Quote expired' before the wallet is asked.
 *
 * @example
 * import { QUOTE_TTL_SECONDS } from 'portico/plugins/swap'
 * const expired = (latestBlockTime: number, quotedAt: number) => latestBlockTime - quotedAt > QUOTE_TTL_SECONDS
 */
export const QUOTE_TTL_SECONDS = 60

/**
 * The deadline a Uniswap V2 swap carries: this many seconds after the latest block's time when
 * the transaction is built. Mined later, the router reverts it ('Quote expired').
 *
 * @example
 * import { SWAP_DEADLINE_SECONDS } from 'portico/plugins/swap'
 * const deadline = (latestBlockTime: number) => BigInt(latestBlockTime + SWAP_DEADLINE_SECONDS)
 */
export const SWAP_DEADLINE_SECONDS = 1_200

/** How often the Swap view asks for a new quote while it is visible (paused while the tab is hidden). */
export const QUOTE_REFRESH_MS = 10_000

/** Price impact above which the form warns, in percent. */
export const PRICE_IMPACT_WARNING_PERCENT = 5
