import { formatTransferAmount, type Portico, type PorticoStore } from 'portico'
import { InsufficientAllowanceError, InsufficientBalanceError, InvalidSwapDataError, SwapFailedError } from '../errors'
import { asCall, createChainReader, isNative, type ChainReader, type Receipt } from '../evm/createChainReader'
import { erc20Abi } from '../evm/abis'
import { TRANSFER_FROM_FAILED, toSwapError } from '../evm/toSwapError'
import { assertQuoteFresh } from '../providers/assertQuoteFresh'
import { selectSwap, swapSlice, type SwapStep } from '../state/swapSlice'
import { swapViewTexts } from '../views/texts'
import type { SwapQuote, SwapTransaction } from '../types'
import { errorText } from './errorText'
import { getSwapRuntime } from './registry'
import { fromStoredQuote } from './storedQuote'
import { getSwapAccount, type SwapAccount } from './swapAccount'
import { waitForReceipt } from './waitForReceipt'

/** How a trade ended. */
export type SwapOutcome = { status: 'done'; hash: string; received: bigint } | { status: 'failed'; error: unknown }

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
/** Gas limit headroom over the simulation's estimate, in percent. */
const GAS_HEADROOM_PERCENT = 120n
const hex = (value: bigint) => `0x${value.toString(16)}`
const inflight = new WeakMap<PorticoStore, Promise<SwapOutcome>>()

/**
 * Carries out the quote the form holds, in the visitor's wallet: refuses a quote past its chain
 * time and a short balance before anything is asked; approves exactly the sold amount when the
 * allowance is short (resetting a USDT-style allowance to 0 first), then builds the swap,
 * simulates it (a revert is named before the wallet is asked) and sends it; each step's state is
 * in the store. A transaction that reverts on chain is replayed to name its reason. While a
 * trade runs, another call returns the same promise and sends nothing (a double click). On
 * success: a toast with the amounts, balances refreshed, the Account view.
 *
 * @example
 * const outcome = await submitSwap(portico)
 * if (outcome.status === 'done') console.log(outcome.hash)
 */
export function submitSwap(portico: Portico): Promise<SwapOutcome> {
  const pending = inflight.get(portico.store)
  if (pending) return pending
  const run = trade(portico).finally(() => inflight.delete(portico.store))
  inflight.set(portico.store, run)
  return run
}

async function trade(portico: Portico): Promise<SwapOutcome> {
  const { dispatch } = portico.store
  const { analytics, toast, logger } = portico.services
  const runtime = getSwapRuntime(portico.store)
  const account = getSwapAccount(portico)
  const stored = selectSwap(portico.getState()).quote
  let step = -1
  let properties: Record<string, string> = {}
  try {
    if (!runtime || !account || !stored) throw new InvalidSwapDataError({ details: 'No quote to carry out' })
    const quote = fromStoredQuote(stored)
    if (quote.chainId !== account.chainId || quote.taker.toLowerCase() !== account.address.toLowerCase()) throw new InvalidSwapDataError({ details: 'The quote is for another account or network' })
    const provider = runtime.providers.find((candidate) => candidate.id === quote.providerId)
    if (!provider) throw new InvalidSwapDataError({ details: `No provider ${quote.providerId}` })
    properties = { network: account.network.caipNetworkId, sellToken: quote.sellToken, buyToken: quote.buyToken, provider: provider.id }
    analytics.track('SWAP_INITIATED', properties)
    const reader = createChainReader(portico.services.rpc.forNetwork(account.network))
    await assertQuoteFresh(reader, quote)
    const balance = await reader.balance(quote.sellToken, account.address)
    if (balance < quote.sellAmount) throw new InsufficientBalanceError({ details: `Balance ${balance}, selling ${quote.sellAmount}` })
    const approvals = quote.allowance && quote.allowance.current < quote.sellAmount
      ? await provider.buildApprove({ chainId: quote.chainId, token: quote.sellToken, owner: account.address, spender: quote.allowance.spender, amount: quote.sellAmount })
      : []
    const kinds: SwapStep['kind'][] = [...approvals.map((_, i): SwapStep['kind'] => (approvals.length > 1 && i === 0 ? 'reset' : 'approve')), 'swap']
    dispatch(swapSlice.actions.tradeStarted(kinds))
    const send = async (tx: SwapTransaction): Promise<{ hash: string; receipt: Receipt }> => {
      step += 1
      dispatch(swapSlice.actions.stepChanged({ index: step, status: 'signing' }))
      const params = { from: tx.from, to: tx.to, data: tx.data, value: hex(tx.value), ...(tx.gas ? { gas: hex(tx.gas) } : {}) }
      const hash = await portico.connection.request('eip155', { method: 'eth_sendTransaction', params: [params] })
      if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw new InvalidSwapDataError({ details: `The wallet answered ${String(hash).slice(0, 80)}` })
      dispatch(swapSlice.actions.stepChanged({ index: step, status: 'confirming', hash }))
      const receipt = await waitForReceipt(reader, hash, runtime.signal)
      if (receipt.status === 'reverted') throw await replayFailure(reader, tx, receipt)
      dispatch(swapSlice.actions.stepChanged({ index: step, status: 'done' }))
      return { hash, receipt }
    }
    for (const approval of approvals) await send(approval)
    if (approvals.length > 0) analytics.track('SWAP_APPROVED', properties)
    const built = await provider.buildSwap({ quote })
    const estimate = await reader.estimateGas(asCall(built))
    const before = await reader.balance(quote.buyToken, account.address)
    const { hash, receipt } = await send({ ...built, gas: (estimate * GAS_HEADROOM_PERCENT) / 100n })
    const after = await reader.balance(quote.buyToken, account.address)
    // A native payout arrives in the account that also paid the swap's gas.
    const received = after - before + (isNative(quote.buyToken) ? receipt.gasUsed * receipt.effectiveGasPrice : 0n)
    finish(portico, account, quote, received)
    analytics.track('SWAP_SUCCESS', { ...properties, hash })
    return { status: 'done', hash, received }
  } catch (thrown) {
    const error = await explain(thrown, portico, account, stored && fromStoredQuote(stored))
    logger.debug('swap failed', thrown)
    if (step >= 0) dispatch(swapSlice.actions.stepChanged({ index: step, status: 'failed' }))
    dispatch(swapSlice.actions.tradeFailed(errorText(error)))
    toast.show({ message: errorText(error), variant: 'error' })
    analytics.track('SWAP_ERROR', { ...properties, message: errorText(error) })
    return { status: 'failed', error }
  }
}

function finish(portico: Portico, account: SwapAccount, quote: SwapQuote, received: bigint): void {
  const { sellToken, buyToken } = selectSwap(portico.getState())
  const amount = (value: bigint, decimals = 18) => formatTransferAmount(value, decimals)
  const sold = `${amount(quote.sellAmount, sellToken?.decimals)} ${sellToken?.symbol ?? ''}`
  const bought = `${amount(received, buyToken?.decimals)} ${buyToken?.symbol ?? ''}`
  portico.services.toast.show({ message: portico.services.i18n.t(swapViewTexts, 'swapped', { sold, bought }), variant: 'success' })
  portico.store.dispatch(swapSlice.actions.tradeCompleted())
  void portico.services.balances.refresh({ network: account.network, address: account.address, accountType: account.accountType }, { force: true }).catch(() => undefined)
  portico.router.reset('Account')
}

/** Runs a reverted transaction again at its block to read the reason. */
async function replayFailure(reader: ChainReader, tx: SwapTransaction, receipt: Receipt): Promise<unknown> {
  return reader.call(asCall(tx), hex(receipt.blockNumber)).then(
    () => new SwapFailedError({ details: `Reverted on chain in block ${receipt.blockNumber}; the call succeeds now` }),
    (error: unknown) => error,
  )
}

/**
 * The named cause of a failure. The router's `TRANSFER_FROM_FAILED` does not say whether the
 * balance or the allowance was short: both are read on chain.
 */
async function explain(thrown: unknown, portico: Portico, account: SwapAccount | undefined, quote: SwapQuote | undefined): Promise<unknown> {
  const error = toSwapError(thrown)
  if (!(error instanceof SwapFailedError) || !TRANSFER_FROM_FAILED.test(error.details ?? '') || !account || !quote || isNative(quote.sellToken)) return error
  const reader = createChainReader(portico.services.rpc.forNetwork(account.network))
  const owner = account.address as `0x${string}`
  const [balance, allowance] = await Promise.all([
    reader.balance(quote.sellToken, owner),
    quote.allowance ? reader.read(quote.sellToken, erc20Abi, 'allowance', [owner, quote.allowance.spender as `0x${string}`]) : undefined,
  ]).catch(() => [undefined, undefined] as const)
  if (balance !== undefined && balance < quote.sellAmount) return new InsufficientBalanceError({ details: `Balance ${balance}, selling ${quote.sellAmount}`, cause: thrown })
  if (allowance !== undefined && allowance < quote.sellAmount) return new InsufficientAllowanceError({ details: `Allowance ${allowance}, selling ${quote.sellAmount}`, cause: thrown })
  return error
}
