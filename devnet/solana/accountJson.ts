/**
 * An account as the Solana JSON-RPC API serves it (`getAccountInfo`, `getMultipleAccounts`,
 * `getTokenAccountsByOwner`), in the requested encoding.
 */
import { address, getBase58Decoder, type EncodedAccount } from '@solana/kit'
import type { SolanaLedger } from './ledger'
import { decodeMint, isTokenProgram, parseTokenAccountData } from './tokenLayout'

/** Account data encodings this server serves. */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

const base58 = getBase58Decoder()
const toBase64 = (data: ArrayLike<number>) => Buffer.from(Uint8Array.from(data)).toString('base64')

/** The decimals of `mint` on the ledger, if it is a mint. */
export function mintDecimals(ledger: SolanaLedger, mint: string): number | undefined {
  const account = ledger.svm.getAccount(address(mint))
  if (!account.exists || !isTokenProgram(account.programAddress)) return undefined
  return decodeMint(account.data)?.decimals
}

/** Encodes one existing account; `jsonParsed` falls back to base64 for non-token accounts. */
export function encodeAccount(ledger: SolanaLedger, account: EncodedAccount, encoding: AccountEncoding) {
  const { data, programAddress: owner } = account
  let encoded: unknown
  if (encoding === 'jsonParsed' && isTokenProgram(owner)) {
    encoded = parseTokenAccountData(owner, data, (mint) => mintDecimals(ledger, mint))
  }
  if (encoded === undefined) encoded = encoding === 'base58' ? [base58.decode(Uint8Array.from(data)), 'base58'] : [toBase64(data), 'base64']
  return {
    data: encoded,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner,
    rentEpoch: 0,
    space: data.length,
  }
}

/** `getAccountInfo`'s value: the encoded account, or null when it does not exist. */
export function accountInfo(ledger: SolanaLedger, key: string, encoding: AccountEncoding) {
  const account = ledger.svm.getAccount(address(key))
  return account.exists ? encodeAccount(ledger, account, encoding) : null
}
