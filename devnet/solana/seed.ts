/**
 * Seeds a fresh ledger: SOL for the dev accounts and the faucet, and the test mints with
 * balances minted to the dev wallet — through real transactions (System, SPL Token,
 * Token-2022 and Associated Token Account programs), as a person would set them up.
 */
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import type { Keypair, PublicKey} from '@solana/web3.js';
import { SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { devnetKeypairs, SOLANA_DEVNET_TOKENS } from './accounts'
import type { SolanaLedger } from './ledger'

/** SOL each funded account starts with, in lamports (1,000 SOL). */
export const DEV_ACCOUNT_LAMPORTS = 1_000_000_000_000n
/** Base units of each test token minted to the dev wallet (1,000,000 tokens). */
export const MINTED_TOKENS = 1_000_000n

function run(ledger: SolanaLedger, payer: Keypair, signers: Keypair[], instructions: TransactionInstruction[]): string {
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: ledger.latestBlockhash() }).add(...instructions)
  tx.sign(payer, ...signers)
  return ledger.submit(tx.serialize())
}

function createMint(ledger: SolanaLedger, faucet: Keypair, mint: Keypair, decimals: number, programId: PublicKey, holder: PublicKey) {
  const rent = ledger.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))
  const ata = getAssociatedTokenAddressSync(mint.publicKey, holder, false, programId, ASSOCIATED_TOKEN_PROGRAM_ID)
  run(ledger, faucet, [mint], [
    SystemProgram.createAccount({
      fromPubkey: faucet.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: Number(rent),
      space: MINT_SIZE,
      programId,
    }),
    createInitializeMint2Instruction(mint.publicKey, decimals, faucet.publicKey, null, programId),
    createAssociatedTokenAccountInstruction(faucet.publicKey, ata, holder, mint.publicKey, programId),
    createMintToInstruction(mint.publicKey, ata, faucet.publicKey, MINTED_TOKENS * 10n ** BigInt(decimals), [], programId),
  ])
  return ata
}

/** What {@link seedLedger} created. */
export type SeededDevnet = ReturnType<typeof seedLedger>

/** Funds the dev accounts and creates the test mints; returns their addresses. */
export function seedLedger(ledger: SolanaLedger) {
  const keys = devnetKeypairs()
  const funded = [keys.faucet, keys.devWallet, ...keys.extra]
  for (const account of funded) ledger.airdrop(account.publicKey.toBase58(), DEV_ACCOUNT_LAMPORTS)
  const usdAta = createMint(ledger, keys.faucet, keys.usdMint, SOLANA_DEVNET_TOKENS.SUSD.decimals, TOKEN_PROGRAM_ID, keys.devWallet.publicKey)
  const s22Ata = createMint(ledger, keys.faucet, keys.token2022Mint, SOLANA_DEVNET_TOKENS.S22.decimals, TOKEN_2022_PROGRAM_ID, keys.devWallet.publicKey)
  return {
    devWallet: keys.devWallet.publicKey.toBase58(),
    faucet: keys.faucet.publicKey.toBase58(),
    accounts: keys.extra.map((k) => k.publicKey.toBase58()),
    tokens: {
      SUSD: { ...SOLANA_DEVNET_TOKENS.SUSD, mint: keys.usdMint.publicKey.toBase58(), devWalletTokenAccount: usdAta.toBase58() },
      S22: { ...SOLANA_DEVNET_TOKENS.S22, mint: keys.token2022Mint.publicKey.toBase58(), devWalletTokenAccount: s22Ata.toBase58() },
    },
  }
}
