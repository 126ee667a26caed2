import type { CaipNetwork } from 'portico'

/**
 * A token a visitor can sell or buy. `address` is the contract, or `NATIVE_TOKEN_ADDRESS` for the
 * chain's native currency. Names and symbols from a provider or a chain are untrusted: render
 * them as text only.
 *
 * @example
 * import type { SwapToken } from 'portico/plugins/swap'
 * const usdc: SwapToken = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6 }
 */
export type SwapToken = {
  /** EIP-155 chain id. */
  readonly chainId: number
  /** Contract address, or `NATIVE_TOKEN_ADDRESS`. */
  readonly address: string
  readonly symbol: string
  readonly name: string
  /** Decimals of the base unit. */
  readonly decimals: number
  /** Icon (`https:` or `data:image/...`; anything else is not shown). */
  readonly logoURI?: string | undefined
  /**
   * The token keeps part of every transfer (a tax token). A Uniswap V2 swap that buys it uses the
   * router's fee-on-transfer functions, which check the amount actually received. Selling one is
   * detected without this flag.
   */
  readonly feeOnTransfer?: boolean | undefined
}

/**
 * What a quote is asked for. Amounts are bigint base units.
 *
 * @example
 * import { NATIVE_TOKEN_ADDRESS, type SwapQuoteParameters } from 'portico/plugins/swap'
 * const ask: SwapQuoteParameters = {
 *   chainId: 1, sellToken: NATIVE_TOKEN_ADDRESS, buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
 *   sellAmount: 10n ** 18n, taker: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', slippageBps: 100,
 * }
 */
export type SwapQuoteParameters = {
  readonly chainId: number
  /** Address of the token sold (`NATIVE_TOKEN_ADDRESS` for the native currency). */
  readonly sellToken: string
  /** Address of the token bought. */
  readonly buyToken: string
  /** Exact amount sold, base units. */
  readonly sellAmount: bigint
  /** The account that sells and receives. */
  readonly taker: string
  /** Slippage tolerance in basis points (100 = 1%): `minBuyAmount = buyAmount * (10000 - slippageBps) / 10000`. */
  readonly slippageBps: number
}

/**
 * A provider's answer. `buyAmount` is what the trade gives at the quoted state; `minBuyAmount`
 * what the transaction will accept at worst (the slippage tolerance). Amounts are bigint base
 * units; times are the chain's (block timestamps, seconds), never the page clock.
 *
 * @example
 * import type { SwapQuote } from 'portico/plugins/swap'
 * const worst = (quote: SwapQuote) => quote.minBuyAmount
 */
export type SwapQuote = {
  /** The `id` of the provider that answered. */
  readonly providerId: string
  readonly chainId: number
  readonly sellToken: string
  readonly buyToken: string
  readonly sellAmount: bigint
  readonly buyAmount: bigint
  readonly minBuyAmount: bigint
  readonly slippageBps: number
  readonly taker: string
  /** Price impact of this trade size, in percent (e.g. 0.42), when the provider knows it. */
  readonly priceImpactPct?: number | undefined
  /** Gas units of the swap transaction, when it could be estimated. */
  readonly gas?: bigint | undefined
  /** For a token sell: the contract to approve and the taker's current allowance for it. */
  readonly allowance?: { readonly spender: string; readonly current: bigint } | undefined
  /** Addresses of the tokens the trade goes through, the sold one first. */
  readonly route?: readonly string[] | undefined
  /** Chain time (seconds) of the block the quote was read at. */
  readonly quotedAt: number
  /** Chain time (seconds) after which the quote is refused ('Quote expired'). */
  readonly expiresAt: number
}

/**
 * A transaction to send from the taker's wallet (`eth_sendTransaction`).
 *
 * @example
 * import type { SwapTransaction } from 'portico/plugins/swap'
 * const wrap: SwapTransaction = { chainId: 1, from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', data: '0xd0e30db0', value: 10n ** 18n }
 */
export type SwapTransaction = {
  readonly chainId: number
  readonly from: string
  readonly to: string
  readonly data: string
  /** Native amount sent with the call, base units. */
  readonly value: bigint
  /** Gas limit, when the provider estimated one. */
  readonly gas?: bigint | undefined
}

/**
 * What `buildApprove` is asked for: the allowance of `spender` over the owner's `token` set to
 * exactly `amount`.
 *
 * @example
 * import type { SwapApproveParameters, SwapQuote } from 'portico/plugins/swap'
 * const approvalFor = (quote: SwapQuote): SwapApproveParameters | undefined =>
 *   quote.allowance && { chainId: quote.chainId, token: quote.sellToken, owner: quote.taker, spender: quote.allowance.spender, amount: quote.sellAmount }
 */
export type SwapApproveParameters = {
  readonly chainId: number
  readonly token: string
  readonly owner: string
  readonly spender: string
  readonly amount: bigint
}

/**
 * A swap provider: quotes and the transactions that carry them out. Every method MUST throw one
 * of the plugin's typed errors for a cause it can name (`InsufficientLiquidityError`,
 * `InsufficientBalanceError`, `InsufficientAllowanceError`, `QuoteExpiredError`,
 * `SlippageError`, `NoRouteError`, ...) and SHOULD NOT throw `InsufficientBalanceError` unless
 * the taker's balance is short. Amounts are bigint base units throughout.
 *
 * @example
 * import { NoRouteError, type SwapProvider } from 'portico/plugins/swap'
 * // A provider with no liquidity anywhere: every quote says so, truthfully.
 * const empty: SwapProvider = {
 *   id: 'empty', name: 'Empty', chainIds: [8453],
 *   tokens: async () => [],
 *   quote: async () => { throw new NoRouteError() },
 *   buildApprove: async () => [],
 *   buildSwap: async () => { throw new NoRouteError() },
 * }
 */
export interface SwapProvider {
  /** Unique among the plugin's providers. */
  readonly id: string
  /** Display name ('Uniswap V2', '1inch', ...). */
  readonly name: string
  /** EIP-155 chain ids it serves. */
  readonly chainIds: readonly number[]
  /** Tokens it can trade on a chain (may be empty: the visitor's tokens and imports still work). */
  tokens(chainId: number): Promise<SwapToken[]>
  /**
   * Optional: reads what quotes of this pair need (contract addresses, pools) before the visitor
   * has typed an amount, so the first quote after the amount settles costs fewer round trips.
   * Called when the form's tokens change; failures are ignored.
   */
  prepare?(parameters: { readonly chainId: number; readonly sellToken: string; readonly buyToken: string }): Promise<void>
  /** Prices a trade of an exact `sellAmount`. MUST set `allowance` for a token sell. */
  quote(parameters: SwapQuoteParameters): Promise<SwapQuote>
  /** Transactions that set the allowance to exactly `amount` (a USDT-style token is reset to 0 first). */
  buildApprove(parameters: SwapApproveParameters): Promise<SwapTransaction[]>
  /** The swap transaction of a quote. MUST throw `QuoteExpiredError` for a quote past `expiresAt`. */
  buildSwap(parameters: { readonly quote: SwapQuote }): Promise<SwapTransaction>
}

/** A JSON-RPC endpoint of one chain. */
export type SwapRpc = { request(args: { method: string; params?: readonly unknown[] }): Promise<unknown> }

/**
 * What the plugin hands a provider factory: the host's networks and their JSON-RPC, and fetch.
 *
 * @example
 * import type { SwapProviderContext } from 'portico/plugins/swap'
 * const blockNumber = (context: SwapProviderContext) => context.rpc(1).request({ method: 'eth_blockNumber' })
 */
export type SwapProviderContext = {
  /** The host's network of an EIP-155 chain id; throws 'Unsupported chain' when it lists none. */
  network(chainId: number): CaipNetwork
  /** The JSON-RPC of that network (batched, with failover). */
  rpc(chainId: number): SwapRpc
  /** The page's fetch, for HTTP providers. */
  fetch: typeof globalThis.fetch
}

/**
 * A provider, or a factory that makes one from the plugin's context (the built-in providers are
 * factories so that their code loads on first use).
 *
 * @example
 * import swap, { uniswapV2 } from 'portico/plugins/swap'
 * // Your chain's Uniswap V2 Router02 (or a fork's): factory and WETH are read from it.
 * swap({ providers: [uniswapV2({ chainId: 31337, router: '0x5FbDB2315678afecb367f032d93F642f64180aa3' })] })
 */
export type SwapProviderOption = SwapProvider | ((context: SwapProviderContext) => SwapProvider)
