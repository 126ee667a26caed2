import type { Address, Hex, LocalAccount } from 'viem'
import { isAddress, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Anvil dev account #0's private key, the dev wallet's default. */
export const ANVIL_KEY_0: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * Which account `setAccounts` means: an index into the known keys, a known address, or a
 * new 32-byte private key (which is then added).
 */
export type AccountRef = number | string

/** The wallet's EVM keys and the order in which their accounts are exposed. */
export class Keyring {
  readonly #known: LocalAccount[] = []
  #exposed: LocalAccount[]

  /** @param keys - private keys; the first one's account is exposed first */
  constructor(keys: readonly string[]) {
    for (const key of keys.length > 0 ? keys : [ANVIL_KEY_0]) this.#add(key)
    this.#exposed = [...this.#known]
  }

  /** The addresses exposed to the dapp, active one first. */
  get addresses(): Address[] {
    return this.#exposed.map((account) => account.address)
  }

  /** Every known address, exposed or not. */
  get knownAddresses(): Address[] {
    return this.#known.map((account) => account.address)
  }

  /** The exposed account with `address`, if any. */
  find(address: string): LocalAccount | undefined {
    const lower = address.toLowerCase()
    return this.#exposed.find((account) => account.address.toLowerCase() === lower)
  }

  /** Changes the exposed accounts (and their order); throws on an unknown reference. */
  setExposed(refs: readonly AccountRef[]): void {
    this.#exposed = refs.map((ref) => this.#resolve(ref))
  }

  #resolve(ref: AccountRef): LocalAccount {
    if (typeof ref === 'number') {
      const account = this.#known[ref]
      if (!account) throw new RangeError(`No dev wallet key at index ${ref}`)
      return account
    }
    if (isAddress(ref, { strict: false })) {
      const account = this.#known.find((a) => a.address.toLowerCase() === ref.toLowerCase())
      if (!account) throw new RangeError(`No dev wallet key for address ${ref}`)
      return account
    }
    return this.#add(ref)
  }

  #add(key: string): LocalAccount {
    const hex = key.startsWith('0x') ? key : `0x${key}`
    if (!isHex(hex) || hex.length !== 66) throw new TypeError('A dev wallet key must be 32 bytes of hex')
    const account = privateKeyToAccount(hex)
    const existing = this.#known.find((a) => a.address === account.address)
    if (existing) return existing
    this.#known.push(account)
    return account
  }
}
