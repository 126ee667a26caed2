import { definePlugin, findNetwork, type PluginDefinition, type ViewComponent } from 'portico'
import { DEFAULT_SLIPPAGE_PERCENT, PLUGIN_ID, SWAP_EVENTS, SWAP_NETWORKS, SWAP_VIEWS } from './constants'
import { lazyProvider } from './providers/lazyProvider'
import type { OneInchOptions } from './providers/oneInch/createOneInchProvider'
import type { UniswapV2Options } from './providers/uniswapV2/createUniswapV2Provider'
import type { ZeroExOptions } from './providers/zeroEx/createZeroExProvider'
import { registerSwapRuntime, unregisterSwapRuntime } from './runtime/registry'
import { swapTexts } from './texts'
import type { SwapProviderContext, SwapProviderOption } from './types'

export {
  DEFAULT_SLIPPAGE_PERCENT,
  NATIVE_TOKEN_ADDRESS,
  PLUGIN_ID,
  PRICE_IMPACT_WARNING_PERCENT,
  QUOTE_REFRESH_MS,
  QUOTE_TTL_SECONDS,
  SWAP_DEADLINE_SECONDS,
  SWAP_EVENTS,
  SWAP_NETWORKS,
  SWAP_VIEWS,
} from './constants'
export {
  AmountTooSmallError,
  InsufficientAllowanceError,
  InsufficientBalanceError,
  InsufficientGasFundsError,
  InsufficientLiquidityError,
  InvalidSwapDataError,
  NoRouteError,
  QuoteExpiredError,
  SlippageError,
  SwapError,
  SwapFailedError,
  SwapProviderError,
  swapMessages,
} from './errors'
export type { SwapErrorReason } from './errors'
export { minBuyAmount } from './providers/minBuyAmount'
export type { OneInchOptions, UniswapV2Options, ZeroExOptions }
export type {
  SwapApproveParameters,
  SwapProvider,
  SwapProviderContext,
  SwapProviderOption,
  SwapQuote,
  SwapQuoteParameters,
  SwapRpc,
  SwapToken,
  SwapTransaction,
} from './types'

/**
 * Options of the {@link swap} plugin.
 *
 * @example
 * import type { SwapPluginOptions } from 'portico/plugins/swap'
 * const options: SwapPluginOptions = { slippage: 0.5 }
 */
export type SwapPluginOptions = {
  /**
   * Where quotes come from. A chain is served by every provider that lists it; the best quote
   * wins (the first provider on a tie). Without a provider the Swap button is not shown.
   */
  providers?: readonly SwapProviderOption[] | undefined
  /** Slippage tolerance in percent, from 0 to 50; default 1 (spec section 9). The visitor may change it. */
  slippage?: number | undefined
}

/**
 * What the host may open the Swap view with (spec section 2, "Swap: opened with swap data").
 * Tokens are addresses or symbols (matched among the visitor's tokens, then the providers'
 * lists); `amount` is a decimal text in the sold token's units, parsed exactly.
 *
 * @example
 * import { SWAP_VIEWS, type SwapRouteData } from 'portico/plugins/swap'
 * const data: SwapRouteData = { fromToken: 'ETH', toToken: 'USDC', amount: '0.5' }
 * // portico.open({ view: SWAP_VIEWS.swap, data })
 */
export type SwapRouteData = { fromToken?: string | undefined; toToken?: string | undefined; amount?: string | undefined }

const view = (load: () => Promise<{ default: unknown }>) => async () => ({ default: (await load()).default as ViewComponent })

/**
 * A provider on a Uniswap V2 Router02 (Uniswap's or a fork's) on one chain; factory and WETH are
 * read from the router. Its code loads on the first quote.
 *
 * @example
 * import swap, { uniswapV2 } from 'portico/plugins/swap'
 * swap({ providers: [uniswapV2({ chainId: 31337, router: '0x5FbDB2315678afecb367f032d93F642f64180aa3' })] })
 */
export function uniswapV2(options: UniswapV2Options): SwapProviderOption {
  if (!/^0x[0-9a-fA-F]{40}$/.test(options.router)) throw new Error(`uniswapV2: router must be an address, got ${options.router}`)
  const info = { id: `uniswap-v2:${options.chainId}`, name: options.name ?? 'Uniswap V2', chainIds: [options.chainId] }
  return lazyProvider(info, options, async () => (await import('./providers/uniswapV2/createUniswapV2Provider')).createUniswapV2Provider)
}

/**
 * A provider on the 1inch Swap API v6.0 (`baseUrl` and `apiKey` from the host; serves the spec's
 * swap networks unless `chainIds` says otherwise). Its code loads on the first quote.
 *
 * @example
 * import swap, { oneInch } from 'portico/plugins/swap'
 * swap({ providers: [oneInch({ baseUrl: 'https://swap-proxy.example', chainIds: [1, 8453] })] })
 */
export function oneInch(options: OneInchOptions = {}): SwapProviderOption {
  return lazyProvider({ id: '1inch', name: '1inch', chainIds: options.chainIds ?? SWAP_NETWORKS }, options, async () => (await import('./providers/oneInch/createOneInchProvider')).createOneInchProvider)
}

/**
 * A provider on the 0x Swap API v2, AllowanceHolder (`baseUrl` and `apiKey` from the host; serves
 * the spec's swap networks unless `chainIds` says otherwise). Its code loads on the first quote.
 *
 * @example
 * import swap, { zeroEx } from 'portico/plugins/swap'
 * swap({ providers: [zeroEx({ apiKey: 'YOUR_0X_KEY' })] })
 */
export function zeroEx(options: ZeroExOptions = {}): SwapProviderOption {
  return lazyProvider({ id: '0x', name: '0x', chainIds: options.chainIds ?? SWAP_NETWORKS }, options, async () => (await import('./providers/zeroEx/createZeroExProvider')).createZeroExProvider)
}

/**
 * Swaps (spec sections 1, 2 and 9): the 'Swap' button on the Account view (eip155, in
 * `walletFeaturesOrder`) opens the Swap form; hosts open it with swap data
 * (`open({ view: 'Swap', data: { fromToken, toToken, amount } })`). Quotes come from the
 * providers the host names (any Uniswap V2 router, 1inch, 0x, or its own); the form shows the
 * rate, price impact, minimum received at the slippage (default 1%) and network cost, refreshed
 * every 10 s while visible. Approval (exact amount) and swap are each shown with their state;
 * failures name their real cause. On a chain no provider serves, the form shows UnsupportedChain.
 * Left out when `features.swaps` is `false`. Views and providers load on first use.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import swap, { zeroEx } from 'portico/plugins/swap'
 * const portico = createPortico({ networks: [mainnet], plugins: [swap({ providers: [zeroEx({ apiKey: 'YOUR_0X_KEY' })] })] })
 */
export default function swap(options: SwapPluginOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  const slippage = options.slippage ?? DEFAULT_SLIPPAGE_PERCENT
  if (!(slippage >= 0 && slippage <= 50)) throw new Error(`swap: slippage must be a percentage from 0 to 50, got ${slippage}`)
  return definePlugin({
    id: PLUGIN_ID,
    feature: 'swaps',
    events: SWAP_EVENTS,
    texts: swapTexts,
    viewTexts: async () => (await import('./views/texts')).swapViewTexts,
    views: {
      [SWAP_VIEWS.swap]: { title: swapTexts.ref('swap'), load: view(() => import('./views/SwapView')) },
      [SWAP_VIEWS.selectToken]: { title: swapTexts.ref('selectToken'), load: view(() => import('./views/SwapSelectTokenView')) },
      [SWAP_VIEWS.preview]: { title: swapTexts.ref('reviewSwap'), load: view(() => import('./views/SwapPreviewView')) },
    },
    apply({ hooks, services, config, store }) {
      const network = (chainId: number) => {
        const found = findNetwork(config.networks, `eip155:${chainId}`)
        if (!found) throw new Error(`Unsupported chain: the host lists no network eip155:${chainId}`)
        return found
      }
      const context: SwapProviderContext = { network, rpc: (chainId) => services.rpc.forNetwork(network(chainId)), fetch: (input, init) => globalThis.fetch(input, init) }
      const providers = (options.providers ?? []).map((option) => (typeof option === 'function' ? option(context) : option))
      const stop = new AbortController()
      registerSwapRuntime(store, { providers, slippageBps: Math.round(slippage * 100), signal: stop.signal })
      if (providers.length > 0) hooks.accountFeatures.tap((features) => [...features, { feature: 'swaps', label: swapTexts.ref('swap'), view: SWAP_VIEWS.swap, namespaces: ['eip155'] }])
      return () => {
        stop.abort()
        unregisterSwapRuntime(store)
        // The form's slice is injected by the views on first use; uninstall drops its state.
        store.dispatch({ type: `${PLUGIN_ID}/uninstalled` })
      }
    },
  })
}
