import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { base58Decode } from 'portico'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana'
import { createWalletKeys, ANVIL_KEY_0 } from './accounts'
import { describeSolanaTransaction } from './describeSolanaTransaction'
import { handleSolanaRequest, signSolanaTransaction } from './solanaRequests'
import { WalletRpcError } from './walletRpcError'

const SEED = '4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d'
const keys = createWalletKeys(ANVIL_KEY_0, SEED)
const owner = new PublicKey(keys.solana.address)
const receiver = Keypair.generate().publicKey
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))
const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'

function legacy(lamports: number, blockhash = BLOCKHASH) {
  const tx = new Transaction({ feePayer: owner, blockhash, lastValidBlockHeight: 100 })
  tx.add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports }))
  return toBase64(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}
function v0(lamports: number) {
  const message = new TransactionMessage({
    payerKey: owner,
    recentBlockhash: BLOCKHASH,
    instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports })],
  }).compileToV0Message()
  return toBase64(new VersionedTransaction(message).serialize())
}
const request = (method: string, params: unknown, rpc: Record<string, string> = {}) => handleSolanaRequest(keys, rpc, 'solana:localnet', { method, params })
const codeOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error instanceof WalletRpcError ? error.code : 'not a wallet error'))

describe('handleSolanaRequest', () => {
  test('§7 behavior: solana_signTransaction signs a legacy transaction in the fee payer slot', async () => {
    const answer = (await request('solana_signTransaction', { transaction: legacy(5) })) as { result: { signature: string; transaction: string } }
    const signed = Transaction.from(fromBase64(answer.result.transaction))
    expect(signed.verifySignatures()).toBe(true)
    expect(base58Decode(answer.result.signature)).toEqual(new Uint8Array(signed.signature ?? []))
  })

  test('§7 behavior: solana_signAllTransactions signs legacy and v0 transactions, each verifiable with ed25519', async () => {
    const answer = (await request('solana_signAllTransactions', { transactions: [legacy(1), v0(2)] })) as { result: { transactions: string[] } }
    expect(answer.result.transactions).toHaveLength(2)
    const [first, second] = answer.result.transactions.map((t) => VersionedTransaction.deserialize(fromBase64(t)))
    for (const tx of [first, second]) {
      expect(ed25519.verify(tx?.signatures[0] ?? new Uint8Array(64), tx?.message.serialize() ?? new Uint8Array(), keys.solana.publicKey)).toBe(true)
    }
    expect(second?.version).toBe(0)
  })

  test('§5 error: bad params, a transaction this key does not sign, and bytes that are no transaction change nothing', async () => {
    expect(await codeOf(request('solana_signTransaction', { transaction: 42 }))).toBe(-32602)
    expect(await codeOf(request('solana_signAllTransactions', { transactions: [] }))).toBe(-32602)
    const stranger = new Transaction({ feePayer: receiver, blockhash: BLOCKHASH, lastValidBlockHeight: 1 })
    stranger.add(SystemProgram.transfer({ fromPubkey: receiver, toPubkey: owner, lamports: 1 }))
    const foreign = toBase64(stranger.serialize({ requireAllSignatures: false, verifySignatures: false }))
    expect(await codeOf(request('solana_signTransaction', { transaction: foreign }))).toBe(-32602)
    expect(await codeOf(request('solana_signTransaction', { transaction: 'AAAA' }))).toBe(-32602)
    expect(() => signSolanaTransaction(keys, new Uint8Array([1, 2, 3]))).toThrow(WalletRpcError)
    expect(await codeOf(request('solana_signAndSendTransaction', { transaction: legacy(1) }))).toBe(4901) // no RPC for the chain
    expect(await request('personal_sign', [])).toBeUndefined()
  })

  test('behavior: the owner reads the transfer before signing', () => {
    expect(describeSolanaTransaction(fromBase64(legacy(1_500_000_000)))).toBe(`Fee payer ${keys.solana.address}; transfer 1.5 SOL to ${receiver.toBase58()}`)
    expect(describeSolanaTransaction(fromBase64(v0(1)))).toBe(`Fee payer ${keys.solana.address}; transfer 0.000000001 SOL to ${receiver.toBase58()}`)
    expect(describeSolanaTransaction(new Uint8Array([9, 9]))).toBe('An unreadable Solana transaction')
  })
})

describe('handleSolanaRequest against the local Solana RPC', () => {
  let devnet: SolanaDevnet
  beforeAll(async () => void (devnet = await startSolanaDevnet()))
  afterAll(() => devnet.stop())

  test('§7 behavior: solana_signAndSendTransaction lands the transfer; the receiver holds the exact lamports', async () => {
    const connection = new Connection(devnet.url, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
    await connection.confirmTransaction(await connection.requestAirdrop(owner, 2_000_000_000), 'confirmed')
    const { blockhash } = await connection.getLatestBlockhash('confirmed')
    const answer = (await request('solana_signAndSendTransaction', { transaction: legacy(123_456_789, blockhash) }, { 'solana:localnet': devnet.url })) as {
      result: { signature: string }
    }
    await expect.poll(async () => (await connection.getSignatureStatuses([answer.result.signature])).value[0]?.confirmationStatus).toBeTruthy()
    expect(await connection.getBalance(receiver)).toBe(123_456_789)
    expect(await connection.getBalance(owner)).toBe(2_000_000_000 - 123_456_789 - 5000)
  })
})
