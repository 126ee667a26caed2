import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from 'portico/chains/solana'

/** Size of a token account without extensions (SPL Token, and Token-2022's base). */
const ACCOUNT_SIZE = 165
/** A multisig account's size: an account this long gets 2 padding bytes, so the two never collide. */
const MULTISIG_SIZE = 355
/** Token-2022: where a mint's extension list (type u16, length u16, value) starts. */
const TLV_START = ACCOUNT_SIZE + 1
/** A mint without extensions. */
const MINT_SIZE = 82
/** Token-2022's ImmutableOwner account extension: every associated token account has it (no data). */
const IMMUTABLE_OWNER = { type: 7, size: 0 }

/**
 * Token-2022 mint extensions whose accounts must carry an account extension, and its data size
 * (`get_required_init_account_extensions` of the token program): TransferFeeConfig ->
 * TransferFeeAmount, ConfidentialTransferMint -> ConfidentialTransferAccount, NonTransferable ->
 * NonTransferableAccount, TransferHook -> TransferHookAccount.
 */
const ACCOUNT_EXTENSION_OF_MINT: ReadonlyMap<number, { type: number; size: number }> = new Map([
  [1, { type: 2, size: 8 }],
  [4, { type: 5, size: 295 }],
  [9, { type: 13, size: 0 }],
  [14, { type: 15, size: 1 }],
])

/** The extension types a Token-2022 mint's data lists. */
function mintExtensionTypes(data: Uint8Array): number[] {
  if (data.length <= MINT_SIZE) return []
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const types: number[] = []
  for (let at = TLV_START; at + 4 <= data.length; at += 4 + view.getUint16(at + 2, true)) types.push(view.getUint16(at, true))
  return types
}

/**
 * The size in bytes of the associated token account the ATA program creates for a mint: 165 under
 * SPL Token; under Token-2022 the base, an account-type byte and the extensions the account
 * must carry (ImmutableOwner, plus those the mint's extensions require). The rent of a new
 * receiver account is the rent-exempt minimum of this size.
 *
 * @throws {Error} when the mint's owner is neither token program.
 * @example
 * tokenAccountSize({ owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', data: mintData }) // 165
 */
export function tokenAccountSize(mint: { owner: string; data: Uint8Array }): number {
  if (mint.owner === TOKEN_PROGRAM_ID) return ACCOUNT_SIZE
  if (mint.owner !== TOKEN_2022_PROGRAM_ID) throw new Error(`A mint must be owned by a token program, not ${mint.owner}`)
  const required = new Map([[IMMUTABLE_OWNER.type, IMMUTABLE_OWNER.size]])
  for (const type of mintExtensionTypes(mint.data)) {
    const extension = ACCOUNT_EXTENSION_OF_MINT.get(type)
    if (extension) required.set(extension.type, extension.size)
  }
  const size = TLV_START + [...required.values()].reduce((sum, length) => sum + 4 + length, 0)
  return size === MULTISIG_SIZE ? size + 2 : size
}
