import { formatUnits, type Address, type Hex } from 'viem'
import { chainClient, toViemChain, type RunnerAccountType, type RunnerChain } from './accountRunner'
import { frameDecimal, ft } from './frameI18n'
import { FrameRpcError } from './signer'

/**
 * The network fee of a transaction approval (issue 14: show and cap the fee). An EOA pays at
 * most `gas × maxFeePerGas` per transaction; the panel shows that bound, exact, in the chain's
 * native token, and the frame pins those two values into what it sends, so the transaction
 * cannot cost more than shown. A fee above the chain's cap is refused before the visitor is
 * asked. A smart account's user operation is sponsored by the wallet's bundler: the visitor
 * pays nothing, so it is shown as sponsored and never refused for its fee.
 */

/** Default cap of one approval's network fee: 0.05 of the native token (18 decimals), in wei. */
export const DEFAULT_MAX_FEE_WEI = 5n * 10n ** 16n

/** EIP-1474 "Transaction rejected": the fee is above the cap. */
export const FEE_TOO_HIGH_CODE = -32003

/** What one transaction of the approval asks for; gas and fee values are those the dapp named. */
export type FeeCall = {
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** The gas limit and fees one transaction is sent with (what the panel's fee was computed from). */
export type FeeQuote = { gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }

/**
 * The fee of one approval: sponsored, or at most `total` wei over the quoted transactions, within
 * `cap`. In a batch, a later call whose gas cannot be estimated before the earlier ones run (it
 * spends what they approve) has no quote: it is quoted when sent, within what is left of `cap`.
 */
export type NetworkFee = { sponsored: true } | { sponsored: false; total: bigint; cap: bigint; quotes: (FeeQuote | undefined)[] }

/** The chain reads a quote needs (a viem public client in the frame, plain functions in tests). */
export type FeeReader = {
  estimateGas(call: FeeCall): Promise<bigint>
  estimateFeesPerGas(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>
}

/** The native token of a chain, as amounts are shown. */
export type NativeCurrency = { symbol: string; decimals: number }

/** A chain's fee cap: its `maxFeeWei` (decimal wei) from the project's config, else the default. */
export function feeCapOf(chain: { maxFeeWei?: string | undefined }): bigint {
  return chain.maxFeeWei === undefined ? DEFAULT_MAX_FEE_WEI : BigInt(chain.maxFeeWei)
}

/**
 * An amount in base units as the native token, exact (bigint string arithmetic, never a float).
 *
 * @example
 * formatNative(73_500_000_000_000n, { symbol: 'ETH', decimals: 18 }) // '0.0000735 ETH'
 */
export function formatNative(amount: bigint, currency: NativeCurrency): string {
  return `${formatUnits(amount, currency.decimals)} ${currency.symbol}`
}

/** The refusal of a fee above the cap (the dapp receives it as a JSON-RPC error). */
function feeTooHigh(fee: bigint, cap: bigint, currency: NativeCurrency): FrameRpcError {
  return new FrameRpcError(`Network fee too high: up to ${formatNative(fee, currency)}, above this wallet's limit of ${formatNative(cap, currency)}`, FEE_TOO_HIGH_CODE)
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n)

/**
 * Quotes what the EOA's transactions may cost and refuses above `cap`. What the dapp named
 * (gas and maxFeePerGas both given) is checked first, before any chain read; the rest is
 * estimated (gas per call, fees once) and the total checked again. A first call that cannot be
 * estimated is refused (it would fail); a later one is left to be quoted when sent.
 *
 * @example
 * const fee = await quoteNetworkFee([{ to, value: 1n }], { reader, cap: DEFAULT_MAX_FEE_WEI, currency })
 */
export async function quoteNetworkFee(calls: readonly FeeCall[], options: { reader: FeeReader; cap: bigint; currency: NativeCurrency }): Promise<NetworkFee & { sponsored: false }> {
  const { reader, cap, currency } = options
  const named = sum(calls.map((call) => (call.gas !== undefined && call.maxFeePerGas !== undefined ? call.gas * call.maxFeePerGas : 0n)))
  if (named > cap) throw feeTooHigh(named, cap, currency)
  let market: Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> | undefined
  const marketFees = () => (market ??= reader.estimateFeesPerGas())
  const quotes: (FeeQuote | undefined)[] = []
  for (const [index, call] of calls.entries()) {
    const gas = call.gas ?? (await estimate(() => reader.estimateGas(call), calls.length > 1 ? index + 1 : undefined).catch((error: unknown) => {
      if (index === 0) throw error
      return undefined
    }))
    if (gas === undefined) {
      quotes.push(undefined)
      continue
    }
    const maxFeePerGas = call.maxFeePerGas ?? (await marketFees()).maxFeePerGas
    const maxPriorityFeePerGas = call.maxPriorityFeePerGas ?? min((await marketFees()).maxPriorityFeePerGas, maxFeePerGas)
    if (maxPriorityFeePerGas > maxFeePerGas) throw new FrameRpcError('Invalid request params: maxPriorityFeePerGas is above maxFeePerGas', -32602)
    quotes.push({ gas, maxFeePerGas, maxPriorityFeePerGas })
  }
  const total = sum(quotes.map((quote) => (quote ? quote.gas * quote.maxFeePerGas : 0n)))
  if (total > cap) throw feeTooHigh(total, cap, currency)
  return { sponsored: false, total, cap, quotes }
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)

/** Runs a gas estimate; a failure (the call would revert, too little balance) is refused with its reason. */
async function estimate(run: () => Promise<bigint>, callNumber: number | undefined): Promise<bigint> {
  try {
    return await run()
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error))
    throw new FrameRpcError(`Cannot estimate the network fee${callNumber === undefined ? '' : ` of call ${callNumber}`}: ${reason}`, -32603)
  }
}

/** An amount in base units as the native token, for the panel: exact, in the frame's locale. */
const shownNative = (amount: bigint, currency: NativeCurrency) => `${frameDecimal(formatUnits(amount, currency.decimals))} ${currency.symbol}`

/** The panel's fee line, in the frame's locale. */
export function feeRow(fee: NetworkFee, currency: NativeCurrency): [string, string] {
  if (fee.sponsored) return [ft('networkFee'), ft('feeSponsored')]
  const later = fee.quotes.flatMap((quote, index) => (quote ? [] : [index + 1]))
  const shown = shownNative(fee.total, currency)
  if (later.length === 0) return [ft('networkFeeAtMost'), shown]
  const calls = later.map((call) => frameDecimal(String(call))).join(', ')
  return [ft('networkFeeAtMost'), ft('feeWithLater', { count: later.length, amount: shown, calls, cap: shownNative(fee.cap, currency) })]
}

/** Quotes the fee of `calls` sent from `from` as an account of `type`, within `cap` (default: the chain's). */
export type FeeQuoter = (type: RunnerAccountType, from: Address, calls: readonly FeeCall[], cap?: bigint) => Promise<NetworkFee>

/**
 * The fee quoter of a project chain: its RPC (never the host's), its cap, its native token.
 *
 * @example
 * const fee = await createFeeQuoter(chain)('eoa', owner, [{ to, value: 10n ** 15n }])
 * const row = feeRow(fee, toViemChain(chain).nativeCurrency)
 */
export function createFeeQuoter(chain: RunnerChain & { maxFeeWei?: string | undefined }): FeeQuoter {
  const currency = toViemChain(chain).nativeCurrency
  return async (type, from, calls, cap = feeCapOf(chain)) => {
    if (type === 'smartAccount') return { sponsored: true }
    const client = chainClient(chain)
    const reader: FeeReader = {
      estimateGas: (call) => client.estimateGas({ account: from, to: call.to, value: call.value ?? 0n, ...(call.data ? { data: call.data } : {}) }),
      estimateFeesPerGas: () => client.estimateFeesPerGas(),
    }
    return quoteNetworkFee(calls, { reader, cap, currency })
  }
}
