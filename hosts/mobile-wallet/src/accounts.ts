import { ed25519 } from '@noble/curves/ed25519'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { base58Encode } from '../../../kernel/caip/base58'

/** Anvil's first test key (public test mnemonic `test test ... junk`; never use it elsewhere). */
export const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** A fixed ed25519 seed for the wallet's Solana account (test only). */
export const SOLANA_TEST_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'

/** The wallet's keys: one EVM account and one Solana (ed25519) account. */
export type WalletKeys = {
  evm: PrivateKeyAccount
  solana: { address: string; sign(message: Uint8Array): Uint8Array }
}

const hexBytes = (hex: string) => Uint8Array.from(hex.replace(/^0x/, '').match(/../g) ?? [], (b) => parseInt(b, 16))

/**
 * The wallet's local keys from an EVM private key and an ed25519 seed (hex).
 *
 * @example
 * const keys = createWalletKeys()
 * keys.evm.address // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function createWalletKeys(evmKey: `0x${string}` = ANVIL_KEY_0, solanaSeed: string = SOLANA_TEST_SEED): WalletKeys {
  const seed = hexBytes(solanaSeed)
  return {
    evm: privateKeyToAccount(evmKey),
    solana: { address: base58Encode(ed25519.getPublicKey(seed)), sign: (message) => ed25519.sign(message, seed) },
  }
}
