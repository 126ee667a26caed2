import type { AccountType } from 'portico'

/**
 * The EVM gas-funds rule (spec sections 5 and 6): gas is insufficient when the native balance is
 * zero or the network fee exceeds it; for a native send the amount is paid from the same
 * balance, so fee + amount must fit. Smart accounts are never gas-insufficient.
 *
 * @example
 * isGasInsufficient({ nativeBalance: 0n, fee: 1n, accountType: 'eoa' }) // true
 * isGasInsufficient({ nativeBalance: 0n, fee: 1n, accountType: 'smartAccount' }) // false
 */
export function isGasInsufficient(parameters: {
  /** Native balance in base units. */
  nativeBalance: bigint
  /** Network fee in base units of the native currency. */
  fee: bigint
  /** The amount when the native currency itself is sent; 0n (default) for a token. */
  nativeAmount?: bigint
  accountType: AccountType | undefined
}): boolean {
  const { nativeBalance, fee, nativeAmount = 0n, accountType } = parameters
  if (accountType === 'smartAccount') return false
  return nativeBalance === 0n || fee + nativeAmount > nativeBalance
}
