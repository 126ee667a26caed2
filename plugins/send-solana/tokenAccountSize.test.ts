import { ExtensionType, getAccountLen, getAccountTypeOfMintType, getTypeLen } from '@solana/spl-token'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from 'portico/chains/solana'
import { tokenAccountSize } from './tokenAccountSize'

/** Fixed-size mint extensions a Token-2022 mint can carry. */
const MINT_EXTENSIONS = [
  ExtensionType.TransferFeeConfig, ExtensionType.MintCloseAuthority, ExtensionType.ConfidentialTransferMint, ExtensionType.DefaultAccountState,
  ExtensionType.NonTransferable, ExtensionType.InterestBearingConfig, ExtensionType.PermanentDelegate, ExtensionType.TransferHook,
  ExtensionType.MetadataPointer, ExtensionType.GroupPointer, ExtensionType.GroupMemberPointer,
]

/** Token-2022 mint data: the 82-byte mint padded to 165, the account type byte, then the extensions. */
function mintData(extensions: readonly ExtensionType[]): Uint8Array {
  if (extensions.length === 0) return new Uint8Array(82)
  const entries = extensions.map((type) => {
    const entry = new Uint8Array(4 + getTypeLen(type))
    new DataView(entry.buffer).setUint16(0, type, true)
    new DataView(entry.buffer).setUint16(2, getTypeLen(type), true)
    return entry
  })
  const data = new Uint8Array(166 + entries.reduce((sum, entry) => sum + entry.length, 0))
  data[165] = 1 // AccountType::Mint
  let at = 166
  for (const entry of entries) {
    data.set(entry, at)
    at += entry.length
  }
  return data
}

describe('tokenAccountSize', () => {
  test('§4 behavior: an SPL Token account is 165 bytes; a Token-2022 associated account without mint extensions 170', () => {
    expect(tokenAccountSize({ owner: TOKEN_PROGRAM_ID, data: new Uint8Array(82) })).toBe(165)
    expect(tokenAccountSize({ owner: TOKEN_2022_PROGRAM_ID, data: mintData([]) })).toBe(170)
  })

  test('§4 property: the same size as @solana/spl-token for the account extensions the mint requires plus ImmutableOwner', () => {
    fc.assert(
      fc.property(fc.subarray(MINT_EXTENSIONS), (extensions) => {
        const required = extensions.map(getAccountTypeOfMintType).filter((type) => type !== ExtensionType.Uninitialized)
        expect(tokenAccountSize({ owner: TOKEN_2022_PROGRAM_ID, data: mintData(extensions) })).toBe(getAccountLen([...required, ExtensionType.ImmutableOwner]))
      }),
    )
  })

  test('error: a mint no token program owns is refused', () => {
    expect(() => tokenAccountSize({ owner: '11111111111111111111111111111111', data: new Uint8Array(82) })).toThrow('A mint must be owned by a token program')
  })
})
