/**
 * The devnet's fixed keys: the dev wallet's Solana seed (the demo and the e2e tests hand it to
 * the browser dev wallet), the faucet that pays for setup and holds the mint authorities, and
 * the mints. Deterministic, so addresses are the same on every start. Never use them for real funds.
 */
import { Keypair } from '@solana/web3.js'

const seedOf = (label: string): Uint8Array => {
  const bytes = new Uint8Array(32)
  const text = new TextEncoder().encode(`portico-solana-devnet:${label}`)
  for (let i = 0; i < text.length; i++) bytes[i % 32] = ((bytes[i % 32] ?? 0) * 31 + (text[i] ?? 0)) & 0xff
  return bytes
}
const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** The dev wallet's Solana ed25519 seed (64 hex chars): pass it as the dev wallet's `solanaSeed`. */
export const SOLANA_DEV_WALLET_SEED = toHex(seedOf('dev-wallet'))

/** Keypairs the devnet uses; derived from fixed seeds. */
export function devnetKeypairs() {
  return {
    devWallet: Keypair.fromSeed(Buffer.from(SOLANA_DEV_WALLET_SEED, 'hex')),
    faucet: Keypair.fromSeed(seedOf('faucet')),
    usdMint: Keypair.fromSeed(seedOf('mint:SUSD')),
    token2022Mint: Keypair.fromSeed(seedOf('mint:S22')),
    extra: [1, 2, 3].map((n) => Keypair.fromSeed(seedOf(`account:${n}`))),
  }
}

/** The test tokens the devnet mints. */
export const SOLANA_DEVNET_TOKENS = {
  /** A classic SPL Token with 6 decimals (USDC-like). */
  SUSD: { symbol: 'SUSD', name: 'Portico USD (Solana)', decimals: 6, program: 'spl-token' },
  /** A Token-2022 token with 9 decimals. */
  S22: { symbol: 'S22', name: 'Portico Token-2022', decimals: 9, program: 'spl-token-2022' },
} as const
