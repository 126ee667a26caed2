import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import * as web3 from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { associatedTokenAddress, createAssociatedTokenAccountIdempotent, systemTransfer, transferChecked } from './tokenInstructions'

const key = () => web3.Keypair.generate().publicKey
/** Compares instructions by content (ours carry plain bytes, spl-token's a Buffer). */
const plain = (ix: web3.TransactionInstruction) => ({ programId: ix.programId.toBase58(), keys: ix.keys, data: Array.from(ix.data) })

describe('token instructions', () => {
  test.each([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID])('behavior: match @solana/spl-token byte for byte (%s)', (tokenProgram) => {
    const [mint, owner, payer] = [key(), key(), key()]
    const pda = web3.PublicKey.findProgramAddressSync([owner.toBuffer()], web3.SystemProgram.programId)[0]
    expect(associatedTokenAddress(web3, mint, owner, tokenProgram)).toEqual(getAssociatedTokenAddressSync(mint, owner, false, tokenProgram))
    expect(associatedTokenAddress(web3, mint, pda, tokenProgram)).toEqual(getAssociatedTokenAddressSync(mint, pda, true, tokenProgram))
    const account = associatedTokenAddress(web3, mint, owner, tokenProgram)
    expect(plain(createAssociatedTokenAccountIdempotent(web3, { payer, account, owner, mint, tokenProgram }))).toEqual(
      plain(createAssociatedTokenAccountIdempotentInstruction(payer, account, owner, mint, tokenProgram)),
    )
    const [source, destination] = [key(), key()]
    expect(plain(transferChecked(web3, { source, mint, destination, owner, tokenProgram }, 18_446_744_073_709_551_615n, 6))).toEqual(
      plain(createTransferCheckedInstruction(source, mint, destination, owner, 18_446_744_073_709_551_615n, 6, [], tokenProgram)),
    )
  })

  test('behavior: the System transfer matches SystemProgram.transfer', () => {
    const [from, to] = [key(), key()]
    expect(plain(systemTransfer(web3, { from, to }, 12_345_678_901_234_567_890n))).toEqual(
      plain(web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 12_345_678_901_234_567_890n })),
    )
    expect(() => systemTransfer(web3, { from, to }, -1n)).toThrow('amount does not fit in u64')
  })

  test('error: amounts outside u64 and bad decimals are refused', () => {
    const accounts = { source: key(), mint: key(), destination: key(), owner: key(), tokenProgram: TOKEN_PROGRAM_ID }
    expect(() => transferChecked(web3, accounts, 1n << 64n, 6)).toThrow('amount does not fit in u64')
    expect(() => transferChecked(web3, accounts, -1n, 6)).toThrow('amount does not fit in u64')
    expect(() => transferChecked(web3, accounts, 1n, 256)).toThrow('decimals must be 0-255')
  })
})
