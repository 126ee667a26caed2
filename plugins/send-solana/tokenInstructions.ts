import type * as Web3 from '@solana/web3.js'

/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** System program instruction index of `Transfer`. */
const SYSTEM_TRANSFER = 2
/** SPL Token instruction index of `TransferChecked`. */
const TRANSFER_CHECKED = 12
/** Associated Token Account instruction index of `CreateIdempotent`. */
const CREATE_IDEMPOTENT = 1

/**
 * Instruction data for web3.js. web3.js only base58-encodes `data` when it compiles the message,
 * so plain bytes serve; this avoids Node's `Buffer`, which a browser page does not have
 * (web3.js's own u64 encoder needs a global `Buffer`, hence the instructions are encoded here).
 */
const instructionData = (bytes: Uint8Array) => bytes as Buffer

const u64 = (amount: bigint, into: Uint8Array, offset: number) => {
  if (amount < 0n || amount >= 1n << 64n) throw new RangeError('amount does not fit in u64')
  new DataView(into.buffer).setBigUint64(offset, amount, true)
}

/** `Transfer` of the System program: `lamports` from `from` (signer) to `to`. */
export function systemTransfer(web3: typeof Web3, accounts: { from: Web3.PublicKey; to: Web3.PublicKey }, lamports: bigint): Web3.TransactionInstruction {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, SYSTEM_TRANSFER, true)
  u64(lamports, data, 4)
  return new web3.TransactionInstruction({
    programId: web3.SystemProgram.programId,
    keys: [
      { pubkey: accounts.from, isSigner: true, isWritable: true },
      { pubkey: accounts.to, isSigner: false, isWritable: true },
    ],
    data: instructionData(data),
  })
}

/**
 * The associated token account of `owner` for `mint` under `tokenProgram` (the ATA program's PDA
 * of `[owner, tokenProgram, mint]`). Works for owners off the curve too.
 */
export function associatedTokenAddress(web3: typeof Web3, mint: Web3.PublicKey, owner: Web3.PublicKey, tokenProgram: Web3.PublicKey): Web3.PublicKey {
  const [address] = web3.PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM),
  )
  return address
}

/** `CreateIdempotent` of the ATA program: creates `account` for `owner` and `mint` unless it exists. */
export function createAssociatedTokenAccountIdempotent(
  web3: typeof Web3,
  accounts: { payer: Web3.PublicKey; account: Web3.PublicKey; owner: Web3.PublicKey; mint: Web3.PublicKey; tokenProgram: Web3.PublicKey },
): Web3.TransactionInstruction {
  return new web3.TransactionInstruction({
    programId: new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM),
    keys: [
      { pubkey: accounts.payer, isSigner: true, isWritable: true },
      { pubkey: accounts.account, isSigner: false, isWritable: true },
      { pubkey: accounts.owner, isSigner: false, isWritable: false },
      { pubkey: accounts.mint, isSigner: false, isWritable: false },
      { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: accounts.tokenProgram, isSigner: false, isWritable: false },
    ],
    data: instructionData(Uint8Array.of(CREATE_IDEMPOTENT)),
  })
}

/** `TransferChecked` of the token program: `amount` base units with the mint's `decimals` checked on chain. */
export function transferChecked(
  web3: typeof Web3,
  accounts: { source: Web3.PublicKey; mint: Web3.PublicKey; destination: Web3.PublicKey; owner: Web3.PublicKey; tokenProgram: Web3.PublicKey },
  amount: bigint,
  decimals: number,
): Web3.TransactionInstruction {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError('decimals must be 0-255')
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  u64(amount, data, 1)
  data[9] = decimals
  return new web3.TransactionInstruction({
    programId: accounts.tokenProgram,
    keys: [
      { pubkey: accounts.source, isSigner: false, isWritable: true },
      { pubkey: accounts.mint, isSigner: false, isWritable: false },
      { pubkey: accounts.destination, isSigner: false, isWritable: true },
      { pubkey: accounts.owner, isSigner: true, isWritable: false },
    ],
    data: instructionData(data),
  })
}
