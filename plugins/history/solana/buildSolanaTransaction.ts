import { base58Decode, formatUnits, type CaipNetwork } from 'portico'
import type { OperationType, Transaction, TransactionTransfer, TransferDirection } from '../types'
import type { SolanaTransaction, TokenBalance } from './solanaReader'

/** The System Program, whose instruction 2 is a SOL transfer (u32 index, u64 lamports, little-endian). */
export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
/** Compute Budget instructions set fees, not what a transaction does: never its `sentTo`. */
const COMPUTE_BUDGET_PROGRAM_ID = 'ComputeBudget111111111111111111111111111111'
const SYSTEM_TRANSFER = 2

/** What a transaction's facts are read with. */
export type SolanaTransactionFacts = {
  /** The account whose history this is (base58). */
  account: string
  network: CaipNetwork
  signature: string
  transaction: SolanaTransaction
  /** The time `getSignaturesForAddress` gave, when `getTransaction` has none (unix seconds). */
  blockTime?: number | null | undefined
}

/** A top-level System Program transfer: from, to, lamports. */
function systemTransfer(keys: readonly string[], instruction: SolanaTransaction['transaction']['message']['instructions'][number]) {
  if (keys[instruction.programIdIndex] !== SYSTEM_PROGRAM_ID || instruction.accounts.length < 2) return undefined
  const data = base58Decode(instruction.data)
  if (data.length !== 12 || new DataView(data.buffer, data.byteOffset).getUint32(0, true) !== SYSTEM_TRANSFER) return undefined
  return { from: keys[instruction.accounts[0]!], to: keys[instruction.accounts[1]!], lamports: new DataView(data.buffer, data.byteOffset).getBigUint64(4, true) }
}

/** The account's token amount per mint (with its decimals), over the token accounts it owns. */
function tokenAmounts(balances: readonly TokenBalance[] | null | undefined, account: string) {
  const amounts = new Map<string, { amount: bigint; decimals: number }>()
  for (const balance of balances ?? []) {
    if (balance.owner !== account) continue
    const previous = amounts.get(balance.mint)
    amounts.set(balance.mint, { amount: (previous?.amount ?? 0n) + BigInt(balance.uiTokenAmount.amount), decimals: balance.uiTokenAmount.decimals })
  }
  return amounts
}

const direction = (delta: bigint): TransferDirection => (delta > 0n ? 'in' : 'out')
const magnitude = (delta: bigint) => (delta < 0n ? -delta : delta)
const DIRECTION_ORDER: Record<TransferDirection, number> = { out: 0, in: 1, self: 2 }

function operationTypeOf(transfers: readonly TransactionTransfer[], succeeded: boolean, sentSol: boolean): OperationType {
  const directions = new Set(transfers.map((t) => t.direction))
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('in')) return 'receive'
  if (directions.has('out') || directions.has('self')) return 'send'
  // A failed SOL transfer moved nothing; it still reads as the send it tried to be.
  return !succeeded && sentSol ? 'send' : 'execute'
}

/**
 * Writes one Solana transaction as a history item (spec section 3), from the account's side:
 * what its SOL balance and the token accounts it owns gained or lost (balances before and
 * after, the fee it paid left out), each a transfer with its direction and exact amount
 * (decimal text from base units; a 0-decimal mint is an NFT); a SOL transfer to itself is
 * `self`. `sentFrom` is the fee payer, `sentTo` the receiver of the first SOL transfer, else the
 * first program called; status from `meta.err`. Solana has no nonce: none is set.
 *
 * @example
 * const item = buildSolanaTransaction({ account, network, signature, transaction })
 */
export function buildSolanaTransaction(facts: SolanaTransactionFacts): Transaction {
  const { account, network, signature, transaction } = facts
  const { meta } = transaction
  const keys = [...transaction.transaction.message.accountKeys, ...(meta.loadedAddresses?.writable ?? []), ...(meta.loadedAddresses?.readonly ?? [])]
  const succeeded = meta.err === null
  const transfers: TransactionTransfer[] = []
  const sol = { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol }
  const index = keys.indexOf(account)
  if (succeeded && index >= 0) {
    const paid = index === 0 ? BigInt(meta.fee) : 0n
    const delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0) + paid
    if (delta !== 0n) transfers.push({ fungible_info: sol, direction: direction(delta), quantity: { numeric: formatUnits(magnitude(delta), network.nativeCurrency.decimals) } })
  }
  const transfersOfSol = transaction.transaction.message.instructions.flatMap((instruction) => systemTransfer(keys, instruction) ?? [])
  if (succeeded) {
    for (const self of transfersOfSol.filter((t) => t.from === account && t.to === account && t.lamports > 0n)) {
      transfers.push({ fungible_info: sol, direction: 'self', quantity: { numeric: formatUnits(self.lamports, network.nativeCurrency.decimals) } })
    }
    const before = tokenAmounts(meta.preTokenBalances, account)
    const after = tokenAmounts(meta.postTokenBalances, account)
    for (const mint of new Set([...before.keys(), ...after.keys()])) {
      const delta = (after.get(mint)?.amount ?? 0n) - (before.get(mint)?.amount ?? 0n)
      if (delta === 0n) continue
      const decimals = (after.get(mint) ?? before.get(mint))!.decimals
      const known = network.tokens?.find((token) => token.address === mint)
      const name = known?.name ?? `${mint.slice(0, 4)}…${mint.slice(-4)}`
      const quantity = { numeric: formatUnits(magnitude(delta), decimals) }
      transfers.push(
        decimals === 0
          ? { nft_info: { name, contract_address: mint, token_id: mint, flags: { is_spam: false } }, direction: direction(delta), quantity }
          : { fungible_info: { name, symbol: known?.symbol ?? name }, direction: direction(delta), quantity },
      )
    }
  }
  transfers.sort((a, b) => DIRECTION_ORDER[a.direction] - DIRECTION_ORDER[b.direction])
  const firstProgram = transaction.transaction.message.instructions.map((instruction) => keys[instruction.programIdIndex]).find((program) => program !== COMPUTE_BUDGET_PROGRAM_ID)
  const blockTime = transaction.blockTime ?? facts.blockTime
  if (blockTime == null) throw new Error(`The node gives no time for transaction ${signature}`)
  return {
    id: signature,
    metadata: {
      minedAt: new Date(blockTime * 1000).toISOString(),
      chain: network.caipNetworkId,
      operationType: operationTypeOf(transfers, succeeded, transfersOfSol.some((t) => t.from === account)),
      hash: signature,
      status: succeeded ? 'confirmed' : 'failed',
      sentFrom: keys[0]!,
      sentTo: transfersOfSol[0]?.to ?? firstProgram ?? '',
    },
    transfers,
  }
}
