import {
  createTransferCheckedInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Connection, Keypair, PublicKey, SendTransactionError, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetKeypairs } from './accounts'
import { DEV_ACCOUNT_LAMPORTS, LAMPORTS_PER_SIGNATURE, MINTED_TOKENS, startSolanaDevnet, type SolanaDevnet } from './index'

let devnet: SolanaDevnet
let connection: Connection
const payer = devnetKeypairs().devWallet

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.url, { wsEndpoint: devnet.wsUrl, commitment: 'confirmed' })
})
afterAll(async () => {
  await devnet.stop()
})

const rpc = async (method: string, params: unknown[] = []) => {
  const res = await fetch(devnet.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
}

describe('startSolanaDevnet', () => {
  test('default: the dev wallet is funded and holds the 6-decimal SPL token', async () => {
    expect(devnet.devWallet).toBe(payer.publicKey.toBase58())
    expect(BigInt(await connection.getBalance(payer.publicKey))).toBe(DEV_ACCOUNT_LAMPORTS)
    const ata = getAssociatedTokenAddressSync(new PublicKey(devnet.mint), payer.publicKey)
    const account = await getAccount(connection, ata)
    expect(account.amount).toBe(MINTED_TOKENS * 10n ** 6n)
    expect(devnet.wsUrl).toBe(`ws://127.0.0.1:${devnet.port + 1}`)
  })

  test('§7 behavior: a SOL transfer through Connection confirms over signatureSubscribe and moves exact lamports', async () => {
    const receiver = Keypair.generate().publicKey
    const before = BigInt(await connection.getBalance(payer.publicKey))
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_234_567_891n }))
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])
    expect(BigInt(await connection.getBalance(receiver))).toBe(1_234_567_891n)
    expect(BigInt(await connection.getBalance(payer.publicKey))).toBe(before - 1_234_567_891n - LAMPORTS_PER_SIGNATURE)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  test('§7 behavior: an SPL transfer that creates the receiver ATA lands exact base units', async () => {
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(devnet.mint)
    const toAta = await getOrCreateAssociatedTokenAccount(connection, payer, mint, receiver)
    const fromAta = getAssociatedTokenAddressSync(mint, payer.publicKey)
    const tx = new Transaction().add(createTransferCheckedInstruction(fromAta, mint, toAta.address, payer.publicKey, 2_500_001n, 6))
    await sendAndConfirmTransaction(connection, tx, [payer])
    const parsed = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
    expect(parsed.value).toHaveLength(1)
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount).toEqual({ amount: '2500001', decimals: 6, uiAmount: 2.500001, uiAmountString: '2.500001' })
    expect((await connection.getTokenAccountBalance(toAta.address)).value.amount).toBe('2500001')
  })

  test('behavior: getTokenAccountsByOwner jsonParsed lists SPL Token and Token-2022 accounts by program', async () => {
    const classic = await connection.getParsedTokenAccountsByOwner(payer.publicKey, { programId: TOKEN_PROGRAM_ID })
    const t22 = await connection.getParsedTokenAccountsByOwner(payer.publicKey, { programId: TOKEN_2022_PROGRAM_ID })
    expect(classic.value.map((a) => a.account.data.parsed.info.mint)).toEqual([devnet.mint])
    expect(t22.value.map((a) => a.account.data.program)).toEqual(['spl-token-2022'])
    expect(t22.value[0]?.account.data.parsed.info).toMatchObject({ mint: devnet.tokens.S22.mint, owner: devnet.devWallet, tokenAmount: { decimals: 9 } })
    const raw = await connection.getTokenAccountsByOwner(payer.publicKey, { mint: new PublicKey(devnet.mint) })
    expect(raw.value[0]?.account.data).toBeInstanceOf(Buffer)
    expect(raw.value[0]?.account.data.length).toBe(165)
  })

  test('error: a transfer above the balance is rejected with the runtime error and changes nothing', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, 10_000_000), 'confirmed')
    const receiver = Keypair.generate().publicKey
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: receiver, lamports: 20_000_000n }))
    const error = await sendAndConfirmTransaction(connection, tx, [poor]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect(String((error as Error).message)).toContain('{"InstructionError":[0,{"Custom":1}]}')
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000)
    expect(await connection.getBalance(receiver)).toBe(0)
  })

  test('behavior: with skipPreflight a failing transfer lands as on a validator: fee charged, status carries the error', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, 10_000_000), 'confirmed')
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 20_000_000n }))
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.sign(poor)
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000 - 5000)
  })

  test('behavior: fees, rent, blockhash and health answer like a validator', async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBeGreaterThan(await connection.getBlockHeight())
    const message = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }))
      .compileMessage()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    expect((await rpc('getHealth')).result).toBe('ok')
    expect((await rpc('getNoSuchThing')).error).toEqual({ code: -32601, message: 'Method not found' })
    expect((await rpc('getBalance', ['not base58!'])).error?.code).toBe(-32602)
  })

  test('behavior: answers browser preflights with CORS headers', async () => {
    const res = await fetch(devnet.url, { method: 'OPTIONS', headers: { origin: 'http://example.test', 'access-control-request-headers': 'content-type,solana-client' } })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')).toContain('solana-client')
  })

  test('behavior: serves JSON-RPC batches', async () => {
    const res = await fetch(devnet.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [devnet.faucet] },
        { jsonrpc: '2.0', id: 2, method: 'getSlot' },
      ]),
    })
    const body = (await res.json()) as { id: number; result: unknown }[]
    expect(body.map((r) => r.id)).toEqual([1, 2])
  })
})
