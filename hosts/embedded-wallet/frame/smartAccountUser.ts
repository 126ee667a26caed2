import type { Address } from 'viem'
import { chainClient, type RunnerAccountType, type RunnerChain } from './accountRunner'
import { getSmartAccountState, type SmartAccountState } from './smartAccount'

/** Spec section 3: an eip155 embedded account is a smart account unless the visitor chose an EOA. */
export const DEFAULT_ACCOUNT_TYPE: RunnerAccountType = 'smartAccount'

/** The user's accounts on one chain, the active (preferred) one first. */
export type ResolvedAccounts = {
  /** The active account's type: the preference, or 'eoa' where smart accounts are not available. */
  type: RunnerAccountType
  address: Address
  accounts: { address: Address; type: RunnerAccountType }[]
  /** The smart account on this chain, when the chain has the contracts. */
  smartAccount: SmartAccountState | undefined
}

/**
 * Resolves the owner's accounts on `chain`: the EOA, and the counterfactual smart account where
 * the chain has the ERC-4337 contracts. `preferred` is the stored choice (null: never chosen),
 * `hint` the dapp's preference for a visitor who never chose.
 *
 * @example
 * const { address, type, accounts } = await resolveAccounts({ owner, chain, preferred: null })
 * // type 'smartAccount', accounts [{ address: smart, type: 'smartAccount' }, { address: owner, type: 'eoa' }]
 */
export async function resolveAccounts(parameters: {
  owner: Address
  chain: RunnerChain
  preferred: RunnerAccountType | null
  hint?: RunnerAccountType | undefined
}): Promise<ResolvedAccounts> {
  const { owner, chain } = parameters
  const wanted = parameters.preferred ?? parameters.hint ?? DEFAULT_ACCOUNT_TYPE
  const eoa = { address: owner, type: 'eoa' as const }
  if (!chain.smartAccount) return { type: 'eoa', address: owner, accounts: [eoa], smartAccount: undefined }
  const smartAccount = await getSmartAccountState(chainClient(chain), chain.smartAccount, owner)
  const smart = { address: smartAccount.address, type: 'smartAccount' as const }
  const accounts = wanted === 'smartAccount' ? [smart, eoa] : [eoa, smart]
  return { type: wanted, address: accounts[0]?.address ?? owner, accounts, smartAccount }
}

/**
 * The account a request names (`from`, or the signer of a signature request): its type, or
 * undefined when it is none of the user's accounts. No `from`: the active account.
 */
export function accountTypeOf(resolved: ResolvedAccounts, from: string | undefined): RunnerAccountType | undefined {
  if (from === undefined) return resolved.type
  return resolved.accounts.find((account) => account.address.toLowerCase() === from.toLowerCase())?.type
}
