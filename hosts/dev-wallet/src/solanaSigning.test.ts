import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOLANA_DEV_WALLET_SEED, startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana'
import { ApprovalQueue } from './approvals.js'
import { base58Encode } from './base58.js'
import { DevSolanaWallet } from './solana.js'
import { isFullySigned } from './solanaTransaction.js'
import { memoryStorage, WalletStore } from './storage.js'

let devnet: SolanaDevnet
let connection: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.url, { wsEndpoint: devnet.wsUrl, commitment: 'confirmed' })
})
afterAll(async () => {
  await devnet.stop()
})

const setup = async (mode: 'approve' | 'hold' | 'reject' = 'approve', rpcUrl: string | null = devnet.url) => {
  const approvals = new ApprovalQueue('approve')
  const wallet = new DevSolanaWallet({ approvals, store: new WalletStore(memoryStorage(), 'k'), origin: 'http://dapp.test', seed: SOLANA_DEV_WALLET_SEED, rpcUrl: rpcUrl ?? undefined })
  await wallet.connect()
  approvals.setMode(mode)
  return { wallet, approvals }
}

const transfer = async (from: string, lamports: bigint) => {
  const to = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }),
  )
  return { to, bytes: new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false })) }
}

describe('DevSolanaWallet transactions', () => {
  test('default: the seeded account is the devnet dev wallet and offers the transaction features', async () => {
    const { wallet } = await setup()
    expect(wallet.account.address).toBe(devnet.devWallet)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    const { wallet: offline } = await setup('approve', null)
    expect(Object.keys(offline.features)).not.toContain('solana:signAndSendTransaction')
  })

  test('behavior: solana:signTransaction signs in the payer slot; the node accepts it', async () => {
    const { wallet } = await setup()
    const { to, bytes } = await transfer(wallet.account.address, 7_000_000n)
    expect(isFullySigned(bytes)).toBe(false)
    const [output] = await wallet.signTransaction({ account: wallet.account, transaction: bytes, chain: 'solana:localnet' })
    expect(output && isFullySigned(output.signedTransaction)).toBe(true)
    const signature = await connection.sendRawTransaction(output?.signedTransaction ?? new Uint8Array())
    await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) })
    expect(await connection.getBalance(to)).toBe(7_000_000)
  })

  test('behavior: solana:signAndSendTransaction sends to the configured node and answers the signature', async () => {
    const { wallet } = await setup()
    const { to, bytes } = await transfer(wallet.account.address, 9_000_001n)
    const [output] = await wallet.signAndSendTransaction({ account: wallet.account, transaction: bytes, chain: 'solana:localnet' })
    const signature = base58Encode(output?.signature ?? new Uint8Array())
    expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(9_000_001)
  })

  test('behavior: the approval queue holds a send until approved', async () => {
    const { wallet, approvals } = await setup('hold')
    const { to, bytes } = await transfer(wallet.account.address, 8_000_000n)
    const pending = wallet.signAndSendTransaction({ account: wallet.account, transaction: bytes, chain: 'solana:localnet' })
    await expect.poll(() => approvals.pending().length).toBe(1)
    expect(approvals.pending()[0]).toMatchObject({ method: 'solana:signAndSendTransaction', params: [{ address: wallet.account.address, chain: 'solana:localnet' }] })
    expect(await connection.getBalance(to)).toBe(0)
    approvals.approve()
    await pending
    expect(await connection.getBalance(to)).toBe(8_000_000)
  })

  test('error: a rejected signature sends nothing (4001)', async () => {
    const { wallet } = await setup('reject')
    const { to, bytes } = await transfer(wallet.account.address, 5_000_000n)
    const before = await connection.getBalance(new PublicKey(wallet.account.address))
    await expect(wallet.signAndSendTransaction({ account: wallet.account, transaction: bytes, chain: 'solana:localnet' })).rejects.toMatchObject({ code: 4001 })
    expect(await connection.getBalance(to)).toBe(0)
    expect(await connection.getBalance(new PublicKey(wallet.account.address))).toBe(before)
  })

  test('error: a transaction the wallet does not sign, bad bytes, an unknown chain or a node error are refused', async () => {
    const { wallet } = await setup()
    const other = await transfer(Keypair.generate().publicKey.toBase58(), 1_000_000n)
    await expect(wallet.signTransaction({ account: wallet.account, transaction: other.bytes })).rejects.toMatchObject({ code: -32602 })
    await expect(wallet.signTransaction({ account: wallet.account, transaction: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({ code: -32602 })
    const mine = await transfer(wallet.account.address, 1_000_000n)
    await expect(wallet.signAndSendTransaction({ account: wallet.account, transaction: mine.bytes, chain: 'solana:mainnet' })).rejects.toThrow('unsupported chain')
    const tooMuch = await transfer(wallet.account.address, 10n ** 15n)
    await expect(wallet.signAndSendTransaction({ account: wallet.account, transaction: tooMuch.bytes, chain: 'solana:localnet' })).rejects.toMatchObject({ code: -32002 })
  })
})
