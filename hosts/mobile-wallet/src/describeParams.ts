import * as z from 'zod/mini'
import { describeSolanaTransaction } from './describeSolanaTransaction'

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/), z.maxLength(8192))
const oneTransaction = z.looseObject({ transaction: base64 })
const manyTransactions = z.looseObject({ transactions: z.array(base64).check(z.maxLength(50)) })
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * The params of a request as the wallet's owner reads them before signing: Solana transactions
 * decoded ({@link describeSolanaTransaction}), anything else as JSON (cut at 400 characters).
 * Params come from a dapp: the text is shown with `textContent` only.
 *
 * @example
 * describeParams('solana_signTransaction', { transaction }) // 'Fee payer ...; transfer 0.5 SOL to ...'
 */
export function describeParams(method: string, params: unknown): string {
  const one = oneTransaction.safeParse(params)
  if (method.startsWith('solana_') && one.success) return describeSolanaTransaction(fromBase64(one.data.transaction))
  const many = manyTransactions.safeParse(params)
  if (method.startsWith('solana_') && many.success)
    return many.data.transactions.map((t, i) => `#${i + 1}: ${describeSolanaTransaction(fromBase64(t))}`).join(' | ')
  return JSON.stringify(params).slice(0, 400)
}
