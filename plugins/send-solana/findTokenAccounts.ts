import type { Connection } from '@solana/web3.js'
import type * as Web3 from '@solana/web3.js'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from 'portico/chains/solana'
import { associatedTokenAddress } from './tokenInstructions'

/** The accounts of a token transfer: the mint's program and data, both associated token accounts. */
export type TokenAccounts = {
  /** SPL Token or Token-2022: the program that owns the mint. */
  tokenProgram: Web3.PublicKey
  /** The mint's account data (its extensions size the receiver's new account). */
  mintData: Uint8Array
  /** The sender's associated token account. */
  source: Web3.PublicKey
  /** The receiver's associated token account. */
  destination: Web3.PublicKey
  /** False when the receiver has no account yet: the send creates it and pays its rent. */
  destinationExists: boolean
}

/**
 * Finds the accounts of a token transfer in one round trip: the mint and the receiver's
 * associated token account under both token programs (`getMultipleAccounts`); the mint's owner
 * says which program applies.
 *
 * @throws {Error} when the mint does not exist or no token program owns it.
 * @example
 * const { destination, destinationExists } = await findTokenAccounts(web3, connection, { mint, owner, receiver })
 */
export async function findTokenAccounts(
  web3: typeof Web3,
  connection: Pick<Connection, 'getMultipleAccountsInfo'>,
  accounts: { mint: Web3.PublicKey; owner: Web3.PublicKey; receiver: Web3.PublicKey },
): Promise<TokenAccounts> {
  const { mint, owner, receiver } = accounts
  const programs = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((id) => new web3.PublicKey(id))
  const destinations = programs.map((program) => associatedTokenAddress(web3, mint, receiver, program))
  const [mintAccount, ...existing] = await connection.getMultipleAccountsInfo([mint, ...destinations], 'confirmed')
  const index = programs.findIndex((program) => mintAccount?.owner.equals(program))
  const tokenProgram = programs[index]
  const destination = destinations[index]
  if (!mintAccount || !tokenProgram || !destination) throw new Error(`${mint.toBase58()} is not a token mint`)
  return {
    tokenProgram,
    mintData: new Uint8Array(mintAccount.data),
    source: associatedTokenAddress(web3, mint, owner, tokenProgram),
    destination,
    destinationExists: Boolean(existing[index]),
  }
}
