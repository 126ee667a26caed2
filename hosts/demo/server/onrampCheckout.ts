import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import * as z from 'zod/mini'
import { formatUnits, getAddress, parseUnits, type Address } from 'viem'
import { devnetAddresses } from '../../../devnet/addresses'
import { deliverNative, deliverToken } from '../../../devnet/onrampTreasury'
import type { DemoConfig } from './demoConfig'

/** The local checkout's page, the target of the onramp plugin's `localOnramp` provider. */
export const CHECKOUT_PATH = '/onramp/checkout'
/** Where the checkout page posts the payment. */
export const CHECKOUT_PAY_PATH = '/onramp/checkout/pay'
/** The checkout's fee: 1%, in basis points (within the spec's 1-2% provider fee range). */
export const CHECKOUT_FEE_BPS = 100n

/** Dev exchange rates, in USD per unit, as exact decimal text. */
export const USD_PER_FIAT: Readonly<Record<string, string>> = { USD: '1', EUR: '1.08', GBP: '1.27', CAD: '0.73' }
/** Dev prices of what the checkout sells, in USD (the devnet's Uniswap pools trade 1 ETH for 3000 of each test dollar). */
export const USD_PER_TOKEN: Readonly<Record<string, string>> = { ETH: '3000', PUSD: '1', PUSDC: '1', PUSDT: '1' }
/** The most one checkout sells, in the payment currency. */
export const CHECKOUT_MAX_FIAT = '10000'

const RATE_DECIMALS = 6

/**
 * What `fiatAmount` of `fiatCurrency` buys of a token worth `usdPerToken`, after the 1% fee, in the
 * token's base units, rounded down: exact bigint arithmetic, no float.
 *
 * @example
 * localCheckoutQuote({ fiatAmount: '25', fiatCurrency: 'USD', usdPerToken: '3000', decimals: 18 }) // 8250000000000000n (0.00825 ETH)
 */
export function localCheckoutQuote(order: { fiatAmount: string; fiatCurrency: string; usdPerToken: string; decimals: number }): bigint {
  const rate = USD_PER_FIAT[order.fiatCurrency]
  if (!rate) throw new Error(`The local checkout does not take ${order.fiatCurrency}`)
  const cents = parseUnits(order.fiatAmount, 2)
  const numerator = cents * parseUnits(rate, RATE_DECIMALS) * (10_000n - CHECKOUT_FEE_BPS) * 10n ** BigInt(order.decimals)
  return numerator / (100n * 10_000n * parseUnits(order.usdPerToken, RATE_DECIMALS))
}

const orderSchema = z.object({
  network: z.string().check(z.regex(/^eip155:\d{1,12}$/)),
  asset: z.string().check(z.regex(/^(native|0x[0-9a-fA-F]{40})$/)),
  walletAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  sourceAmount: z.string().check(z.regex(/^\d{1,7}(\.\d{1,2})?$/)),
  sourceCurrencyCode: z.string().check(z.regex(/^[A-Z]{3}$/)),
})

/** An order the checkout can fill: where, what, for whom, and how much it delivers. */
type Order = z.output<typeof orderSchema> & { chain: DemoConfig['chains'][number]; symbol: string; decimals: number; token: Address | undefined; units: bigint }

/** Checks an order against the demo's chains and the devnet's tokens, and prices it. */
function readOrder(config: DemoConfig, input: unknown): Order | string {
  const parsed = orderSchema.safeParse(input)
  if (!parsed.success) return 'This checkout link is not valid.'
  const order = parsed.data
  const chain = config.chains.find((c) => `eip155:${c.chainId}` === order.network)
  if (!chain) return `The local checkout does not serve ${order.network}.`
  const devnet = devnetAddresses()
  const tokens = chain.chainId === devnet.chainId ? Object.values(devnet.tokens) : []
  const token = order.asset === 'native' ? undefined : tokens.find((t) => t.address.toLowerCase() === order.asset.toLowerCase())
  if (order.asset !== 'native' && !token) return `The local checkout does not sell ${order.asset} on ${chain.name}.`
  const symbol = token?.symbol ?? 'ETH'
  const decimals = token?.decimals ?? 18
  const usdPerToken = USD_PER_TOKEN[symbol]
  if (!usdPerToken || !USD_PER_FIAT[order.sourceCurrencyCode]) return `The local checkout does not sell ${symbol} for ${order.sourceCurrencyCode}.`
  const cents = parseUnits(order.sourceAmount, 2)
  if (cents <= 0n || cents > parseUnits(CHECKOUT_MAX_FIAT, 2)) return `The local checkout sells from 0.01 to ${CHECKOUT_MAX_FIAT} ${order.sourceCurrencyCode}.`
  const units = localCheckoutQuote({ fiatAmount: order.sourceAmount, fiatCurrency: order.sourceCurrencyCode, usdPerToken, decimals })
  return { ...order, chain, symbol, decimals, token: token ? getAddress(token.address) : undefined, units }
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The checkout page: the order, the price, and a Pay button (its script is /onramp-checkout.js; no inline script). */
function checkoutPage(order: Order | string, orderId: string): string {
  const body =
    typeof order === 'string'
      ? `<p role="alert" data-testid="checkout-error">${escapeHtml(order)}</p>`
      : `<form id="checkout" data-order="${escapeHtml(JSON.stringify({ orderId, network: order.network, asset: order.asset, walletAddress: order.walletAddress, sourceAmount: order.sourceAmount, sourceCurrencyCode: order.sourceCurrencyCode }))}">
      <p>You pay <strong data-testid="checkout-pay-amount">${escapeHtml(order.sourceAmount)} ${escapeHtml(order.sourceCurrencyCode)}</strong> by card (fee 1%).</p>
      <p>You receive <strong data-testid="checkout-receive" data-units="${order.units}">${formatUnits(order.units, order.decimals)} ${escapeHtml(order.symbol)}</strong> on ${escapeHtml(order.chain.name)}</p>
      <p>at <code data-testid="checkout-wallet">${escapeHtml(order.walletAddress)}</code></p>
      <button type="submit" data-testid="checkout-pay">Pay ${escapeHtml(order.sourceAmount)} ${escapeHtml(order.sourceCurrencyCode)}</button>
      <p role="status" data-testid="checkout-status"></p>
      <button type="button" id="checkout-close" data-testid="checkout-close" hidden>Return to the app</button>
    </form>`
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Local checkout (dev)</title>
    <script src="/onramp-checkout.js" defer></script>
  </head>
  <body>
    <main>
      <h1>Local checkout</h1>
      <p>A fake card payment for the local chains: nothing is charged, and the purchase is really sent on the devnet.</p>
      ${body}
    </main>
  </body>
</html>`
}

/** The checkout's state on one server: orders it showed, orders paid, and deliveries one at a time. */
type CheckoutState = { issued: Set<string>; paid: Set<string>; queue: Promise<unknown> }
const states = new WeakMap<DemoConfig, CheckoutState>()
function stateOf(config: DemoConfig): CheckoutState {
  let state = states.get(config)
  if (!state) states.set(config, (state = { issued: new Set(), paid: new Set(), queue: Promise.resolve() }))
  return state
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > 10_000) throw new Error('Request too large')
  }
  return JSON.parse(text)
}

const reply = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body))

/**
 * The local checkout of the onramp plugin's `localOnramp` provider, served by the demo (Vite dev
 * server and production static server alike): `GET /onramp/checkout?network&asset&walletAddress&sourceAmount&sourceCurrencyCode`
 * shows the order and its price; `POST /onramp/checkout/pay` with that order and the page's
 * `orderId` fills it once, sending what was bought from the devnet treasury
 * (`devnet/onrampTreasury.ts`). Returns false for any other path.
 */
export function serveOnrampCheckout(config: DemoConfig, request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://demo.local')
  const state = stateOf(config)
  if (url.pathname === CHECKOUT_PATH && request.method === 'GET') {
    const order = readOrder(config, Object.fromEntries(url.searchParams))
    const orderId = randomUUID()
    if (typeof order !== 'string') state.issued.add(orderId)
    response.writeHead(typeof order === 'string' ? 400 : 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(checkoutPage(order, orderId))
    return true
  }
  if (url.pathname !== CHECKOUT_PAY_PATH || request.method !== 'POST') return false
  void (async () => {
    const input = await readJson(request).catch(() => undefined)
    const orderId = typeof input === 'object' && input !== null ? (input as { orderId?: unknown }).orderId : undefined
    if (typeof orderId !== 'string' || !state.issued.has(orderId)) return reply(response, 400, { error: 'Unknown order' })
    if (state.paid.has(orderId)) return reply(response, 409, { error: 'This order is paid already' })
    const order = readOrder(config, { ...(input as object), orderId: undefined })
    if (typeof order === 'string') return reply(response, 400, { error: order })
    state.paid.add(orderId)
    const to = getAddress(order.walletAddress)
    const delivery = state.queue.then(() => (order.token ? deliverToken(order.chain.rpcUrl, order.token, to, order.units) : deliverNative(order.chain.rpcUrl, to, order.units)))
    state.queue = delivery.catch(() => undefined)
    try {
      reply(response, 200, { hash: await delivery, units: String(order.units), amount: formatUnits(order.units, order.decimals), symbol: order.symbol })
    } catch (error) {
      state.paid.delete(orderId)
      reply(response, 502, { error: `The delivery failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` })
    }
  })()
  return true
}
