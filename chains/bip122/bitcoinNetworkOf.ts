import { bitcoin, bitcoinTestnet, type CaipNetworkId } from 'portico'

/** CAIP-2 id of Bitcoin regtest (its genesis block hash, first 32 hex characters). */
export const BITCOIN_REGTEST_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/**
 * The network a Bitcoin address belongs to, read from its form: `bc1`, `1`, `3` mainnet; `tb1`,
 * `m`, `n`, `2` testnet (and signet); `bcrt1` regtest. A wallet is on the network its addresses
 * are for.
 *
 * @example
 * bitcoinNetworkOf('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx') // 'bip122:000000000933ea01ad0ee984209779ba'
 */
export function bitcoinNetworkOf(address: string): CaipNetworkId | undefined {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return BITCOIN_REGTEST_ID
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return bitcoin.caipNetworkId
  if (lower.startsWith('tb1') || /^[mn2]/.test(address)) return bitcoinTestnet.caipNetworkId
  return undefined
}

/**
 * Whether an address is a taproot (P2TR, bech32m witness v1) one: only a BIP-322 signature proves it.
 *
 * @example
 * isTaprootAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0') // true
 */
export const isTaprootAddress = (address: string): boolean => /^(bc|tb|bcrt)1p/i.test(address)
