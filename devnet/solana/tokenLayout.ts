/**
 * Decodes SPL Token and Token-2022 accounts into the `jsonParsed` shape a Solana validator
 * serves (`{ program, parsed: { type, info }, space }`). Only the base layouts are decoded;
 * Token-2022 extensions are listed as an empty array.
 */
import { getBase58Decoder } from '@solana/kit'

/** The classic SPL Token program. */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Token-2022 program. */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** Size of a token account's base layout. */
export const TOKEN_ACCOUNT_SIZE = 165
/** Size of a mint's base layout. */
export const MINT_SIZE = 82

/** Account bytes as litesvm and @solana/kit hand them out (read-only). */
export type Bytes = Pick<Uint8Array, 'length' | 'buffer' | 'byteOffset' | 'subarray'> & ArrayLike<number>

const base58 = getBase58Decoder()
const key = (data: Bytes, offset: number) => base58.decode(data.subarray(offset, offset + 32))
const u64 = (data: Bytes, offset: number) => new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
const u32 = (data: Bytes, offset: number) => new DataView(data.buffer, data.byteOffset + offset, 4).getUint32(0, true)
const optionalKey = (data: Bytes, offset: number) => (u32(data, offset) === 1 ? key(data, offset + 4) : null)

/** Whether `owner` is one of the two token programs. */
export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM_ID || owner === TOKEN_2022_PROGRAM_ID
}

/** `amount` (base units) as the RPC's `tokenAmount`: exact `amount` and `uiAmountString`. */
export function tokenAmount(amount: bigint, decimals: number) {
  const scale = 10n ** BigInt(decimals)
  const whole = amount / scale
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : `${whole}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

/** The fields of a mint. */
export type MintInfo = {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

/** Decodes a mint's base layout; undefined when the data is too short. */
export function decodeMint(data: Bytes): MintInfo | undefined {
  if (data.length < MINT_SIZE) return undefined
  return {
    mintAuthority: optionalKey(data, 0),
    supply: u64(data, 36),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46),
  }
}

/** The fields of a token account. */
export type TokenAccountInfo = { mint: string; owner: string; amount: bigint; state: 'uninitialized' | 'initialized' | 'frozen'; isNative: boolean }

/** Decodes a token account's base layout; undefined when the data is not a token account. */
export function decodeTokenAccount(data: Bytes): TokenAccountInfo | undefined {
  if (data.length < TOKEN_ACCOUNT_SIZE) return undefined
  // Token-2022 accounts with extensions carry an account-type byte (2 = account) at offset 165.
  if (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] !== 2) return undefined
  const states = ['uninitialized', 'initialized', 'frozen'] as const
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: u64(data, 64),
    state: states[data[108] ?? 0] ?? 'uninitialized',
    isNative: u32(data, 109) === 1,
  }
}

const programName = (owner: string) => (owner === TOKEN_2022_PROGRAM_ID ? 'spl-token-2022' : 'spl-token')

/**
 * The `jsonParsed` data of a token-program account, or undefined when it is neither a mint nor
 * a token account. `decimalsOf` gives a mint's decimals (needed for a token account's amount).
 */
export function parseTokenAccountData(owner: string, data: Bytes, decimalsOf: (mint: string) => number | undefined) {
  const extra = owner === TOKEN_2022_PROGRAM_ID ? { extensions: [] as unknown[] } : {}
  if (data.length === MINT_SIZE || (owner === TOKEN_2022_PROGRAM_ID && data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === 1)) {
    const mint = decodeMint(data)
    if (!mint) return undefined
    const info = { ...mint, supply: mint.supply.toString(), ...extra }
    return { program: programName(owner), parsed: { type: 'mint', info }, space: data.length }
  }
  const account = decodeTokenAccount(data)
  if (!account) return undefined
  const decimals = decimalsOf(account.mint)
  if (decimals === undefined) return undefined
  const info = {
    isNative: account.isNative,
    mint: account.mint,
    owner: account.owner,
    state: account.state,
    tokenAmount: tokenAmount(account.amount, decimals),
    ...extra,
  }
  return { program: programName(owner), parsed: { type: 'account', info }, space: data.length }
}
