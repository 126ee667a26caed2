/**
 * What a validator's ledger keeps of each processed transaction and litesvm does not: the message
 * (account keys, instructions), the balances before and after (SOL and token accounts), fee,
 * error and logs. Serves `getTransaction` and `getSignaturesForAddress`.
 */
import { address, getBase58Decoder, getCompiledTransactionMessageDecoder, type Transaction } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { decodeMint, decodeTokenAccount, isTokenProgram, tokenAmount } from './tokenLayout'

/** A token account's balance in a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export type TokenBalance = { accountIndex: number; mint: string; owner: string; programId: string; uiTokenAmount: ReturnType<typeof tokenAmount> }

/** One processed transaction as the log keeps it. */
export type LoggedTransaction = {
  signature: string
  slot: bigint
  /** Unix seconds. */
  blockTime: number
  err: unknown
  fee: bigint
  signatures: string[]
  accountKeys: string[]
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number }
  recentBlockhash: string
  instructions: { programIdIndex: number; accounts: number[]; data: string }[]
  version: 'legacy' | 0
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
}

/** Balances of a transaction's accounts at one moment. */
export type BalanceSnapshot = { lamports: bigint[]; tokens: TokenBalance[] }

const base58 = getBase58Decoder()
const messageDecoder = getCompiledTransactionMessageDecoder()

/** The message of a decoded wire transaction, as `getTransaction` (encoding `json`) shows it. */
export function readMessage(transaction: Transaction) {
  const message = messageDecoder.decode(transaction.messageBytes)
  if (message.version === 1) throw new Error('Version 1 transaction messages are not served by this devnet')
  return {
    signatures: Object.values(transaction.signatures).map((signature) => (signature ? base58.decode(signature) : '1'.repeat(64))),
    accountKeys: message.staticAccounts.map(String),
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    recentBlockhash: message.lifetimeToken,
    instructions: message.instructions.map((instruction) => ({
      programIdIndex: instruction.programAddressIndex,
      accounts: [...(instruction.accountIndices ?? [])],
      data: base58.decode(instruction.data ?? new Uint8Array()),
    })),
    version: message.version === 'legacy' ? ('legacy' as const) : (0 as const),
  }
}

/** SOL of each key, and the token accounts among them with their mint, owner and amount. */
export function snapshotBalances(svm: LiteSVM, keys: readonly string[]): BalanceSnapshot {
  const tokens: TokenBalance[] = []
  const lamports = keys.map((key, accountIndex) => {
    const account = svm.getAccount(address(key))
    if (!account.exists) return 0n
    const token = isTokenProgram(account.programAddress) ? decodeTokenAccount(account.data) : undefined
    const mint = token && svm.getAccount(address(token.mint))
    const decimals = mint?.exists ? decodeMint(mint.data)?.decimals : undefined
    if (token && decimals !== undefined) {
      tokens.push({ accountIndex, mint: token.mint, owner: token.owner, programId: account.programAddress, uiTokenAmount: tokenAmount(token.amount, decimals) })
    }
    return account.lamports
  })
  return { lamports, tokens }
}

/** The transactions of one ledger, by signature and in processing order. */
export class TransactionLog {
  readonly #bySignature = new Map<string, LoggedTransaction>()
  readonly #ordered: LoggedTransaction[] = []

  add(transaction: LoggedTransaction): void {
    this.#bySignature.set(transaction.signature, transaction)
    this.#ordered.push(transaction)
  }

  get(signature: string): LoggedTransaction | undefined {
    return this.#bySignature.get(signature)
  }

  /**
   * Signatures of the transactions whose account keys include `key`, newest first: strictly older
   * than `before` and newer than `until` (both signatures), at most `limit`.
   */
  signaturesFor(key: string, options: { before?: string | undefined; until?: string | undefined; limit: number }): LoggedTransaction[] {
    const found: LoggedTransaction[] = []
    let start = this.#ordered.length - 1
    if (options.before !== undefined) {
      const before = this.#bySignature.get(options.before)
      if (!before) return []
      start = this.#ordered.indexOf(before) - 1
    }
    for (let i = start; i >= 0 && found.length < options.limit; i--) {
      const transaction = this.#ordered[i]!
      if (transaction.signature === options.until) break
      if (transaction.accountKeys.includes(key)) found.push(transaction)
    }
    return found
  }
}
