import type { Connection } from '@solana/web3.js'
import type { FeeEstimateRequest, SendFee } from 'portico'
import { findTokenAccounts } from './findTokenAccounts'
import { connectionFor } from './sendSolanaTransaction'
import { tokenAccountSize } from './tokenAccountSize'

/** Solana's base fee: lamports per signature (no priority fee is added). */
export const SOLANA_LAMPORTS_PER_SIGNATURE = 5000n

/**
 * The cost of a Solana send besides the amount: one signature (the sender's) at the base fee of
 * 5000 lamports, plus, for a token send to a receiver without an associated token account, that
 * account's rent (the rent-exempt minimum of its size, asked from the node), which the sender
 * pays when the send creates it. Funds are insufficient when the native balance cannot pay this
 * plus a SOL amount.
 *
 * @example
 * const fee = await estimateSolanaFee({ ...draft, nativeBalance: 10n ** 9n, accountType: 'eoa' })
 * fee.total // 5000n for SOL; 5000n + rent for a token send that creates the receiver's account
 */
export async function estimateSolanaFee(request: FeeEstimateRequest, rpc?: Connection): Promise<SendFee> {
  let deposit = 0n
  if (request.tokenAddress !== undefined) {
    const web3 = await import('@solana/web3.js')
    const connection = rpc ?? (await connectionFor(request.network))
    const accounts = { mint: new web3.PublicKey(request.tokenAddress), owner: new web3.PublicKey(request.from), receiver: new web3.PublicKey(request.to) }
    const { tokenProgram, mintData, destinationExists } = await findTokenAccounts(web3, connection, accounts)
    if (!destinationExists) {
      const size = tokenAccountSize({ owner: tokenProgram.toBase58(), data: mintData })
      deposit = BigInt(await connection.getMinimumBalanceForRentExemption(size, 'confirmed'))
    }
  }
  const total = SOLANA_LAMPORTS_PER_SIGNATURE + deposit
  const nativeAmount = request.tokenAddress === undefined ? request.amount : 0n
  return {
    gasPrice: SOLANA_LAMPORTS_PER_SIGNATURE,
    gasLimit: 1n,
    total,
    ...(deposit > 0n ? { deposit } : {}),
    gasInsufficient: total + nativeAmount > request.nativeBalance,
  }
}
