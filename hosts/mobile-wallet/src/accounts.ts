import { ed25519 } from '@noble/curves/ed25519'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { base58Encode } from 'portico'
import { BITCOIN_TEST_KEY, createBitcoinKey, createPolkadotKey, hexBytes, type BitcoinAddressType, type BitcoinKey, type PolkadotKey } from './chainKeys'

/** Anvil's first test key (public test mnemonic `test test ... junk`; never use it elsewhere). */
export const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** A fixed ed25519 seed for the wallet's Solana account (test only). */
export const SOLANA_TEST_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'

/** The wallet's keys: one EVM, one Solana (ed25519), one Bitcoin (secp256k1) and one Polkadot (sr25519) account. */
export type WalletKeys = {
  evm: PrivateKeyAccount
  solana: { address: string; publicKey: Uint8Array; sign(message: Uint8Array): Uint8Array }
  bitcoin: BitcoinKey
  polkadot: PolkadotKey
}

/**
 * The wallet's local keys from an EVM private key and an ed25519 seed (hex); the Bitcoin
 * account is P2PKH unless `bitcoinAddressType` is 'p2tr' (same test key, taproot address).
 *
 * @example
 * const keys = createWalletKeys()
 * keys.evm.address // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * createWalletKeys(ANVIL_KEY_0, SOLANA_TEST_SEED, { bitcoinAddressType: 'p2tr' }).bitcoin.address // 'bc1p...'
 */
export function createWalletKeys(
  evmKey: `0x${string}` = ANVIL_KEY_0,
  solanaSeed: string = SOLANA_TEST_SEED,
  options: { bitcoinAddressType?: BitcoinAddressType | undefined } = {},
): WalletKeys {
  const seed = hexBytes(solanaSeed)
  const publicKey = ed25519.getPublicKey(seed)
  return {
    evm: privateKeyToAccount(evmKey),
    solana: { address: base58Encode(publicKey), publicKey, sign: (message) => ed25519.sign(message, seed) },
    bitcoin: createBitcoinKey(BITCOIN_TEST_KEY, options.bitcoinAddressType),
    polkadot: createPolkadotKey(),
  }
}
