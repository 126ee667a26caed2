import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, test } from 'vitest'
import { base58Encode, solana, solanaDevnet } from 'portico'
import { solanaTransactionRequest, walletStandardChain } from './solanaTransactionRequests'

const account = { address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', publicKey: new Uint8Array(32), chains: ['solana:mainnet'], features: [] } as WalletAccount
const walletWith = (features: Record<string, unknown>) => ({ features }) as unknown as Wallet

describe('walletStandardChain', () => {
  test('behavior: known clusters map to their Wallet Standard names, others to solana:{id}', () => {
    expect(walletStandardChain(solana)).toBe('solana:mainnet')
    expect(walletStandardChain(solanaDevnet)).toBe('solana:devnet')
    expect(walletStandardChain({ id: 'localnet' })).toBe('solana:localnet')
  })
})

describe('solanaTransactionRequest', () => {
  test('error: a wallet without the feature, bad params and a malformed wallet answer are refused', async () => {
    const run = (wallet: Wallet, method: 'solana_signTransaction' | 'solana_signAndSendTransaction', params: unknown) =>
      solanaTransactionRequest({ wallet, account, network: solana, method, params })
    await expect(run(walletWith({}), 'solana_signAndSendTransaction', { transaction: 'AQID' })).rejects.toMatchObject({ name: 'MethodNotSupportedError' })
    const signer = walletWith({ 'solana:signTransaction': { signTransaction: async () => [{ signedTransaction: 'not bytes' }] } })
    await expect(run(signer, 'solana_signTransaction', { transaction: '<script>' })).rejects.toMatchObject({ shortMessage: 'Invalid input' })
    await expect(run(signer, 'solana_signTransaction', { transaction: 'AQID' })).rejects.toMatchObject({ name: 'InvalidWalletResponseError' })
  })

  test('behavior: passes the chain and bytes to the wallet and answers base64 / base58', async () => {
    const seen: unknown[] = []
    const wallet = walletWith({
      'solana:signTransaction': { signTransaction: async (...inputs: { transaction: Uint8Array; chain: string }[]) => (seen.push(inputs), inputs.map((i) => ({ signedTransaction: Uint8Array.of(...i.transaction, 9) }))) },
      'solana:signAndSendTransaction': { signAndSendTransaction: async () => [{ signature: new Uint8Array(64).fill(1) }] },
    })
    await expect(solanaTransactionRequest({ wallet, account, network: solanaDevnet, method: 'solana_signTransaction', params: { transaction: 'AQID' } })).resolves.toEqual({ transaction: 'AQIDCQ==' })
    expect(seen).toEqual([[{ account, chain: 'solana:devnet', transaction: Uint8Array.of(1, 2, 3) }]])
    await expect(solanaTransactionRequest({ wallet, account, network: solana, method: 'solana_signAllTransactions', params: { transactions: ['AQID', 'BA=='] } })).resolves.toEqual({ transactions: ['AQIDCQ==', 'BAk='] })
    await expect(solanaTransactionRequest({ wallet, account, network: solana, method: 'solana_signAndSendTransaction', params: { transaction: 'AQID' } })).resolves.toEqual({ signature: base58Encode(new Uint8Array(64).fill(1)) })
  })
})
