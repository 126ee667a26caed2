/**
 * The Solana ledger behind the local JSON-RPC server: a litesvm instance plus what a JSON-RPC
 * node keeps that litesvm does not (signature statuses, a slot that advances per transaction,
 * each landed transaction with its balances before and after, listeners for
 * `signatureSubscribe`). In-process; nothing is written to disk.
 */
import { address, getBase58Decoder, getTransactionDecoder, lamports, type Address } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { readMessage, snapshotBalances, TransactionLog } from './transactionLog'

/** Fee per signature, as on mainnet. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** What `getSignatureStatuses` reports for a processed transaction. */
export type SignatureStatus = { slot: bigint; err: unknown }

/** A transaction the ledger rejected (bad signature, blockhash, funds, program error). */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError'
  constructor(
    message: string,
    readonly err: unknown,
    readonly logs: string[],
  ) {
    super(message)
  }
}

const base58 = getBase58Decoder()

/**
 * Maps litesvm's error (read from its debug text) to the JSON a validator reports:
 * `"AlreadyProcessed"`, `{ InstructionError: [0, { Custom: 1 }] }`,
 * `{ InsufficientFundsForRent: { account_index: 1 } }`.
 */
export function errorJson(failed: Pick<FailedTransactionMetadata, 'toString'>): unknown {
  const text = /err: (.*?), meta:/.exec(failed.toString())?.[1]
  if (!text) return 'TransactionError'
  const instruction = /^InstructionError\((\d+), (.*)\)$/.exec(text)
  if (instruction) {
    const inner = instruction[2] ?? ''
    const custom = /^Custom\((\d+)\)$/.exec(inner)
    return { InstructionError: [Number(instruction[1]), custom ? { Custom: Number(custom[1]) } : inner] }
  }
  const withIndex = /^(\w+) \{ account_index: (\d+) \}$/.exec(text)
  if (withIndex?.[1]) return { [withIndex[1]]: { account_index: Number(withIndex[2]) } }
  return /^\w+$/.test(text) ? text : 'TransactionError'
}

const rejected = (failed: FailedTransactionMetadata) => {
  const err = errorJson(failed)
  return new TransactionRejectedError(`Transaction simulation failed: ${JSON.stringify(err)}`, err, failed.meta().logs())
}

/** The ledger of one local Solana devnet. */
export class SolanaLedger {
  readonly svm = new LiteSVM()
  /** Landed transactions (airdrops are credited outside transactions: not in it). */
  readonly transactions = new TransactionLog()
  readonly #statuses = new Map<string, SignatureStatus>()
  readonly #listeners = new Set<(signature: string, status: SignatureStatus) => void>()
  #slot: bigint

  constructor() {
    this.#slot = this.svm.getClock().slot
  }

  /** The current slot (one more per processed transaction). */
  get slot(): bigint {
    return this.#slot
  }

  /** The block height: the slot (no skipped slots here). */
  get blockHeight(): bigint {
    return this.#slot
  }

  /** The recent blockhash transactions must use. */
  latestBlockhash(): string {
    return this.svm.latestBlockhash()
  }

  /** Lamports of `account` (0 when it does not exist). */
  balance(account: string): bigint {
    return this.svm.getBalance(address(account)) ?? 0n
  }

  /** The status of a processed signature, if any. */
  status(signature: string): SignatureStatus | undefined {
    return this.#statuses.get(signature)
  }

  /** Calls `listener` after each processed transaction; returns the unsubscribe function. */
  onProcessed(listener: (signature: string, status: SignatureStatus) => void): () => void {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /**
   * Executes a wire-format transaction (as `Transaction.serialize()` gives it) and returns its
   * signature. With `preflight` (the default, as `sendTransaction` without `skipPreflight`) a
   * transaction that would fail is rejected with {@link TransactionRejectedError} and changes
   * nothing. Without it, a transaction failing in a program lands as on a validator: the fee is
   * charged and its status carries the error; one that cannot land (bad signature, blockhash,
   * already processed) is rejected.
   */
  submit(wire: Uint8Array, options: { preflight?: boolean } = {}): string {
    const transaction = getTransactionDecoder().decode(wire)
    const first = Object.values(transaction.signatures)[0]
    if (!first) throw new TransactionRejectedError('Transaction has no signature', 'MissingSignatureForFee', [])
    const signature = base58.decode(first)
    if (options.preflight ?? true) {
      const simulated = this.svm.simulateTransaction(transaction)
      if (simulated instanceof FailedTransactionMetadata) throw rejected(simulated)
    }
    const message = readMessage(transaction)
    const before = snapshotBalances(this.svm, message.accountKeys)
    const result = this.svm.sendTransaction(transaction)
    const failed = result instanceof FailedTransactionMetadata
    const err = failed ? errorJson(result) : null
    if (failed && !(typeof err === 'object' && err !== null && ('InstructionError' in err || 'InsufficientFundsForRent' in err))) throw rejected(result)
    this.#record(signature, err)
    const after = snapshotBalances(this.svm, message.accountKeys)
    this.transactions.add({
      ...message,
      signature,
      slot: this.#slot,
      blockTime: Math.floor(Date.now() / 1000),
      err,
      fee: LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures),
      preBalances: before.lamports,
      postBalances: after.lamports,
      preTokenBalances: before.tokens,
      postTokenBalances: after.tokens,
      logMessages: failed ? result.meta().logs() : result.logs(),
    })
    return signature
  }

  /** Runs a transaction without committing it: `{ err, logs, unitsConsumed }`. */
  simulate(wire: Uint8Array): { err: unknown; logs: string[]; unitsConsumed: bigint } {
    const result = this.svm.simulateTransaction(getTransactionDecoder().decode(wire))
    if (result instanceof FailedTransactionMetadata) {
      return { err: errorJson(result), logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
    }
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
  }

  /** Credits `amount` lamports to `account` (the faucet); returns the airdrop's signature. */
  airdrop(account: string, amount: bigint): string {
    const result = this.svm.airdrop(address(account) as Address, lamports(amount))
    if (!result || result instanceof FailedTransactionMetadata) throw new TransactionRejectedError('Airdrop failed', 'AirdropFailed', [])
    const signature = base58.decode(result.signature())
    this.#record(signature, null)
    return signature
  }

  #record(signature: string, err: unknown): void {
    this.#slot += 1n
    this.svm.warpToSlot(this.#slot)
    const status = { slot: this.#slot, err }
    this.#statuses.set(signature, status)
    for (const listener of [...this.#listeners]) listener(signature, status)
  }
}
