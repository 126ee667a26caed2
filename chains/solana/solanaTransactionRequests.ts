import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { base58Encode, InvalidRequestParamsError, InvalidWalletResponseError, MethodNotSupportedError, normalizeWalletError, type CaipNetwork } from 'portico'
import { fromBase64, solanaRequestParams, toBase64 } from './solanaRequestParams'

/** Wallet Standard chain names of the well-known Solana clusters, by CAIP-2 reference. */
const CLUSTER_CHAINS: Readonly<Record<string, IdentifierString>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain of a Solana network: `solana:mainnet|devnet|testnet` for the known
 * clusters, else `solana:{reference}` (so a network with id `localnet` is `solana:localnet`).
 *
 * @example
 * import { solana } from 'portico'
 * import { walletStandardChain } from './solanaTransactionRequests'
 * walletStandardChain(solana) // 'solana:mainnet'
 */
export function walletStandardChain(network: Pick<CaipNetwork, 'id'>): IdentifierString {
  return CLUSTER_CHAINS[String(network.id)] ?? `solana:${String(network.id)}`
}

type SignTransaction = (...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: IdentifierString }[]) => Promise<readonly { signedTransaction: Uint8Array }[]>
type SignAndSend = (
  ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: IdentifierString; options?: Record<string, unknown> }[]
) => Promise<readonly { signature: Uint8Array }[]>

const { signTransaction: signParams, signAllTransactions: signAllParams, signAndSendTransaction: sendParams } = solanaRequestParams
const bytesOutput = (key: 'signedTransaction' | 'signature') => z.array(z.object({ [key]: z.instanceof(Uint8Array) }))


/** The Solana transaction methods a Wallet Standard connector serves (spec section 7). */
export const SOLANA_TRANSACTION_METHODS = ['solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'] as const

/**
 * Serves `solana_signTransaction` (`{ transaction: base64 }` -> `{ transaction: base64 }`),
 * `solana_signAllTransactions` (`{ transactions }` -> `{ transactions }`) and
 * `solana_signAndSendTransaction` (`{ transaction, sendOptions? }` -> `{ signature: base58 }`)
 * through the wallet's `solana:signTransaction` / `solana:signAndSendTransaction` features.
 * Params and the wallet's answers are validated; a wallet lacking the feature gets
 * `MethodNotSupportedError`.
 *
 * @example
 * await solanaTransactionRequest({ wallet, account, network, method: 'solana_signAndSendTransaction', params: { transaction } })
 */
export async function solanaTransactionRequest(args: {
  wallet: Wallet
  account: WalletAccount
  network: CaipNetwork
  method: (typeof SOLANA_TRANSACTION_METHODS)[number]
  params: unknown
}): Promise<unknown> {
  const { wallet, account, network, method, params } = args
  const chain = walletStandardChain(network)
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw normalizeWalletError(error)
    }
  }
  if (method === 'solana_signAndSendTransaction') {
    const feature = wallet.features['solana:signAndSendTransaction'] as { signAndSendTransaction?: SignAndSend } | undefined
    if (typeof feature?.signAndSendTransaction !== 'function') throw new MethodNotSupportedError(method)
    const input = sendParams.safeParse(params)
    if (!input.success) throw new InvalidRequestParamsError(method)
    const { transaction, sendOptions } = input.data
    const outputs = await call(() =>
      (feature.signAndSendTransaction as SignAndSend)({ account, chain, transaction: fromBase64(transaction), ...(sendOptions ? { options: sendOptions } : {}) }),
    )
    const parsed = bytesOutput('signature').safeParse(outputs)
    const signature = parsed.success ? parsed.data[0]?.signature : undefined
    if (!signature || signature.length !== 64) throw new InvalidWalletResponseError('solana:signAndSendTransaction')
    return { signature: base58Encode(signature) }
  }
  const feature = wallet.features['solana:signTransaction'] as { signTransaction?: SignTransaction } | undefined
  if (typeof feature?.signTransaction !== 'function') throw new MethodNotSupportedError(method)
  const single = method === 'solana_signTransaction' ? signParams.safeParse(params) : undefined
  const all = single ? undefined : signAllParams.safeParse(params)
  const transactions = single?.success ? [single.data.transaction] : all?.success ? all.data.transactions : undefined
  if (!transactions) throw new InvalidRequestParamsError(method)
  const outputs = await call(() => (feature.signTransaction as SignTransaction)(...transactions.map((t) => ({ account, chain, transaction: fromBase64(t) }))))
  const parsed = bytesOutput('signedTransaction').safeParse(outputs)
  if (!parsed.success || parsed.data.length !== transactions.length) throw new InvalidWalletResponseError('solana:signTransaction')
  const signed = parsed.data.map((output) => toBase64(output.signedTransaction as Uint8Array))
  return method === 'solana_signTransaction' ? { transaction: signed[0] } : { transactions: signed }
}
