import type { Connection, Transaction } from '@solana/web3.js'
import { parseCaipAddress, type SendRequest } from 'portico'
import { findTokenAccounts } from './findTokenAccounts'
import { createAssociatedTokenAccountIdempotent, systemTransfer, transferChecked } from './tokenInstructions'

/** What {@link buildSolanaTransfer} returns: the unsigned transaction and its lifetime. */
export type SolanaTransfer = {
  transaction: Transaction
  blockhash: string
  lastValidBlockHeight: number
}

/**
 * Builds the unsigned transaction of a Solana send: a System program `Transfer` of `amount`
 * lamports, or, with a mint, a `transferChecked` between the associated token accounts (under
 * the mint's own program, SPL Token or Token-2022), creating the receiver's account first when
 * it does not exist. @solana/web3.js loads on first use (dynamic import); the token instructions are
 * encoded here, so @solana/spl-token (which needs Node's `crypto`) stays out of the browser.
 *
 * @example
 * const { transaction } = await buildSolanaTransfer(connection, request)
 */
export async function buildSolanaTransfer(connection: Connection, request: SendRequest): Promise<SolanaTransfer> {
  const web3 = await import('@solana/web3.js')
  const from = new web3.PublicKey(parseCaipAddress(request.from).address)
  const to = new web3.PublicKey(request.to)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
  const transaction = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight })
  if (request.tokenAddress === undefined) {
    transaction.add(systemTransfer(web3, { from, to }, request.amount))
    return { transaction, blockhash, lastValidBlockHeight }
  }
  const mint = new web3.PublicKey(request.tokenAddress)
  const { tokenProgram, source, destination, destinationExists } = await findTokenAccounts(web3, connection, { mint, owner: from, receiver: to })
  if (!destinationExists) {
    transaction.add(createAssociatedTokenAccountIdempotent(web3, { payer: from, account: destination, owner: to, mint, tokenProgram }))
  }
  transaction.add(transferChecked(web3, { source, mint, destination, owner: from, tokenProgram }, request.amount, request.decimals))
  return { transaction, blockhash, lastValidBlockHeight }
}
