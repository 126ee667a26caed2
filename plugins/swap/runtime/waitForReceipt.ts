import type { ChainReader, Receipt } from '../evm/createChainReader'

/** Delays between receipt polls: quick at first (a local or fast chain), then the spec's 4 s poll interval (section 9). */
const POLL_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000]

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/**
 * Polls `eth_getTransactionReceipt` until the transaction is mined (or `signal` aborts: the
 * plugin was uninstalled).
 *
 * @example
 * const receipt = await waitForReceipt(reader, hash, AbortSignal.timeout(60_000))
 */
export async function waitForReceipt(reader: ChainReader, hash: string, signal: AbortSignal): Promise<Receipt> {
  for (let attempt = 0; ; attempt++) {
    signal.throwIfAborted()
    const receipt = await reader.receipt(hash)
    if (receipt) return receipt
    await sleep(POLL_DELAYS_MS[Math.min(attempt, POLL_DELAYS_MS.length - 1)] as number, signal)
  }
}
