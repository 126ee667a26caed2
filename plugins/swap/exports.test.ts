import { expect, test } from 'vitest'
import * as swap from './index'

// The public surface of `portico/plugins/swap`, pinned so every change shows in review.
test('exports: portico/plugins/swap', () => {
  expect(Object.keys(swap).sort()).toMatchInlineSnapshot(`
    [
      "AmountTooSmallError",
      "DEFAULT_SLIPPAGE_PERCENT",
      "InsufficientAllowanceError",
      "InsufficientBalanceError",
      "InsufficientGasFundsError",
      "InsufficientLiquidityError",
      "InvalidSwapDataError",
      "NATIVE_TOKEN_ADDRESS",
      "NoRouteError",
      "PLUGIN_ID",
      "PRICE_IMPACT_WARNING_PERCENT",
      "QUOTE_REFRESH_MS",
      "QUOTE_TTL_SECONDS",
      "QuoteExpiredError",
      "SWAP_DEADLINE_SECONDS",
      "SWAP_EVENTS",
      "SWAP_NETWORKS",
      "SWAP_VIEWS",
      "SlippageError",
      "SwapError",
      "SwapFailedError",
      "SwapProviderError",
      "default",
      "minBuyAmount",
      "oneInch",
      "swapMessages",
      "uniswapV2",
      "zeroEx",
    ]
  `)
})
