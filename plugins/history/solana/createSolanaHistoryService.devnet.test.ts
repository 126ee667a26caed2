import { createAssociatedTokenAccountInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram, Transaction as SolanaWireTransaction, type TransactionInstruction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRpcService, defineNetwork, type NetworkOf, type RpcService } from 'portico'
import { devnetKeypairs } from '../../../devnet/solana/accounts'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana'
import type { HistoryService, Transaction } from '../types'
import { createDefaultHistoryService } from '../defaultHistoryService'
import { createSolanaHistoryService } from './createSolanaHistoryService'

let devnet: SolanaDevnet
let rpc: RpcService
let network: NetworkOf<'solana'>
const keys = devnetKeypairs()
// Two funded accounts the seed leaves untouched (their SOL came by airdrop, outside transactions).
const alice = keys.extra[0]!
const bob = keys.extra[1]!
const signatures: Record<string, string> = {}
const SUSD_DECIMALS = 6

function send(name: string, payer: Keypair, instructions: TransactionInstruction[], options: { skipPreflight?: boolean } = {}) {
  const tx = new SolanaWireTransaction({ feePayer: payer.publicKey, recentBlockhash: devnet.ledger.latestBlockhash() }).add(...instructions)
  tx.sign(payer)
  signatures[name] = devnet.ledger.submit(tx.serialize(), { preflight: !options.skipPreflight })
}

const susd = () => new PublicKey(devnet.mint)
const ataOf = (owner: PublicKey) => getAssociatedTokenAddressSync(susd(), owner)
const susdTransfer = (from: Keypair, to: PublicKey, amount: bigint) => createTransferCheckedInstruction(ataOf(from.publicKey), susd(), ataOf(to), from.publicKey, amount, SUSD_DECIMALS)
const solTransfer = (from: Keypair, to: PublicKey, lamports: bigint) => SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  rpc = createRpcService({})
  network = defineNetwork({
    chainNamespace: 'solana',
    id: 'localnet',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [devnet.url] } },
    tokens: [{ address: devnet.mint, symbol: 'SUSD', decimals: SUSD_DECIMALS, name: 'Portico USD (Solana)' }],
  })
  const wallet = keys.devWallet
  send('bobAta', bob, [createAssociatedTokenAccountInstruction(bob.publicKey, ataOf(bob.publicKey), bob.publicKey, susd())])
  send('sendSol', alice, [solTransfer(alice, bob.publicKey, 1_500_000_000n)])
  send('receiveSol', bob, [solTransfer(bob, alice.publicKey, 250_000_000n)])
  // The wallet opens Alice's token account and pays her: Alice is named in the transaction.
  send('receiveSusd', wallet, [createAssociatedTokenAccountInstruction(wallet.publicKey, ataOf(alice.publicKey), alice.publicKey, susd()), susdTransfer(wallet, alice.publicKey, 1_000_000_000n)])
  // Paid again: only her token account is named, not Alice (found through it).
  send('receiveSusdAgain', wallet, [susdTransfer(wallet, alice.publicKey, 5_000_000n)])
  send('sendSusd', alice, [susdTransfer(alice, bob.publicKey, 12_345_678n)])
  send('self', alice, [solTransfer(alice, alice.publicKey, 1n)])
  // More SOL than Alice holds, past the preflight: lands, fee charged, status failed.
  send('failed', alice, [solTransfer(alice, bob.publicKey, 10n ** 16n)], { skipPreflight: true })
})
afterAll(async () => {
  rpc?.destroy()
  await devnet?.stop()
})

const service = (pageSize?: number) => createSolanaHistoryService({ networks: [network], rpc, pageSize })
const sol = { name: 'Solana', symbol: 'SOL' }
const susdInfo = { name: 'Portico USD (Solana)', symbol: 'SUSD' }

/** What Alice's history must hold, newest first (times aside). */
const expected = () => {
  const a = alice.publicKey.toBase58()
  const b = bob.publicKey.toBase58()
  const item = (key: string, operationType: string, status: string, sentFrom: string, sentTo: string, transfers: unknown[]) => ({
    id: signatures[key],
    metadata: { chain: 'solana:localnet', operationType, hash: signatures[key], status, sentFrom, sentTo },
    transfers,
  })
  const ata = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
  const token = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
  return [
    item('failed', 'send', 'failed', a, b, []),
    item('self', 'send', 'confirmed', a, a, [{ fungible_info: sol, direction: 'self', quantity: { numeric: '0.000000001' } }]),
    item('sendSusd', 'send', 'confirmed', a, token, [{ fungible_info: susdInfo, direction: 'out', quantity: { numeric: '12.345678' } }]),
    item('receiveSusdAgain', 'receive', 'confirmed', keys.devWallet.publicKey.toBase58(), token, [{ fungible_info: susdInfo, direction: 'in', quantity: { numeric: '5' } }]),
    item('receiveSusd', 'receive', 'confirmed', keys.devWallet.publicKey.toBase58(), ata, [{ fungible_info: susdInfo, direction: 'in', quantity: { numeric: '1000' } }]),
    item('receiveSol', 'receive', 'confirmed', b, a, [{ fungible_info: sol, direction: 'in', quantity: { numeric: '0.25' } }]),
    item('sendSol', 'send', 'confirmed', a, b, [{ fungible_info: sol, direction: 'out', quantity: { numeric: '1.5' } }]),
  ]
}

async function allPages(history: HistoryService) {
  const pages: Transaction[][] = []
  let cursor: string | undefined
  do {
    const page = await history.fetch({ account: alice.publicKey.toBase58(), chainId: 'solana:localnet', cursor })
    pages.push(page.data)
    cursor = page.next
    expect(pages.length).toBeLessThan(50)
  } while (cursor)
  return pages
}

describe('Solana history provider against the local Solana RPC (getSignaturesForAddress + getTransaction)', () => {
  test('§3 behavior: SOL and SPL transfers in, out and to itself, a failed one, exact amounts, newest first; one found only through the token account', async () => {
    const page = await service().fetch({ account: alice.publicKey.toBase58(), chainId: 'solana:localnet' })
    expect(page.data).toMatchObject(expected())
    expect(page.data).toHaveLength(expected().length)
    expect(page.next).toBeUndefined()
    for (const item of page.data) expect(item.metadata.minedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  test('§3 behavior: the other side sees its own view (Bob received the SOL Alice sent)', async () => {
    const page = await service().fetch({ account: bob.publicKey.toBase58(), chainId: 'solana:localnet' })
    expect(page.data.find((t) => t.id === signatures.sendSol)).toMatchObject({ metadata: { operationType: 'receive' }, transfers: [{ fungible_info: sol, direction: 'in', quantity: { numeric: '1.5' } }] })
    expect(page.data.find((t) => t.id === signatures.sendSusd)?.transfers).toEqual([{ fungible_info: susdInfo, direction: 'in', quantity: { numeric: '12.345678' } }])
  })

  test('§4 paging: the cursor is the signature `before`; small pages give every item once, in order, then no cursor', async () => {
    for (const size of [1, 2, 3]) {
      const pages = await allPages(service(size))
      expect(pages.flat().map((t) => t.id)).toEqual(expected().map((t) => t.id))
      expect(pages.slice(0, -1).every((p) => p.length === size)).toBe(true)
    }
  })

  test("§9 namespaces: the plugin's default service reads Solana only when the host opted in", async () => {
    const query = { account: alice.publicKey.toBase58(), chainId: 'solana:localnet' as const }
    const byDefault = createDefaultHistoryService({ networks: [network], rpc, namespaces: ['eip155'] })
    await expect(byDefault.fetch(query)).rejects.toMatchObject({ name: 'HistoryNetworkError', shortMessage: 'Unsupported chain' })
    const optedIn = createDefaultHistoryService({ networks: [network], rpc, namespaces: ['eip155', 'solana'] })
    expect((await optedIn.fetch(query)).data.map((t) => t.id)).toEqual(expected().map((t) => t.id))
    expect(() => createDefaultHistoryService({ networks: [network], rpc, namespaces: ['bip122' as 'solana'] })).toThrow('Invalid history option namespaces: expected some of eip155, solana, not bip122')
  })

  test('error: no account, another namespace, a bad address, an unknown cursor', async () => {
    const history = service()
    const account = alice.publicKey.toBase58()
    await expect(history.fetch({ account: '', chainId: 'solana:localnet' })).rejects.toMatchObject({ shortMessage: "Transactions can't be fetched without an accountAddress" })
    await expect(history.fetch({ account, chainId: 'eip155:1' })).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
    await expect(history.fetch({ account: '0x1234', chainId: 'solana:localnet' })).rejects.toMatchObject({ shortMessage: 'Invalid Solana address: 0x1234' })
    await expect(history.fetch({ account, chainId: 'solana:localnet', cursor: Keypair.generate().publicKey.toBase58() })).rejects.toThrow(/does not know the history cursor/)
  })
})
